import {
  BLOG_LANGUAGES,
  BLOG_LIMITS,
  BLOG_PARAMS,
  errorMessage,
  fieldMessage,
  htmlToText,
  MAX_FILE_BYTES,
  type TBlogLanguage,
  type TBlogPost,
} from '@brifa/contracts';
import { Alert, Anchor, Button, FileInput, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX, BLOG_POST_PREFIX } from '../../../lib/public-paths.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreatePost, useEditPost } from '../api/blog.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const LANGUAGE_LABELS = { tr: 'blog.language.tr', en: 'blog.language.en' } as const;

/**
 * /provider/blog-create: title, content in the editor, the post's language and its image; published at once.
 * With `editing`, the same form changes that post (a new image is optional).
 */
export function BlogCreateForm({
  editing = null,
  onStopEditing,
}: {
  editing?: TBlogPost | null;
  onStopEditing?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const create = useCreatePost();
  const edit = useEditPost(editing?.Id ?? 0);
  const save = editing ? edit : create;
  const [published, setPublished] = useState<TBlogPost | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const form = useForm({
    Title: editing?.Title ?? '',
    Content: editing?.ContentHtml ?? '',
    Language: editing?.Language ?? (locale as TBlogLanguage),
    Image: null as File | null,
  });
  const titleRef = useRef<HTMLInputElement>(null);
  // Opening a post to edit puts the focus on its title, at the top of the form.
  useEffect(() => {
    if (editing) titleRef.current?.focus();
  }, [editing]);
  const { values, errors } = form;
  const textLength = htmlToText(values.Content).length;

  function check() {
    const found: Record<string, string> = {};
    const title = values.Title.trim().length;
    if (title < BLOG_LIMITS.titleMin || title > BLOG_LIMITS.titleMax)
      found.Title = fieldMessage('blogTitleLength', locale);
    if (textLength < BLOG_LIMITS.contentMin) found.Content = fieldMessage('blogContentShort', locale);
    if (!values.Image) {
      if (!editing) found.Image = errorMessage('BLOG_IMAGE_REQUIRED', locale);
    } else if (values.Image.size > MAX_FILE_BYTES) found.Image = errorMessage('FILE_TOO_BIG', locale);
    return found;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    form.reset();
    const found = check();
    if (Object.keys(found).length) {
      form.setErrors(found);
      return;
    }
    save.mutate(values, {
      onSuccess: (post) => {
        setPublished(post);
        // A new post empties the form for the next; an edited one stays open with its saved text.
        if (editing) form.setValue('Image', null);
        else {
          form.setValues({ Title: '', Content: '', Language: values.Language, Image: null });
          setResetKey((key) => key + 1);
        }
      },
      onError: (error) => form.fail(error),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {published ? (
          <Alert color="teal" title={t(editing ? 'blog.saved' : 'blog.published')} role="status">
            <Group gap="md">
              <Anchor component={Link} to={BLOG_POST_PREFIX[locale] + published.Slug}>
                {t('blog.viewPost')}
              </Anchor>
              <Anchor
                component={Link}
                to={`${AGENCY_PROFILE_PREFIX[locale]}${published.Agency.Slug}?tab=blog`}
              >
                {t('blog.viewProfile')}
              </Anchor>
            </Group>
          </Alert>
        ) : null}
        <FormAlert message={form.alert} />
        <TextInput
          label={t('blog.field.title')}
          description={t('blog.field.titleHint', { ...BLOG_PARAMS, count: values.Title.trim().length })}
          required
          ref={titleRef}
          maxLength={BLOG_LIMITS.titleMax + 20}
          {...form.text('Title')}
        />
        <NativeSelect
          label={t('blog.field.language')}
          value={values.Language}
          onChange={(event) => form.setValue('Language', event.currentTarget.value as TBlogLanguage)}
          data={BLOG_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABELS[language]) }))}
          maw={260}
        />
        <RichTextEditor
          label={t('blog.field.content')}
          description={t('blog.field.contentHint', { ...BLOG_PARAMS, count: textLength })}
          error={errors.Content}
          onChange={(html) => form.setValue('Content', html)}
          resetKey={resetKey}
          initialHtml={editing?.ContentHtml ?? ''}
        />
        <FileInput
          label={t('blog.field.image')}
          description={t(editing ? 'blog.field.imageKeepHint' : 'blog.field.imageHint')}
          placeholder={t('blog.field.imagePlaceholder')}
          accept="image/png,image/jpeg"
          required={!editing}
          clearable
          value={values.Image}
          onChange={(file) => form.setValue('Image', file)}
          error={errors.Image}
          maw={420}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(editing ? 'blog.save' : 'blog.submit')}
          </Button>
          {editing && onStopEditing ? (
            <Button variant="default" onClick={onStopEditing}>
              {t('blog.edit.done')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

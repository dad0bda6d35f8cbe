import { agenciesEndpoints, COMMENT_LIMITS, type TComment } from '@brifa/contracts';
import {
  Avatar,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const COMMENTS_KEY = ['comments'] as const;

function CommentForm({ comment, onDone }: { comment: TComment | null; onDone: () => void }) {
  const t = useT();
  const api = useApiContext();
  const queryClient = useQueryClient();
  const form = useForm({
    CustomerName: comment?.CustomerName ?? '',
    AuthorName: comment?.AuthorName ?? '',
    AuthorTitle: comment?.AuthorTitle ?? '',
    Text: comment?.Text ?? '',
  });
  const [logo, setLogo] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const body = new FormData();
      for (const [name, value] of Object.entries(form.values)) body.append(name, value);
      if (logo) body.append('File', logo);
      return comment
        ? callEndpoint(api, agenciesEndpoints.putCommentById, { params: { id: comment.Id }, body })
        : callEndpoint(api, agenciesEndpoints.postComment, { body });
    },
    onSuccess: (list) => {
      queryClient.setQueryData(COMMENTS_KEY, list);
      notifications.show({ color: 'teal', message: t('comments.saved') });
      onDone();
    },
    onError: (error) => form.fail(error),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.reset();
        save.mutate();
      }}
      noValidate
    >
      <Stack gap="sm">
        <FormAlert message={form.alert} />
        <TextInput {...form.text('CustomerName')} label={t('comments.field.CustomerName')} required />
        <Group grow>
          <TextInput {...form.text('AuthorName')} label={t('comments.field.AuthorName')} required />
          <TextInput {...form.text('AuthorTitle')} label={t('comments.field.AuthorTitle')} />
        </Group>
        <Textarea
          {...form.text('Text')}
          label={t('comments.field.Text')}
          autosize
          minRows={3}
          maxLength={COMMENT_LIMITS.textMax}
          required
        />
        <FileInput
          label={t('comments.field.logo')}
          description={t('comments.field.logoHint')}
          accept="image/png,image/jpeg"
          value={logo}
          onChange={setLogo}
          required={!comment}
          clearable
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('profileSettings.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** /premium/comments: the agency's client testimonials (the customer's logo is required). */
export function CommentsPanel() {
  const t = useT();
  const api = useApiContext();
  const queryClient = useQueryClient();
  const comments = useQuery({
    queryKey: COMMENTS_KEY,
    queryFn: () => callEndpoint(api, agenciesEndpoints.getComment),
  });
  const remove = useMutation({
    mutationFn: (id: number) => callEndpoint(api, agenciesEndpoints.deleteCommentById, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(COMMENTS_KEY, list),
  });
  const [editing, setEditing] = useState<TComment | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('comments.title')}
          </Title>
          <Text c="dimmed">{t('comments.subtitle')}</Text>
        </div>
        <Button onClick={() => setEditing('new')}>{t('comments.add')}</Button>
      </Group>
      {comments.data?.length === 0 ? <Text c="dimmed">{t('comments.empty')}</Text> : null}
      {(comments.data ?? []).map((comment) => (
        <Card key={comment.Id} withBorder radius="md">
          <Text style={{ whiteSpace: 'pre-line' }}>“{comment.Text}”</Text>
          <Group mt="sm" justify="space-between">
            <Group>
              <Avatar src={comment.CustomerLogoSrc} alt="" radius="md" />
              <div>
                <Text fw={600} size="sm">
                  {comment.AuthorName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[comment.AuthorTitle, comment.CustomerName].filter(Boolean).join(', ')}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button size="compact-sm" variant="light" onClick={() => setEditing(comment)}>
                {t('comments.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => remove.mutate(comment.Id)}
              >
                {t('comments.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'comments.add' : 'comments.edit')}
      >
        {editing !== null ? (
          <CommentForm comment={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

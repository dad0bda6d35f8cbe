import { Button, Group, Input, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import classes from './rich-text-editor.module.css';

type TCommand = { label: TMessageKey; short?: string; run: () => void };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A small editor with no dependency: a contentEditable area and a toolbar of the browser's editing commands
 * (headings, paragraphs, bold, italic, lists, links). The server sanitises what it sends (an allow-list), so
 * the browser's markup needs no cleaning here. Loaded only by /provider/blog-create.
 */
export function RichTextEditor({
  label,
  description,
  error,
  onChange,
  resetKey,
  initialHtml = '',
}: {
  label: string;
  description: string;
  error?: string;
  onChange: (html: string) => void;
  /** A new value sets the editor to `initialHtml` (empty after publishing, a post's text to edit it). */
  resetKey: number;
  initialHtml?: string;
}) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');
  const [urlError, setUrlError] = useState<string | undefined>();
  const ids = {
    label: 'blog-content-label',
    description: 'blog-content-description',
    error: 'blog-content-error',
  };

  useEffect(() => {
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new resetKey replaces what is being typed.
  useEffect(() => {
    if (area.current && (resetKey || initialHtml)) area.current.innerHTML = initialHtml;
  }, [resetKey]);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const exec = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    changed();
  };
  const selectionInArea = () => {
    const selection = document.getSelection();
    if (!selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    return area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const openLink = () => {
    savedRange.current = selectionInArea();
    setUrl('https://');
    setUrlError(undefined);
    setLinking(true);
  };
  const applyLink = () => {
    const href = url.trim();
    if (!/^(https?:\/\/[^\s/]+\.[^\s]+|mailto:\S+@\S+)$/i.test(href)) {
      setUrlError(t('blog.editor.linkInvalid'));
      return;
    }
    area.current?.focus();
    const selection = document.getSelection();
    const range = savedRange.current;
    if (selection && range) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (!range || range.collapsed)
      exec('insertHTML', `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>&nbsp;`);
    else exec('createLink', href);
    setLinking(false);
  };
  const onUrlKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    }
    if (event.key === 'Escape') setLinking(false);
  };

  const commands: TCommand[] = [
    { label: 'blog.editor.heading2', short: 'H2', run: () => exec('formatBlock', 'h2') },
    { label: 'blog.editor.heading3', short: 'H3', run: () => exec('formatBlock', 'h3') },
    { label: 'blog.editor.paragraph', run: () => exec('formatBlock', 'p') },
    { label: 'blog.editor.bold', run: () => exec('bold') },
    { label: 'blog.editor.italic', run: () => exec('italic') },
    { label: 'blog.editor.bulletList', run: () => exec('insertUnorderedList') },
    { label: 'blog.editor.numberedList', run: () => exec('insertOrderedList') },
    { label: 'blog.editor.link', run: openLink },
    { label: 'blog.editor.unlink', run: () => exec('unlink') },
  ];

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: ids.label }}
      description={description}
      descriptionProps={{ id: ids.description }}
      error={error}
      errorProps={{ id: ids.error }}
    >
      <Group gap={6} mt={6} role="toolbar" aria-label={t('blog.editor.toolbar')} aria-controls="blog-content">
        {commands.map((command) => (
          <Button
            key={command.label}
            type="button"
            size="compact-sm"
            variant="default"
            // Keep the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={command.run}
            aria-label={command.short ? t(command.label) : undefined}
            title={t(command.label)}
          >
            {command.short ?? t(command.label)}
          </Button>
        ))}
      </Group>
      {linking ? (
        <Group gap="xs" mt="xs" align="flex-end">
          <TextInput
            label={t('blog.editor.linkUrl')}
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setUrlError(undefined);
            }}
            onKeyDown={onUrlKey}
            error={urlError}
            data-autofocus
            autoFocus
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="button" size="sm" onClick={applyLink}>
            {t('blog.editor.linkApply')}
          </Button>
          <Button type="button" size="sm" variant="default" onClick={() => setLinking(false)}>
            {t('blog.editor.linkCancel')}
          </Button>
        </Group>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element; role textbox is the pattern */}
      <div
        id="blog-content"
        ref={area}
        className={classes.area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={ids.label}
        aria-describedby={error ? `${ids.description} ${ids.error}` : ids.description}
        aria-invalid={error ? 'true' : undefined}
        data-invalid={error ? 'true' : undefined}
        onInput={changed}
        onBlur={changed}
      />
    </Input.Wrapper>
  );
}

import { chatFileProblem, errorMessage, MAX_FILE_BYTES } from '@brifa/contracts';
import { ActionIcon, Box, Button, CloseButton, FileButton, Group, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { PaperclipIcon } from '../../../components/icons.tsx';
import { formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { fileSize } from '../../../lib/message-time.ts';
import { useSendMessage } from '../api/messaging.ts';

/** Writes a message: Enter sends, Shift+Enter is a new line; one file at a time, checked before upload. */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const t = useT();
  const locale = useLocale();
  const send = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);

  const pick = (picked: File | null) => {
    setError(null);
    if (!picked) return;
    const problem = chatFileProblem(picked);
    if (problem) {
      setError(errorMessage(problem, locale));
      resetFile.current?.();
      return;
    }
    setFile(picked);
  };

  const submit = () => {
    if (send.isPending) return;
    if (!text.trim() && !file) {
      setError(errorMessage('MESSAGE_EMPTY', locale));
      return;
    }
    setError(null);
    send.mutate(
      { text: text.trim(), file },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
          resetFile.current?.();
        },
        onError: (failure) => setError(formFailure(failure, locale, ['Text', 'File']).message ?? null),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      p="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      {file ? (
        <Group gap={4} mb={4} data-testid="chat-attachment">
          <Text size="sm" truncate maw={260}>
            {file.name} ({fileSize(file.size, locale)})
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('messaging.file.remove')}
            onClick={() => {
              setFile(null);
              resetFile.current?.();
            }}
          />
        </Group>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={pick} resetRef={resetFile}>
          {(props) => (
            <ActionIcon
              {...props}
              variant="default"
              size={36}
              aria-label={t('messaging.file.attach', { max: fileSize(MAX_FILE_BYTES, locale) })}
              title={t('messaging.file.attach', { max: fileSize(MAX_FILE_BYTES, locale) })}
            >
              <PaperclipIcon />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          placeholder={t('messaging.composer.placeholder')}
          aria-label={t('messaging.composer.label')}
          title={t('messaging.composer.hint')}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
          error={error}
          data-testid="chat-input"
        />
        <Button type="submit" loading={send.isPending}>
          {t('messaging.composer.send')}
        </Button>
      </Group>
    </Box>
  );
}

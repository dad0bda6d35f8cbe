import { fieldMessage, OFFER_FILE_ACCEPT, offerFileProblem } from '@brifa/contracts';
import { FileInput, Stack, Text } from '@mantine/core';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatNumber } from '../../../lib/money.ts';
import type { TBriefForm } from './step-props.ts';

export function formatBytes(bytes: number, locale: 'tr' | 'en'): string {
  const format = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * An optional attachment (at most 10 MB; PDF, images, Office documents, text). Checked here by name and size;
 * the API checks the content. The file is not kept in the draft: after a reload it is chosen again.
 */
export function FileStep({
  form,
  file,
  onFile,
}: {
  form: TBriefForm;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <FileInput
        label={t('briefFlow.file.label')}
        description={t('briefFlow.file.hint')}
        placeholder={t('briefFlow.file.placeholder')}
        accept={OFFER_FILE_ACCEPT}
        clearable
        name="File"
        value={file}
        onChange={(chosen) => {
          form.setErrors(({ File: _cleared, ...rest }) => rest);
          const problem = chosen ? offerFileProblem(chosen) : null;
          if (chosen && problem) {
            onFile(null);
            form.setErrors((current) => ({ ...current, File: fieldMessage(problem, locale) }));
            return;
          }
          onFile(chosen);
        }}
        error={form.errors.File}
        data-testid="brief-file-input"
      />
      {file ? (
        <Text size="sm" c="dimmed" data-testid="brief-file-chosen">
          {t('briefFlow.file.chosen', { name: file.name, size: formatBytes(file.size, locale) })}
        </Text>
      ) : null}
    </Stack>
  );
}

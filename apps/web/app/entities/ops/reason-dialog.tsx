import { OPS_REASON_MAX_LENGTH } from '@brifa/contracts';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { formFailure } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';

/**
 * Asks the reason of an operator action (it goes into the audit log) and runs it; a failure stays in the
 * dialog. `onConfirm` resolves when the action is done; the dialog then closes.
 */
export function ReasonDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor = 'blue',
  label,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  confirmColor?: string;
  label?: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onClose();
    } catch (failure) {
      setError(formFailure(failure, locale, []).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('layout.close') }}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          {children}
          <Textarea
            label={label ?? t('ops.reason.label')}
            description={t('ops.reason.hint')}
            required
            autosize
            minRows={3}
            maxLength={OPS_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <FormAlert message={error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} type="button">
              {t('ops.reason.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={busy} disabled={!reason.trim()}>
              {confirmLabel ?? t('ops.reason.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

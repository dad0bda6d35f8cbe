import type { TSessionUser } from '@brifa/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { downloadApiFile } from '../../../lib/api/download-file.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { asksAgreementDocumentsHere, canShowSessionPopups } from '../../../lib/session-rules.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { useAgreements, useConfirmAgreement } from '../api/agreements.ts';
import { useAgreementAmount } from './agreement-amount.tsx';
import { AgreementDocumentsForm } from './agreement-documents-form.tsx';

const DISMISSED_KEY = 'agreement-prompt-dismissed';

function dismissedIds(): number[] {
  if (typeof window === 'undefined') return [];
  return (window.sessionStorage.getItem(DISMISSED_KEY) ?? '').split(',').filter(Boolean).map(Number);
}

function useDismissed() {
  const [dismissed, setDismissed] = useState(dismissedIds);
  return {
    dismissed,
    dismiss: (id: number) => {
      const next = [...dismissed, id];
      window.sessionStorage.setItem(DISMISSED_KEY, next.join(','));
      setDismissed(next);
    },
  };
}

/**
 * The agency layout's agreement-document pop-up (product.md §2): an agreement waiting for its amount, contract
 * and invoice, on that project's pages (asksAgreementDocumentsHere). Only without debt (TotalDebt
 * 0); "Later" hides it for this browser session.
 */
export function AgreementDocumentPrompt({ user }: { user: TSessionUser | null }) {
  const t = useT();
  const allowed = !!user && !user.IsClient && canShowSessionPopups(user);
  const agreements = useAgreements(allowed);
  const { dismissed, dismiss } = useDismissed();
  const { pathname } = useLocation();
  const agreement = agreements.data?.Items.find(
    (item) =>
      item.Status === 'awaiting_documents' &&
      item.CanSendDocuments &&
      !dismissed.includes(item.Id) &&
      asksAgreementDocumentsHere(pathname, item.OfferKey),
  );
  if (!allowed || !agreement) return null;
  return (
    <Modal opened onClose={() => dismiss(agreement.Id)} title={t('agreements.docs.title')} size="md" centered>
      <AgreementDocumentsForm
        agreement={agreement}
        onLater={() => dismiss(agreement.Id)}
        onDone={() => notifications.show({ color: 'green', message: t('agreements.docs.sent') })}
      />
    </Modal>
  );
}

/**
 * The client layout's prompt to confirm an agreement's amount once the agency sent its documents. Only without
 * debt; "Later" hides it for this browser session.
 */
export function AgreementConfirmPrompt({ user }: { user: TSessionUser | null }) {
  const t = useT();
  const locale = useLocale();
  const allowed = !!user?.IsClient && canShowSessionPopups(user);
  const agreements = useAgreements(allowed);
  const confirm = useConfirmAgreement();
  const api = useApiContext();
  const download = useMutation({
    mutationFn: ({ id, which, name }: { id: number; which: 'contract' | 'invoice'; name: string }) =>
      downloadApiFile(api, `AgreementDocument/${id}/${which}`, name),
  });
  const amountText = useAgreementAmount();
  const { dismissed, dismiss } = useDismissed();
  const [problem, setProblem] = useState<string | null>(null);
  const agreement = agreements.data?.Items.find((item) => item.CanConfirm && !dismissed.includes(item.Id));
  if (!allowed || !agreement || agreement.AmountKurus === null) return null;
  const amountKurus = agreement.AmountKurus;
  return (
    <Modal
      opened
      onClose={() => dismiss(agreement.Id)}
      title={t('agreements.confirm.title')}
      size="md"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('agreements.confirm.text')}</Text>
        <Text fz="xl" fw={700} data-testid="agreement-confirm-amount">
          {amountText(agreement)}
        </Text>
        <Group gap="xs" wrap="wrap">
          {(['contract', 'invoice'] as const).map((which) => {
            const file = which === 'contract' ? agreement.Contract : agreement.Invoice;
            return file ? (
              <Button
                key={which}
                size="compact-sm"
                variant="light"
                onClick={() => download.mutate({ id: agreement.Id, which, name: file.FileName })}
              >
                {file.FileName}
              </Button>
            ) : null;
          })}
        </Group>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={() => dismiss(agreement.Id)}>
            {t('agreements.later')}
          </Button>
          <Button
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(
                { id: agreement.Id, amountKurus },
                {
                  onSuccess: () =>
                    notifications.show({ color: 'green', message: t('agreements.confirm.done') }),
                  onError: (failure) => setProblem(failureMessage(failure, locale)),
                },
              )
            }
          >
            {t('agreements.confirm.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

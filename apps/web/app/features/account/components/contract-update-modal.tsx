import { formatDate, MODAL_WIDTH_PX, type TContractUpdate, type TLegalDocument } from '@brifa/contracts';
import { Anchor, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { publicPath } from '../../../lib/public-paths.ts';
import { useLogout, useRefreshSessionUser } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { useAcceptContractUpdate } from '../api/accept-contract-update.ts';

/** Each document's title and what changed in its version in force (the dictionaries hold the words). */
const TEXTS = {
  agencyContract: {
    title: 'account.contractUpdate.title.agencyContract',
    changes: [
      'account.contractUpdate.changes.agencyContract.1',
      'account.contractUpdate.changes.agencyContract.2',
      'account.contractUpdate.changes.agencyContract.3',
    ],
  },
  termsOfUse: {
    title: 'account.contractUpdate.title.termsOfUse',
    changes: [
      'account.contractUpdate.changes.termsOfUse.1',
      'account.contractUpdate.changes.termsOfUse.2',
      'account.contractUpdate.changes.termsOfUse.3',
    ],
  },
} as const satisfies Record<TLegalDocument, { title: TMessageKey; changes: readonly TMessageKey[] }>;

/**
 * The contract-update prompt (product.md §2): a newer agency contract or terms of use is in force. It cannot be
 * closed (no close button, Escape and a click outside do nothing; focus stays inside); it shows on every page of
 * the signed-in layouts until the session no longer asks for it. Signing out is the only other way on.
 */
export function ContractUpdateModal({ update }: { update: TContractUpdate }) {
  const t = useT();
  const locale = useLocale();
  const accept = useAcceptContractUpdate();
  const refresh = useRefreshSessionUser();
  const logout = useLogout();
  const [alert, setAlert] = useState<string | null>(null);
  const document = update.Document;
  const page = document === 'agencyContract' ? 'contractAndRules' : 'termsOfUse';
  const [before, after] = t('account.contractUpdate.readFull').split('{link}');

  async function confirm() {
    setAlert(null);
    try {
      await accept.mutateAsync(document);
      await refresh();
      notifications.show({ color: 'green', message: t('account.contractUpdate.done') });
    } catch (error) {
      setAlert(formFailure(error, locale, []).message);
    }
  }

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      size={MODAL_WIDTH_PX}
      centered
      title={
        <Title order={2} fz="lg" component="span">
          {t(TEXTS[document].title)}
        </Title>
      }
      data-testid="contract-update"
    >
      <Stack gap="md">
        <Text>{t('account.contractUpdate.intro', { date: formatDate(update.Version, locale) })}</Text>
        <div>
          <Text fw={600} mb={4}>
            {t('account.contractUpdate.changesTitle')}
          </Text>
          <List size="sm" spacing={4}>
            {TEXTS[document].changes.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List>
        </div>
        <Text size="sm">
          {before}
          <Anchor href={publicPath(page, locale)} target="_blank" rel="noopener" inherit>
            {t(`page.${page}`)}
          </Anchor>
          {after}
        </Text>
        {document === 'agencyContract' ? (
          <Text size="sm" c="dimmed">
            {t('account.contractUpdate.owner')}
          </Text>
        ) : null}
        <FormAlert message={alert} />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="subtle" color="gray" onClick={() => void logout()}>
            {t('userMenu.logout')}
          </Button>
          <Button onClick={() => void confirm()} loading={accept.isPending} data-autofocus>
            {t('account.contractUpdate.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

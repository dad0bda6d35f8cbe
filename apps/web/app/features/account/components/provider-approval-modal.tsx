import { formatTurkishMobile, MODAL_WIDTH_BIG_PX, type TSessionUser } from '@brifa/contracts';
import { Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formFailure } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { publicPath } from '../../../lib/public-paths.ts';
import { useLogout, useRefreshSessionUser } from '../../../lib/use-session-user.ts';
import { useApproveProvider } from '../api/approve-provider.ts';
import { pendingApprovals } from '../provider-approval.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/**
 * The agency owner's first step in the panel (spec section 4): review the registration details and accept the
 * contract. It cannot be closed; once both approvals are saved the session user no longer asks for it.
 */
export function ProviderApprovalModal({ user }: { user: TSessionUser }) {
  const t = useT();
  const locale = useLocale();
  const pending = pendingApprovals(user);
  const approve = useApproveProvider();
  const refresh = useRefreshSessionUser();
  const logout = useLogout();
  const [information, setInformation] = useState(false);
  const [contract, setContract] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);

  if (!pending || !user.Provider) return null;
  const informationOk = !pending.information || information;
  const contractOk = !pending.contract || contract;
  const [before, after] = t('account.approval.contract').split('{link}');

  async function confirm() {
    setAlert(null);
    if (!informationOk || !contractOk) {
      setShowMissing(true);
      return;
    }
    try {
      await approve.mutateAsync(pending ?? { information: false, contract: false });
      await refresh();
      notifications.show({ color: 'green', message: t('account.approval.done') });
    } catch (error) {
      setAlert(formFailure(error, locale, []).message);
      // One of the two may have been saved before the other failed.
      void refresh();
    }
  }

  const missing = t('account.approval.required');

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size={MODAL_WIDTH_BIG_PX}
      centered
      title={
        <Text fw={700} fz="lg" component="span">
          {t('account.approval.title')}
        </Text>
      }
      data-testid="provider-approval"
    >
      <Stack gap="lg">
        <Text c="dimmed">{t('account.approval.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label={t('account.approval.agency')} value={user.Provider.CompanyNickName} />
          <Detail label={t('account.approval.owner')} value={user.FullName} />
          <Detail label={t('account.field.email')} value={user.Email} />
          <Detail
            label={t('account.field.phone')}
            value={user.CellPhoneNumber ? `+90 ${formatTurkishMobile(user.CellPhoneNumber)}` : ''}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('account.approval.legalNote')}
        </Text>
        <Stack gap="sm">
          <Checkbox
            checked={!pending.information || information}
            disabled={!pending.information}
            onChange={(event) => setInformation(event.currentTarget.checked)}
            label={t('account.approval.information')}
            error={showMissing && !informationOk ? missing : undefined}
          />
          <Checkbox
            checked={!pending.contract || contract}
            disabled={!pending.contract}
            onChange={(event) => setContract(event.currentTarget.checked)}
            error={showMissing && !contractOk ? missing : undefined}
            label={
              <>
                {before}
                <Anchor href={publicPath('contractAndRules', locale)} target="_blank" rel="noopener" inherit>
                  {t('page.contractAndRules')}
                </Anchor>
                {after}
              </>
            }
          />
        </Stack>
        <FormAlert message={alert} />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="subtle" color="gray" onClick={() => void logout()}>
            {t('userMenu.logout')}
          </Button>
          <Button onClick={() => void confirm()} loading={approve.isPending} size="md">
            {t('account.approval.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

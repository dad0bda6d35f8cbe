import { Alert, Anchor, Box, Container, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../components/site-header.tsx';
import { ContractUpdateHost } from '../features/account/components/contract-update-host.tsx';
import { ProviderApprovalModal } from '../features/account/components/provider-approval-modal.tsx';
import { ChatPopup } from '../features/messaging/components/chat-popup.tsx';
import { AgreementNpsHost } from '../features/nps/components/agreement-nps-host.tsx';
import { useT } from '../lib/i18n.tsx';
import { useLiveConnection } from '../lib/live-events.ts';
import { categoryReminder, debtNotice, type TLayoutKind } from '../lib/session-rules.ts';
import { useSessionUser } from '../lib/use-session-user.ts';

const DEBT_NOTICE_ID = 'debt-notice';

/** The signed-in layouts: the rules re-run on the client as the current-user query refreshes. */
export function SessionLayout({ layout }: { layout: Exclude<TLayoutKind, 'default'> }) {
  const t = useT();
  const user = useSessionUser();
  const location = useLocation();
  const debt = debtNotice(user);
  const reminder = categoryReminder(user, location.pathname);
  useLiveConnection(!!user);

  useEffect(() => {
    if (!debt) {
      notifications.hide(DEBT_NOTICE_ID);
      return;
    }
    // The debt notice stays until the debt is paid: no close button, no timeout.
    notifications.show({
      id: DEBT_NOTICE_ID,
      color: 'red',
      autoClose: false,
      withCloseButton: false,
      message: (
        <Text size="sm">
          {t('sessionLayout.debt')}{' '}
          <Anchor component={Link} to={debt.payPath} fw={600}>
            {t('sessionLayout.payNow')}
          </Anchor>
        </Text>
      ),
    });
  }, [debt, t]);

  return (
    <>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} data-layout={layout}>
        {reminder ? (
          <Container size="lg" pt="md">
            <Alert color="yellow" title={t('sessionLayout.chooseCategories')}>
              {t('sessionLayout.categoryReminder')}{' '}
              <Anchor component={Link} to={reminder.path} fw={600}>
                {t('sessionLayout.chooseCategories')}
              </Anchor>
            </Alert>
          </Container>
        ) : null}
        <Outlet />
      </Box>
      {layout === 'agency' && user ? <ProviderApprovalModal user={user} /> : null}
      {user ? <ContractUpdateHost user={user} /> : null}
      {layout === 'client' && user ? <AgreementNpsHost user={user} /> : null}
      {user ? <ChatPopup user={user} /> : null}
    </>
  );
}

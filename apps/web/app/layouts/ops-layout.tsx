import { opsCoreEndpoints } from '@brifa/contracts';
import { Box, Button, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorView } from '../components/error-view.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useOpsApi } from '../entities/ops/ops-api.ts';
import { roleLabel } from '../entities/ops/ops-labels.ts';
import { useOperator } from '../entities/ops/use-operator.ts';
import { callEndpoint } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.tsx';
import { opsOperator, opsSignInRedirect } from '../lib/ops-session.server.ts';
import type { TMessageKey } from '../locales/tr.ts';
import type { Route } from './+types/ops-layout';

/** The console's guard: a live ops session (its own cookie), else /ops/sign-in and back. */
export async function loader({ request }: Route.LoaderArgs) {
  const operator = await opsOperator(request);
  if (!operator) throw opsSignInRedirect(request);
  return { operator };
}

const NAV: { to: string; key: TMessageKey; admin?: boolean; exact?: boolean }[] = [
  { to: '/ops', key: 'ops.nav.home', exact: true },
  { to: '/ops/search', key: 'ops.nav.search' },
  { to: '/ops/metrics', key: 'ops.nav.metrics' },
  { to: '/ops/audit', key: 'ops.nav.audit' },
  { to: '/ops/outbox', key: 'opsRecords.outbox.nav' },
  { to: '/ops/operators', key: 'ops.nav.operators', admin: true },
];

function OpsHeader() {
  const t = useT();
  const operator = useOperator();
  const api = useOpsApi();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  async function signOut() {
    setLeaving(true);
    try {
      await callEndpoint(api, opsCoreEndpoints.postSignOut);
    } finally {
      window.location.assign('/ops/sign-in');
    }
  }
  const current = (to: string, exact?: boolean) =>
    exact ? location.pathname.replace(/\/+$/, '') === to : location.pathname.startsWith(to);
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      <Container size="xl" py="xs" px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={800} component={Link} to="/ops" c="dark" style={{ textDecoration: 'none' }}>
            {t('ops.brand')}
          </Text>
          <Group gap="xs" wrap="wrap">
            {operator ? (
              <Text size="sm" c="dimmed" data-testid="ops-operator">
                {t('ops.signedInAs', { name: operator.Name, role: roleLabel(t, operator.Role) })}
              </Text>
            ) : null}
            <LanguageSwitch />
            <Button variant="default" size="sm" onClick={signOut} loading={leaving}>
              {t('ops.signOut')}
            </Button>
          </Group>
        </Group>
        <Box component="nav" aria-label={t('ops.nav.label')} mt={6}>
          <Group gap={4} wrap="wrap">
            {NAV.filter((item) => !item.admin || operator?.Role === 'admin').map((item) => {
              const active = current(item.to, item.exact);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  size="compact-md"
                  variant={active ? 'light' : 'subtle'}
                  color={active ? 'blue' : 'gray'}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(item.key)}
                </Button>
              );
            })}
          </Group>
        </Box>
      </Container>
    </Box>
  );
}

/** The operator console's shell (/ops/...): header with the operator and sign-out, the console's navigation. */
export default function OpsLayout() {
  return (
    <>
      <OpsHeader />
      <Box component="main" id="main" tabIndex={-1} mih="70vh" bg="gray.0">
        <Container size="xl" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </Box>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Box component="main" id="main" tabIndex={-1}>
      <ErrorView error={error} />
    </Box>
  );
}

import { Box, Card, Container, Group, Text } from '@mantine/core';
import { redirect } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { OpsSignIn } from '../../features/ops-console/components/ops-sign-in.tsx';
import { useT } from '../../lib/i18n.tsx';
import { opsOperator } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/sign-in';

/** Only console paths are followed after sign-in. */
function safeNext(value: string | null): string {
  return value && /^\/ops(\/[^/\\]|$|\?)/.test(value) && !value.startsWith('//') ? value : '/ops';
}

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  if (await opsOperator(request)) throw redirect(next);
  return { next };
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.signIn.title');
}

/** /ops/sign-in: the console's own sign-in (password, then TOTP), outside the users' accounts. */
export default function OpsSignInPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Box component="main" id="main" tabIndex={-1} mih="100vh" bg="gray.0">
      <Container size={460} py={{ base: 'lg', md: 60 }} px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md">
          <Text fw={800}>{t('ops.brand')}</Text>
          <LanguageSwitch />
        </Group>
        <Card withBorder radius="md" padding="lg">
          <OpsSignIn next={loaderData.next} />
        </Card>
      </Container>
    </Box>
  );
}

import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { getBillingDetails, useBillingDetails } from '../../entities/billing/billing-api.ts';
import { BillingAgencyNote, BillingForm } from '../../entities/billing/billing-form.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/billing';

/** The first render comes with the saved details (null before the first save). */
export async function loader({ request }: Route.LoaderArgs) {
  const saved = await getBillingDetails(requestInfo(request).api).catch(throwRouteError);
  return { saved };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('billing.title'), brand) }];
}

/** Billing details (/premium/billing for agencies, /client/premium/billing for clients). */
export default function BillingPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const user = useSessionUser();
  const details = useBillingDetails(loaderData.saved);
  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('billing.title')}
        </Title>
        <Text c="dimmed">{t('billing.subtitle')}</Text>
        {user?.Provider ? <BillingAgencyNote /> : null}
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <BillingForm saved={details.data ?? loaderData.saved} defaultEmail={user?.Email ?? ''} />
      </Paper>
    </Container>
  );
}

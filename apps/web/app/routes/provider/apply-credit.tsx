import { Container, Stack, Text, Title } from '@mantine/core';
import { CreditReportForm } from '../../features/credit-report/components/credit-report-form.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/apply-credit';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('creditReport.title'), brand) }];
}

/** /apply-credit (issue 21 item 2): the credit report application. */
export default function ApplyCreditPage() {
  const t = useT();
  return (
    <Container size="sm" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1}>{t('creditReport.title')}</Title>
        <Text>{t('creditReport.intro')}</Text>
        <CreditReportForm />
      </Stack>
    </Container>
  );
}

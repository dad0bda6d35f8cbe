import { Container, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CreditReportResult } from '../../features/credit-report/components/credit-report-result.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/credit-rating-result';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('creditReport.result.title'), brand) }];
}

/** /credit-rating-result?id= (issue 21 item 2): the score and its band, or "being prepared". */
export default function CreditRatingResultPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1}>{t('creditReport.result.title')}</Title>
        <CreditReportResult id={Number.isSafeInteger(id) && id > 0 ? id : 0} />
      </Stack>
    </Container>
  );
}

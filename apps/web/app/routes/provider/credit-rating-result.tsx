import { Button, Container, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CreditReportHistory } from '../../features/credit-report/components/credit-report-history.tsx';
import { CreditReportResult } from '../../features/credit-report/components/credit-report-result.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/credit-rating-result';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('creditReport.result.title'), brand) }];
}

/**
 * /credit-rating-result?id= (issue 21 item 2): the score and its band, or "being prepared"; below it (or alone,
 * without an id) the person's earlier reports.
 */
export default function CreditRatingResultPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1}>{t('creditReport.result.title')}</Title>
        {id > 0 ? <CreditReportResult id={id} /> : null}
        <CreditReportHistory exceptId={id} />
        {id > 0 ? null : (
          <Button component={Link} to="/apply-credit" style={{ alignSelf: 'flex-start' }}>
            {t('creditReport.result.again')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

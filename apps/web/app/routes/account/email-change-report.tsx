import { identityEndpoints } from '@brifa/contracts';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callEndpoint } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/form-errors.ts';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { accountPath } from '../../lib/public-paths.ts';
import { useApiContext } from '../../lib/use-session-user.ts';
import type { Route } from './+types/email-change-report';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('account.emailReport.title'), brand) },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * /email-change/report?token=: "this was not me" from the old login e-mail. The button cancels the change (or
 * gives the old address back) and signs the account out everywhere; then the owner resets the password.
 */
export default function EmailChangeReportPage() {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const report = useMutation({
    mutationFn: () =>
      callEndpoint(api, identityEndpoints.postUserEmailChangeReport, { body: { Token: token } }),
  });

  return (
    <Container size="sm" py={{ base: 32, md: 48 }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('account.emailReport.title')}
        </Title>
        {!token ? <Alert color="red">{t('account.emailChange.missing')}</Alert> : null}
        {report.isSuccess ? (
          <Alert color="green" role="status" data-testid="email-report-done">
            {t('account.emailReport.done')}
          </Alert>
        ) : token ? (
          <>
            <Text>{t('account.emailReport.explain')}</Text>
            <Button
              size="md"
              color="red.8"
              onClick={() => report.mutate()}
              loading={report.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('account.emailReport.submit')}
            </Button>
          </>
        ) : null}
        {report.isError ? (
          <Alert color="red" role="alert">
            {failureMessage(report.error, locale)}
          </Alert>
        ) : null}
        <Anchor component={Link} to={accountPath('forgotPassword', locale)}>
          {t('account.emailReport.reset')}
        </Anchor>
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { APP_PATHS } from '../../../lib/app-paths.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { TopUpLink } from './top-up-link.tsx';

/**
 * A failed access call in the API's words, with the way out when there is one: top up the wallet for
 * WALLET_INSUFFICIENT (the top-up pop-up, in place), pay the overdue amount for PROVIDER_DEBT_BLOCKED, subscribe for POOL_CONTACT_LIMIT.
 */
export function AccessErrorAlert({ error }: { error: unknown }) {
  const t = useT();
  const locale = useLocale();
  const code = error instanceof ApiRequestError ? error.envelope?.ErrorCode : undefined;
  const action =
    code === 'PROVIDER_DEBT_BLOCKED'
      ? { to: APP_PATHS.needSubscriptionPayment, label: t('opportunities.access.payNow') }
      : code === 'POOL_CONTACT_LIMIT'
        ? { to: APP_PATHS.premiumSubscription, label: t('opportunities.access.subscribe') }
        : null;
  return (
    <Alert color={code === 'WALLET_INSUFFICIENT' ? 'yellow' : 'red'} role="alert" data-testid="access-error">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{failureMessage(error, locale)}</Text>
        {code === 'WALLET_INSUFFICIENT' ? (
          <TopUpLink label={t('opportunities.access.topUp')} testId="access-error-action" />
        ) : action ? (
          <Anchor component={Link} to={action.to} size="sm" fw={700} data-testid="access-error-action">
            {action.label}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}

import type { TAdBasketItemList, TCategory } from '@brifa/contracts';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { claimEliteAd } from '../api/ads-api.ts';
import { AdPlacementFields, AdTermsField, AdTypeField, useAdChoices } from './ad-choices.tsx';

/**
 * Elite's included advertising (issue 19): the months its package includes, claimed with the paid ad's choices
 * (type, category, image, terms) and no payment; then the agency's ads.
 */
export function EliteAdClaim({
  items,
  categories,
}: {
  items: TAdBasketItemList['Items'];
  categories: TCategory[];
}) {
  const t = useT();
  const api = useApiContext();
  const navigate = useNavigate();
  const choices = useAdChoices(items);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function claim(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!choices.validate() || !choices.type || !choices.complete) return;
    setBusy(true);
    try {
      await claimEliteAd(api, { Type: choices.type, ...choices.complete });
      navigate('/premium/advertisement-subscriptions');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError) {
        choices.setErrors(error.fieldErrors);
        setFailure(error.message);
      } else setFailure(t('ads.buy.failed'));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="elite-ad-title" data-testid="elite-ad">
      <form onSubmit={claim} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="elite-ad-title">
              {t('ads.elite.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('ads.elite.text')}
            </Text>
          </div>
          <AdTypeField choices={choices} />
          <AdPlacementFields choices={choices} categories={categories} />
          <AdTermsField choices={choices} testId="elite-ad-terms" />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy} data-testid="elite-ad-claim">
            {t('ads.elite.claim')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

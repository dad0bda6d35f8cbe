import {
  CUSTOM_SERVICE_CONTACT,
  CUSTOM_SERVICE_NEED_MAX,
  CUSTOM_SERVICE_NEED_MIN,
  type TCustomServiceContact,
} from '@brifa/contracts';
import { Alert, Badge, Button, Card, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import type { TMessageKey } from '../../../locales/tr.ts';
import { requestCustomService } from '../api/boosts-api.ts';

type TAddOn = { key: string; to: string | null; title: TMessageKey; body: TMessageKey; cta: TMessageKey };
const ADD_ONS: TAddOn[] = [
  {
    key: 'categories',
    to: '/premium/category-subscriptions',
    title: 'addOns.categories.title',
    body: 'addOns.categories.body',
    cta: 'addOns.categories.cta',
  },
  {
    key: 'global',
    to: '/premium/products-global',
    title: 'addOns.global.title',
    body: 'addOns.global.body',
    cta: 'addOns.global.cta',
  },
  {
    key: 'boost',
    to: '/premium/boost',
    title: 'addOns.boost.title',
    body: 'addOns.boost.body',
    cta: 'addOns.boost.cta',
  },
  // Issue 21: a job post, with its partner-site publishing add-on.
  {
    key: 'job',
    to: '/premium/job',
    title: 'addOns.job.title',
    body: 'addOns.job.body',
    cta: 'addOns.job.cta',
  },
];
const CONTACT_LABEL: Record<TCustomServiceContact, TMessageKey> = {
  email: 'addOns.custom.contact.email',
  phone: 'addOns.custom.contact.phone',
  whatsapp: 'addOns.custom.contact.whatsapp',
};

/** /premium/add-ons: what can be added to a package, and the custom-service request. */
export function AddOns() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('addOns.title')}</Title>
        <Text c="dimmed">{t('addOns.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ADD_ONS.map((addOn) => (
          <Card
            key={addOn.key}
            withBorder
            padding="lg"
            data-testid={`add-on-${addOn.key}`}
            aria-disabled={addOn.to ? undefined : true}
          >
            <Stack gap={6} h="100%" justify="space-between">
              <Stack gap={6}>
                <Title order={2} size="h4">
                  {t(addOn.title)}
                </Title>
                <Text size="sm">{t(addOn.body)}</Text>
              </Stack>
              {addOn.to ? (
                <Button component={Link} to={addOn.to} variant="light" mt="sm">
                  {t(addOn.cta)}
                </Button>
              ) : (
                <Badge color="gray" variant="light" mt="sm">
                  {t(addOn.cta)}
                </Badge>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <CustomServiceForm />
    </Stack>
  );
}

function CustomServiceForm() {
  const t = useT();
  const locale = useLocale();
  const api = useApiContext();
  const [need, setNeed] = useState('');
  const [contact, setContact] = useState<TCustomServiceContact>('email');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const limits = { min: CUSTOM_SERVICE_NEED_MIN, max: CUSTOM_SERVICE_NEED_MAX };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const length = need.trim().length;
    if (length < CUSTOM_SERVICE_NEED_MIN || length > CUSTOM_SERVICE_NEED_MAX) {
      setError(t('addOns.custom.needInvalid', limits));
      return;
    }
    setBusy(true);
    try {
      const answer = await requestCustomService(api, { Need: need.trim(), ContactPreference: contact });
      setSent(formatDateTime(answer.AnswerBy, locale));
      setNeed('');
    } catch (caught) {
      if (caught instanceof ApiRequestError) {
        if (caught.fieldErrors.Need) setError(caught.fieldErrors.Need);
        else setFailure(caught.message);
      } else setFailure(t('payments.result.reason.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="custom-service-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="custom-service-title">
            {t('addOns.custom.title')}
          </Title>
          <Text size="sm">{t('addOns.custom.body')}</Text>
          {sent ? (
            <Alert color="green" role="status" data-testid="custom-service-sent">
              {t('addOns.custom.sent', { answerBy: sent })}
            </Alert>
          ) : null}
          <Textarea
            label={t('addOns.custom.need')}
            description={t('addOns.custom.needHint', limits)}
            value={need}
            onChange={(event) => {
              setNeed(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            minRows={4}
            autosize
            maxLength={CUSTOM_SERVICE_NEED_MAX}
            required
            data-testid="custom-service-need"
          />
          <Radio.Group
            label={t('addOns.custom.contact')}
            value={contact}
            onChange={(value) => setContact(value as TCustomServiceContact)}
          >
            <Stack gap={6} mt={4}>
              {CUSTOM_SERVICE_CONTACT.map((option) => (
                <Radio key={option} value={option} label={t(CONTACT_LABEL[option])} />
              ))}
            </Stack>
          </Radio.Group>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy} data-testid="custom-service-submit">
            {t('addOns.custom.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

import type { TCreditCardList } from '@brifa/contracts';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CardFields, cardBody, EMPTY_CARD, type TCardForm } from '../../../entities/billing/card-fields.tsx';
import { TestCards } from '../../../entities/billing/test-cards.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useApiContext } from '../../../lib/use-session-user.ts';
import {
  addCreditCard,
  CREDIT_CARDS_QUERY_KEY,
  deleteCreditCard,
  useCreditCards,
} from '../api/payments-api.ts';

/** /premium/credit-cards and /client/premium/credit-cards: saved cards, one about to expire flagged. */
export function CreditCardsPanel({ initial }: { initial: TCreditCardList | null }) {
  const t = useT();
  const api = useApiContext();
  const client = useQueryClient();
  const cards = useCreditCards(initial);
  const [card, setCard] = useState<TCardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const refresh = () => client.invalidateQueries({ queryKey: CREDIT_CARDS_QUERY_KEY });

  async function remove(id: number) {
    try {
      await deleteCreditCard(api, id);
      notifications.show({ color: 'green', message: t('payments.cards.deleted') });
      await refresh();
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await addCreditCard(api, cardBody(card));
      setCard(EMPTY_CARD);
      notifications.show({ color: 'green', message: t('payments.cards.added') });
      await refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('payments.cards.title')}
        </Title>
        <Text c="dimmed">{t('payments.cards.subtitle')}</Text>
      </Stack>
      {cards.isError && !cards.data ? (
        <Alert color="red">{t('payments.cards.failed')}</Alert>
      ) : !cards.data ? (
        <Skeleton height={64} />
      ) : cards.data.Items.length === 0 ? (
        <Text data-testid="cards-empty">{t('payments.cards.empty')}</Text>
      ) : (
        <Stack gap="sm" data-testid="cards">
          {cards.data.Items.map((saved) => (
            <Card key={saved.Id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={600}>
                    {t('payments.card.ending', { brand: saved.Association, lastFour: saved.LastFour })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {saved.HolderName} ·{' '}
                    {t('payments.cards.expires', {
                      month: String(saved.ExpireMonth).padStart(2, '0'),
                      year: saved.ExpireYear,
                    })}
                    {saved.BankName ? ` · ${saved.BankName}` : ''}
                  </Text>
                  {saved.ExpiresSoon ? (
                    <Badge color="orange" variant="light">
                      {t('payments.cards.expiresSoon')}
                    </Badge>
                  ) : null}
                </Stack>
                <Button
                  variant="default"
                  color="red"
                  onClick={() => remove(saved.Id)}
                  aria-label={t('payments.cards.deleteLabel', { lastFour: saved.LastFour })}
                >
                  {t('payments.cards.delete')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={add} noValidate>
          <Stack gap="sm">
            <Title order={2} fz={20}>
              {t('payments.cards.add')}
            </Title>
            {cards.data?.TestMode ? <TestCards /> : null}
            <CardFields card={card} onChange={setCard} errors={errors} />
            <Group>
              <Button type="submit" loading={busy}>
                {t('payments.cards.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

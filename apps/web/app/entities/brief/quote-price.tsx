import type { TLocale, TPricingModel, TQuoteLine } from '@brifa/contracts';
import { Group, Stack, Text } from '@mantine/core';
import type { TTranslate } from '../../lib/i18n.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { formatKurus } from '../../lib/money.ts';
import { PRICE_LABELS } from './brief-labels.ts';

/** What both sides' quotes share: the amount, how it is meant, what is included and how long it takes. */
export type TQuotePrice = {
  AmountKurus: number;
  Currency: string;
  PricingModel: TPricingModel;
  Lines: TQuoteLine[];
  DurationDays: number;
};

/** "₺30.000 / ay": the amount as its pricing model means it. */
export function quotePriceText(quote: TQuotePrice, locale: TLocale, t: TTranslate): string {
  const amount = formatKurus(quote.AmountKurus, locale, { currency: quote.Currency });
  return t(PRICE_LABELS[quote.PricingModel], { amount });
}

/** The quote's line items, each with its part of the amount (nothing when the agency gave only a total). */
export function QuoteLines({ quote, withTitle = true }: { quote: TQuotePrice; withTitle?: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (quote.Lines.length === 0) return null;
  return (
    <Stack gap={4} data-testid="quote-lines">
      {withTitle ? (
        <Text size="sm" fw={600}>
          {t('brief.quote.lines')}
        </Text>
      ) : null}
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {quote.Lines.map((line, index) => (
          // Lines have no id; their order is the agency's and does not change while shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group component="li" key={index} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.Title}
            </Text>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatKurus(line.AmountKurus, locale, { currency: quote.Currency })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

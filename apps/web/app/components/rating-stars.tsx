import { Group, Rating, Text } from '@mantine/core';
import { useLocale } from '../lib/i18n.tsx';
import { NUMBER_LOCALE } from '../lib/money.ts';

/** A read-only star rating with its number, e.g. ★★★★☆ 4,5 (the label says it for screen readers). */
export function RatingStars({
  value,
  label,
  size = 'sm',
}: {
  value: number;
  label: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  const locale = useLocale();
  const text = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(value);
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Rating value={value} fractions={10} readOnly size={size} aria-hidden />
      <Text size="sm" fw={700} aria-hidden>
        {text}
      </Text>
    </Group>
  );
}

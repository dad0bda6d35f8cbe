import { Group, Rating, Text } from '@mantine/core';
import { useLocale } from '../lib/i18n.tsx';
import { formatRating } from '../lib/money.ts';

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
  const text = formatRating(value, locale);
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Rating value={value} fractions={10} readOnly size={size} aria-hidden />
      <Text size="sm" fw={700} aria-hidden>
        {text}
      </Text>
    </Group>
  );
}

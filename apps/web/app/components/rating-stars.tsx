import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useLocale } from '../lib/i18n.tsx';
import { formatRating } from '../lib/money.ts';
import classes from './rating-stars.module.css';

const STARS = '★★★★★';

/**
 * A read-only star rating with its number, e.g. ★★★★☆ 4,5 (the label says it for screen readers). Drawn with
 * two rows of characters rather than Mantine's Rating, whose 50 inputs per rating were a tenth of the server's
 * render of a directory page.
 */
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
  const fill = `${Math.min(100, Math.max(0, (value / 5) * 100))}%`;
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <span
        className={`${classes.stars} ${classes[size]}`}
        style={{ '--rating-fill': fill } as CSSProperties}
        aria-hidden
      >
        {STARS}
        <span className={classes.filled}>{STARS}</span>
      </span>
      <Text size="sm" fw={700} aria-hidden>
        {text}
      </Text>
    </Group>
  );
}

import type { TSiteFigures } from '@brifa/contracts';
import { Group, Text } from '@mantine/core';
import { useT } from '../lib/i18n.tsx';
import { figureParams } from '../lib/site-figures.ts';

/**
 * The home page's trust line: brands and listed agencies as the database counts them (GET
 * SearchProvider/figures), then the offer window. Without figures only the offer window shows.
 */
export function HomeTrust({ figures, className }: { figures: TSiteFigures | null; className?: string }) {
  const t = useT();
  const items = [
    ...(figures && figures.Brands > 0 ? [t('home.trust.brands', figureParams(figures))] : []),
    ...(figures && figures.Agencies > 0 ? [t('home.trust.agencies', figureParams(figures))] : []),
    t('home.trust.hours'),
  ];
  return (
    <Group gap="lg" mt="xs" data-testid="home-trust">
      {items.map((text) => (
        <Text key={text} fw={600} className={className}>
          ✓ {text}
        </Text>
      ))}
    </Group>
  );
}

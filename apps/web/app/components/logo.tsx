import type { TBrand } from '@brifa/contracts';
import { Group, Text } from '@mantine/core';

function markSvg(brand: TBrand, size: number): string {
  const [a, b] = brand.logoColors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${a}"/><path d="M10 8h7.5a5 5 0 0 1 2.9 9.1A5.2 5.2 0 0 1 18 24h-8z" fill="#fff"/><circle cx="23" cy="23" r="4" fill="${b}"/></svg>`;
}

export function brandFavicon(brand: TBrand): string {
  return `data:image/svg+xml,${encodeURIComponent(markSvg(brand, 32))}`;
}

export function Logo({ brand, size = 32 }: { brand: TBrand; size?: number }) {
  const [a, b] = brand.logoColors;
  return (
    <Group gap={8} wrap="nowrap" aria-label={brand.name}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={a} />
        <path d="M10 8h7.5a5 5 0 0 1 2.9 9.1A5.2 5.2 0 0 1 18 24h-8z" fill="#fff" />
        <circle cx="23" cy="23" r="4" fill={b} />
      </svg>
      <Text component="span" fw={800} fz={size * 0.62} lh={1} c="dark.8">
        {brand.name}
      </Text>
    </Group>
  );
}

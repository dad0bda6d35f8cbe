import { Container } from '@mantine/core';
import { AddOns } from '../../features/boosts/components/add-ons.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/add-ons';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('addOns.title'), brand) }];
}

/** /premium/add-ons: what can be added to a package, and the custom-service request. */
export default function AddOnsPage() {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <AddOns />
    </Container>
  );
}

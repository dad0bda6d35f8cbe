import { Container } from '@mantine/core';
import { getPackageCategories } from '../../features/category-subscriptions/api/category-subscriptions-api.ts';
import { ChooseCategories } from '../../features/category-subscriptions/components/choose-categories.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/subscription';

export async function loader({ request }: Route.LoaderArgs) {
  const api = requestInfo(request).api;
  const pkg = await getPackageCategories(api).catch(throwRouteError);
  return { pkg: pkg ?? null };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('categorySubs.choose.title'), brand) }];
}

/** Choosing the live package's categories and where they apply (/premium/subscription). */
export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ChooseCategories initial={loaderData.pkg} />
    </Container>
  );
}

import type { TCreditCardList } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { listCreditCards } from '../../features/payments/api/payments-api.ts';
import { CreditCardsPanel } from '../../features/payments/components/credit-cards-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/credit-cards';

export async function loader({ request }: Route.LoaderArgs) {
  const data: TCreditCardList = await listCreditCards(requestInfo(request).api).catch(throwRouteError);
  return { data };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('payments.cards.title'), brand) }];
}

/** Saved cards (/premium/credit-cards for agencies, /client/premium/credit-cards for clients). */
export default function CreditCardsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <CreditCardsPanel initial={loaderData.data} />
    </Container>
  );
}

import type { TBasketItemPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { CardCheckoutModal } from '../../entities/billing/card-checkout.tsx';
import { listGlobalItems } from '../../features/packages/api/packages-api.ts';
import { GlobalPlusPanel } from '../../features/packages/components/packages-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/products-global';

export async function loader({ request }: Route.LoaderArgs) {
  const items = (await listGlobalItems(requestInfo(request).api).catch(throwRouteError)) as TBasketItemPage;
  return { items: items.Items };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('packages.global.title'), brand) }];
}

/** /premium/products-global: the global brand's plus subscription, bought by card. */
export default function ProductsGlobalPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <GlobalPlusPanel
        items={loaderData.items}
        renderCheckout={({ item, title, onClose }) => (
          <CardCheckoutModal
            title={title}
            onClose={onClose}
            basket={[{ Id: item.Id }]}
            type="global_plus"
            couponLines={[
              { kind: 'global_plus', amountKurus: item.PriceKurus ?? 0, periodMonths: item.PeriodMonths },
            ]}
            payTestId="global-pay"
          />
        )}
      />
    </Container>
  );
}

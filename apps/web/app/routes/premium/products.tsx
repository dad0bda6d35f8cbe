import type { TBasketItemPage, TPackageSubscriptionByUser } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { CardCheckoutModal } from '../../entities/billing/card-checkout.tsx';
import { getLivePackage, listBasketItems } from '../../features/packages/api/packages-api.ts';
import { PackagesPanel } from '../../features/packages/components/packages-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/products';

/** The packages and the agency's live one, on the first render. */
export async function loader({ request }: Route.LoaderArgs) {
  const api = requestInfo(request).api;
  const [items, live] = await Promise.all([
    listBasketItems(api).catch(throwRouteError) as Promise<TBasketItemPage>,
    getLivePackage(api).catch(throwRouteError) as Promise<TPackageSubscriptionByUser>,
  ]);
  return { items: items.Items.filter((item) => item.Kind === 'package'), current: live.Package };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('packages.title'), brand) }];
}

/** /premium/products: Lite, Growth and Elite, bought by card. */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PackagesPanel
        items={loaderData.items}
        current={loaderData.current}
        renderCheckout={({ item, title, onClose }) => (
          <CardCheckoutModal
            title={title}
            onClose={onClose}
            basket={[{ Id: item.Id }]}
            type="package"
            couponLines={[
              { kind: 'package', amountKurus: item.PriceKurus ?? 0, periodMonths: item.PeriodMonths },
            ]}
            payTestId="package-pay"
          />
        )}
      />
    </Container>
  );
}

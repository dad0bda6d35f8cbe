import type { TWalletTransactionList } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TopUpButton } from '../../features/payments/components/top-up-modal.tsx';
import { listWalletTransactions } from '../../features/wallet/api/list-wallet-transactions.ts';
import { WalletPanel } from '../../features/wallet/components/wallet-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/wallet-transactions';

/** `?page=2` in the address is PageIndex 1 of the API. */
function pageIndexOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page - 1 : 0;
}

/** The first render comes with the requested page; a failure shows the error page with the API's message. */
export async function loader({ request }: Route.LoaderArgs) {
  const pageIndex = pageIndexOf(new URL(request.url).searchParams);
  const data: TWalletTransactionList = await listWalletTransactions(
    requestInfo(request).api,
    pageIndex,
  ).catch(throwRouteError);
  return { pageIndex, data };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('wallet.title'), brand) }];
}

/** The agency's leadcoin wallet (/premium/wallet-transactions). */
export default function WalletTransactionsPage({ loaderData }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  const pageIndex = pageIndexOf(search);
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <WalletPanel
        topUp={<TopUpButton />}
        pageIndex={pageIndex}
        initial={loaderData}
        onPageChange={(next) =>
          setSearch(next > 0 ? { page: String(next + 1) } : {}, { preventScrollReset: false })
        }
      />
    </Container>
  );
}

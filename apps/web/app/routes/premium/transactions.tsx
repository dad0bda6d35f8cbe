import type { TTransactionPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { listTransactions } from '../../features/payments/api/payments-api.ts';
import { TransactionsPanel } from '../../features/payments/components/transactions-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/transactions';

/** `?page=2` in the address is PageIndex 1 of the API. */
function pageIndexOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? page - 1 : 0;
}

export async function loader({ request }: Route.LoaderArgs) {
  const pageIndex = pageIndexOf(new URL(request.url).searchParams);
  const data: TTransactionPage = await listTransactions(requestInfo(request).api, pageIndex).catch(
    throwRouteError,
  );
  return { pageIndex, data };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('payments.transactions.title'), brand) }];
}

/** Card payments (/premium/transactions for agencies, /client/premium/transactions for clients). */
export default function TransactionsPage({ loaderData }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  const pageIndex = pageIndexOf(search);
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <TransactionsPanel
        pageIndex={pageIndex}
        initial={loaderData}
        onPageChange={(next) => setSearch(next > 0 ? { page: String(next + 1) } : {})}
      />
    </Container>
  );
}

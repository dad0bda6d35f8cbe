import type { TWalletTransactionList } from '@brifa/contracts';
import { Container, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { getLeadcoinCampaign } from '../../entities/billing/billing-api.ts';
import { CampaignTiersPanel } from '../../entities/billing/campaign-tiers-panel.tsx';
import { AgreementsWalletSection } from '../../features/agreements/components/agreements-wallet-section.tsx';
import { BankTransferSection } from '../../features/bank-transfer/components/bank-transfer-section.tsx';
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

/**
 * The first render comes with the requested page and the top-up campaign's tiers; a failure of the wallet shows
 * the error page with the API's message (the campaign panel is left out if only its call fails).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pageIndex = pageIndexOf(new URL(request.url).searchParams);
  const api = requestInfo(request).api;
  const [data, campaign] = await Promise.all([
    listWalletTransactions(api, pageIndex).catch(throwRouteError) as Promise<TWalletTransactionList>,
    getLeadcoinCampaign(api).catch(() => null),
  ]);
  return { pageIndex, data, campaign };
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
      <Stack gap="xl">
        <WalletPanel
          topUp={<TopUpButton />}
          pageIndex={pageIndex}
          initial={loaderData}
          campaign={
            loaderData.campaign ? (
              <CampaignTiersPanel tiers={loaderData.campaign.Tiers} withAmountField />
            ) : null
          }
          onPageChange={(next) =>
            setSearch(next > 0 ? { page: String(next + 1) } : {}, { preventScrollReset: false })
          }
        />
        {/* Issue 20: won refunds pending until their agreements are verified, and the agreements. */}
        <AgreementsWalletSection />
        {/* Top-up by bank transfer (issue 18): its own feature beside the card top-up. */}
        <BankTransferSection />
      </Stack>
    </Container>
  );
}

import type { TPortfolioList } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { getPortfolio } from '../../features/portfolio/api/portfolio.ts';
import { PortfolioList } from '../../features/portfolio/components/portfolio-list.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/settings-portfolio';

export async function loader({ request }: Route.LoaderArgs) {
  const list: TPortfolioList | null = await getPortfolio(requestInfo(request).api).catch(throwRouteError);
  return { list };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('portfolio.title'), brand) }];
}

/** /provider/settings/portfolio */
export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <PortfolioList initial={loaderData.list} />
    </Container>
  );
}

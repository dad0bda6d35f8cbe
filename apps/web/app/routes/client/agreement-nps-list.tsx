import { AgreementNpsList } from '../../features/nps/components/agreement-nps-list.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/agreement-nps-list';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('nps.list.title'), brand) }];
}

/** /aggrement_nps: the signed-in client's agreement scores. */
export default function AgreementNpsListPage() {
  return <AgreementNpsList />;
}

/** The signed-in header's tool links (loaded by site-header-parts only for a signed-in user). */
import type { TSessionUser } from '@brifa/contracts';
import { Divider } from '@mantine/core';
import { APP_PATHS } from '../lib/app-paths.ts';
import { type TTranslate, useT } from '../lib/i18n.tsx';
import { isClientUser } from '../lib/session-rules.ts';
import { NavLinks, type TNavLink } from './site-header.tsx';

/**
 * A signed-in user's main tools, in the header (issue 16: an agency's tools were only in the avatar menu):
 * an agency's opportunities, quotes, wallet and profile; a client's projects and the agencies. Messages is the
 * header's own button; the rest stays in the avatar menu.
 */
export function toolLinks(user: TSessionUser, t: TTranslate): TNavLink[] | null {
  if (user.Provider) {
    return [
      { to: APP_PATHS.providerHome, label: t('headerTools.opportunities') },
      { to: '/provider/projects', label: t('headerTools.quotes') },
      { to: APP_PATHS.walletTransactions, label: t('headerTools.wallet') },
      { to: '/provider/settings/about', label: t('nav.agencyProfile') },
    ];
  }
  if (isClientUser(user)) {
    return [
      { to: APP_PATHS.clientHome, label: t('headerTools.projects') },
      { to: '/filter/agency', label: t('nav.agencies') },
    ];
  }
  return null;
}

/**
 * The header's navigation for a signed-in user: the tools in place of the visitor's links; in the phone's
 * drawer the visitor's links follow the tools (those not already among them).
 */
export function ToolLinks({
  user,
  publicLinks,
  onNavigate,
  inDrawer = false,
}: {
  user: TSessionUser;
  publicLinks: TNavLink[];
  onNavigate?: () => void;
  inDrawer?: boolean;
}) {
  const t = useT();
  const tools = toolLinks(user, t);
  if (!tools) return <NavLinks links={publicLinks} onNavigate={onNavigate} />;
  if (!inDrawer) return <NavLinks links={tools} onNavigate={onNavigate} />;
  return (
    <>
      <NavLinks links={tools} onNavigate={onNavigate} />
      <Divider />
      <NavLinks
        links={publicLinks.filter((link) => !tools.some((tool) => tool.to === link.to))}
        onNavigate={onNavigate}
      />
    </>
  );
}

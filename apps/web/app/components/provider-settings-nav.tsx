import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useSessionUser } from '../lib/use-session-user.ts';
import type { TMessageKey } from '../locales/tr.ts';

/** The agency's profile settings tabs; each is its own page, so a tab is a link the keyboard can reach. */
export const PROVIDER_SETTINGS_TABS = [
  { path: '/provider/settings/about', label: 'providerSettings.tab.about' },
  { path: '/provider/settings/services', label: 'providerSettings.tab.services' },
  { path: '/provider/settings/portfolio', label: 'providerSettings.tab.portfolio' },
  { path: '/provider/settings/reference', label: 'providerSettings.tab.references' },
  { path: '/premium/comments', label: 'providerSettings.tab.comments' },
  { path: '/provider/settings/products', label: 'providerSettings.tab.products' },
  { path: '/provider/settings/reviews', label: 'providerSettings.tab.reviews' },
  { path: '/provider/settings/match', label: 'providerSettings.tab.match' },
  { path: '/provider/settings/notification-channels', label: 'providerSettings.tab.channels' },
  { path: '/provider/settings/users', label: 'providerSettings.tab.users', ownerOnly: true },
] as const satisfies ReadonlyArray<{ path: string; label: TMessageKey; ownerOnly?: boolean }>;

function activeTab(pathname: string): string | null {
  const match = PROVIDER_SETTINGS_TABS.find(
    (tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`),
  );
  if (match) return match.path;
  // /provider/settings/reference3 is the references' bulk upload page.
  return pathname.startsWith('/provider/settings/reference') ? '/provider/settings/reference' : null;
}

/**
 * Tabs above every profile settings page (about, services, portfolio, references, ..., the owner's team users).
 * They wrap onto a second line rather than scroll out of sight (issue 16: the Turkish strip was cut at
 * "Bildirim k" at 1366 px with nothing saying more tabs followed).
 */
export function ProviderSettingsNav() {
  const t = useT();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isOwner = user?.Provider?.IsOwner === true;
  return (
    <Tabs
      mb="lg"
      variant="pills"
      radius="xl"
      value={activeTab(pathname)}
      onChange={(value) => {
        if (value) navigate(value);
      }}
      aria-label={t('providerSettings.nav')}
    >
      <Tabs.List style={{ flexWrap: 'wrap', rowGap: 4 }} data-testid="provider-settings-tabs">
        {PROVIDER_SETTINGS_TABS.filter((tab) => !('ownerOnly' in tab) || isOwner).map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

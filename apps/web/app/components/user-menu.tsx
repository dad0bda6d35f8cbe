import type { TSessionUser } from '@brifa/contracts';
import { Avatar, Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { APP_PATHS } from '../lib/app-paths.ts';
import { useT } from '../lib/i18n.tsx';
import { homePathFor, isClientUser } from '../lib/session-rules.ts';
import { useLogout } from '../lib/use-session-user.ts';
import type { TMessageKey } from '../locales/tr.ts';

/** Where a signed-in user's settings live: clients have one page, agency owners manage their team. */
export function settingsPathFor(user: Pick<TSessionUser, 'IsClient' | 'Provider'>): string | null {
  if (isClientUser(user)) return '/client/setting';
  return user.Provider?.IsOwner ? '/provider/settings/users' : null;
}

/** Billing details: an agency's (every member's) or a client's own. */
export function billingPathFor(user: Pick<TSessionUser, 'IsClient' | 'Provider'>): string {
  return isClientUser(user) ? APP_PATHS.clientBilling : APP_PATHS.billing;
}

/** Agency screens every member of an agency (owner or team user) reaches from the menu. */
const MATCH_SETTINGS_PATH = '/provider/settings/match';
const OPPORTUNITY_PREFERENCES_PATH = '/provider/opportunity-preferences';

function initial(user: TSessionUser): string {
  return (user.FirstChar || user.Name.charAt(0) || '?').toLocaleUpperCase('tr');
}

/** The signed-in user's menu in the header (Mantine Menu: arrow keys, Escape, focus return). */
export function UserMenu({ user }: { user: TSessionUser }) {
  const t = useT();
  const logout = useLogout();
  const settings = settingsPathFor(user);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          radius="xl"
          pl={4}
          pr="sm"
          data-testid="user-menu"
          leftSection={
            <Avatar size={28} radius="xl" color="indigo" src={user.ImageSrc} alt="" aria-hidden>
              {initial(user)}
            </Avatar>
          }
        >
          {/* Named by its text, "Ayşe, account menu": the shown name is in it (WCAG 2.5.3, speech users say
              what they see) and the avatar's initial is not. */}
          <Text span size="sm" fw={600} maw={160} truncate aria-hidden>
            {user.Name}
          </Text>
          <VisuallyHidden>{t('userMenu.open', { name: user.Name })}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {user.FullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.Provider?.CompanyNickName ?? user.Email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={homePathFor(user)}>
          {t('userMenu.home')}
        </Menu.Item>
        {settings ? (
          <Menu.Item component={Link} to={settings}>
            {t('userMenu.settings')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={billingPathFor(user)}>
          {t('billing.menu')}
        </Menu.Item>
        {isClientUser(user) ? (
          <>
            <Menu.Item component={Link} to="/aggrement_nps">
              {t('nps.menu')}
            </Menu.Item>
            {jobLinks(user).map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.label)}
              </Menu.Item>
            ))}
          </>
        ) : null}
        {user.Provider ? (
          <>
            <Menu.Item component={Link} to="/provider/dashboard">
              {t('dashboard.menu')}
            </Menu.Item>
            <Menu.Item component={Link} to="/provider/suggestions">
              {t('suggestions.menu')}
            </Menu.Item>
            <Menu.Item component={Link} to="/provider/settings/about">
              {t('providerSettings.nav')}
            </Menu.Item>
            <Menu.Item component={Link} to={MATCH_SETTINGS_PATH}>
              {t('userMenu.matchSettings')}
            </Menu.Item>
            <Menu.Item component={Link} to={OPPORTUNITY_PREFERENCES_PATH}>
              {t('userMenu.opportunityPreferences')}
            </Menu.Item>
            <Menu.Item component={Link} to={APP_PATHS.walletTransactions}>
              {t('wallet.menu')}
            </Menu.Item>
            {PREMIUM_LINKS.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.label)}
              </Menu.Item>
            ))}
            {[...jobLinks(user), ...GROWTH_LINKS].map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.label)}
              </Menu.Item>
            ))}
          </>
        ) : null}
        <Menu.Item component={Link} to={paymentPaths(user).cards}>
          {t('payments.cards.title')}
        </Menu.Item>
        <Menu.Item component={Link} to={paymentPaths(user).transactions}>
          {t('payments.transactions.title')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()} data-testid="logout">
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** What an agency can buy and its subscriptions (issue 19), in the menu and the phone drawer. */
const PREMIUM_LINKS = [
  { to: APP_PATHS.premiumProducts, label: 'packages.menu' },
  { to: '/premium/category-subscriptions', label: 'premium.menu.subscriptions' },
  { to: '/premium/advertisement', label: 'premium.menu.ads' },
  { to: '/premium/boost', label: 'premium.menu.boost' },
  { to: '/premium/add-ons', label: 'premium.menu.addOns' },
  { to: APP_PATHS.commissionPays, label: 'commissions.title' },
] as const satisfies readonly { to: string; label: TMessageKey }[];

/** The agency's growth tools (issue 21) and its help page, in the menu and the phone drawer. */
const GROWTH_LINKS = [
  { to: '/provider/blog-create', label: 'blog.create.title' },
  { to: '/provider/link', label: 'backlink.menu' },
  { to: '/apply-credit', label: 'creditReport.menu' },
  { to: '/provider/faq', label: 'faq.providerLink' },
] as const satisfies readonly { to: string; label: TMessageKey }[];

/**
 * Job posts (issue 21 item 1): an agency's under /premium, a client's under /client/premium (both may post);
 * the public board links to them too.
 */
function jobLinks(user: Pick<TSessionUser, 'Provider'>) {
  const base = user.Provider ? '/premium' : '/client/premium';
  return [
    { to: `${base}/job`, label: 'jobs.post.title' },
    { to: `${base}/active-jobs`, label: 'jobs.mine.title' },
  ] as const satisfies readonly { to: string; label: TMessageKey }[];
}

/** Saved cards and payment history: the agency's under /premium, the client's under /client/premium. */
function paymentPaths(user: TSessionUser) {
  const base = user.Provider ? '/premium' : '/client/premium';
  return { cards: `${base}/credit-cards`, transactions: `${base}/transactions` };
}

/** The same choices as plain links for the phone drawer. */
export function UserDrawerLinks({ user, onNavigate }: { user: TSessionUser; onNavigate: () => void }) {
  const t = useT();
  const logout = useLogout();
  const settings = settingsPathFor(user);
  return (
    <>
      <Text fw={600} truncate>
        {user.FullName}
      </Text>
      <Button component={Link} to={homePathFor(user)} onClick={onNavigate}>
        {t('userMenu.home')}
      </Button>
      {settings ? (
        <Button component={Link} to={settings} variant="default" onClick={onNavigate}>
          {t('userMenu.settings')}
        </Button>
      ) : null}
      <Button component={Link} to={billingPathFor(user)} variant="default" onClick={onNavigate}>
        {t('billing.menu')}
      </Button>
      {isClientUser(user)
        ? jobLinks(user).map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="default" onClick={onNavigate}>
              {t(link.label)}
            </Button>
          ))
        : null}
      {/* Wallet is among the drawer's tool links (tool-links.tsx), above these. */}
      {user.Provider ? (
        <>
          <Button component={Link} to={MATCH_SETTINGS_PATH} variant="default" onClick={onNavigate}>
            {t('userMenu.matchSettings')}
          </Button>
          <Button component={Link} to={OPPORTUNITY_PREFERENCES_PATH} variant="default" onClick={onNavigate}>
            {t('userMenu.opportunityPreferences')}
          </Button>
          {[...PREMIUM_LINKS, ...jobLinks(user), ...GROWTH_LINKS].map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="default" onClick={onNavigate}>
              {t(link.label)}
            </Button>
          ))}
        </>
      ) : null}
      <Button component={Link} to={paymentPaths(user).cards} variant="default" onClick={onNavigate}>
        {t('payments.cards.title')}
      </Button>
      <Button component={Link} to={paymentPaths(user).transactions} variant="default" onClick={onNavigate}>
        {t('payments.transactions.title')}
      </Button>
      <Button variant="subtle" color="red" onClick={() => void logout()}>
        {t('userMenu.logout')}
      </Button>
    </>
  );
}

import type { TSessionUser } from '@brifa/contracts';
import { Anchor, Box, Burger, Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { APP_PATHS } from '../lib/app-paths.ts';
import { briefFlowSearch } from '../lib/brief-flow-link.ts';
import { type TTranslate, useLocale, useT } from '../lib/i18n.tsx';
import { accountPath, publicPath } from '../lib/public-paths.ts';
import { isClientUser } from '../lib/session-rules.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import classes from './site-header.module.css';
// Visitors never see these: each loads when shown.
import { Drawer, MessagesButton, NotificationBell, UserDrawerLinks, UserMenu } from './site-header-parts.tsx';

type TNavLink = { to: string; label: string };

/**
 * A signed-in user's main tools, in the header (issue 16: an agency's tools were only in the avatar menu):
 * an agency's opportunities, quotes, wallet and profile; a client's projects and the agencies. Messages is the
 * header's own button; the rest stays in the avatar menu.
 */
export function toolLinks(user: TSessionUser, t: TTranslate): TNavLink[] | null {
  if (user.Provider) {
    return [
      { to: APP_PATHS.providerHome, label: t('nav.tools.opportunities') },
      { to: '/provider/projects', label: t('nav.tools.quotes') },
      { to: APP_PATHS.walletTransactions, label: t('nav.tools.wallet') },
      { to: '/provider/settings/about', label: t('nav.agencyProfile') },
    ];
  }
  if (isClientUser(user)) {
    return [
      { to: APP_PATHS.clientHome, label: t('nav.tools.projects') },
      { to: '/filter/agency', label: t('nav.agencies') },
    ];
  }
  return null;
}

export function SiteHeader() {
  const t = useT();
  const locale = useLocale();
  const { brand, user } = useRootData();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = [
    { to: '/filter/agency', label: t('nav.agencies') },
    { to: publicPath('howItWorks', locale), label: t('nav.howItWorks') },
    { to: publicPath('join', locale), label: t('nav.join') },
    { to: publicPath('about', locale), label: t('nav.about') },
  ];
  const tools = user ? toolLinks(user, t) : null;
  const navLinks = (onClick?: () => void, list: TNavLink[] = tools ?? links) =>
    list.map((link) => (
      <Anchor key={link.to} component={NavLink} to={link.to} className={classes.link} onClick={onClick}>
        {link.label}
      </Anchor>
    ));

  return (
    <Box component="header" className={classes.header}>
      <a href="#main" className={classes.skip}>
        {t('nav.skipToContent')}
      </a>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={publicPath('home', locale)} underline="never" aria-label={brand.name}>
            <Logo brand={brand} size={30} />
          </Anchor>
          <Group
            component="nav"
            aria-label={t('nav.main')}
            gap="lg"
            visibleFrom="md"
            wrap="nowrap"
            data-testid="header-nav"
          >
            {navLinks()}
          </Group>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <LanguageSwitch />
            {user ? (
              <>
                <MessagesButton user={user} />
                <NotificationBell user={user} />
                <UserMenu user={user} />
              </>
            ) : (
              <>
                <Button component={Link} to={accountPath('login', locale)} variant="default">
                  {t('nav.login')}
                </Button>
                <Button component={Link} to={`${publicPath('home', locale)}${briefFlowSearch()}`}>
                  {t('nav.getOffers')}
                </Button>
              </>
            )}
          </Group>
          <Group gap="xs" hiddenFrom="md" wrap="nowrap">
            {user ? <MessagesButton user={user} compact /> : null}
            {user ? <NotificationBell user={user} /> : null}
            <Burger opened={opened} onClick={toggle} aria-label={t('nav.openMenu')} />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={<Logo brand={brand} size={26} />}
      >
        <Stack gap="md" component="nav" aria-label={t('nav.main')} data-testid="drawer-nav">
          {navLinks(close)}
          {tools ? (
            <>
              <Divider />
              {navLinks(
                close,
                links.filter((link) => !tools.some((tool) => tool.to === link.to)),
              )}
            </>
          ) : null}
          <Divider />
          {user ? (
            <UserDrawerLinks user={user} onNavigate={close} />
          ) : (
            <>
              <Button
                component={Link}
                to={`${publicPath('home', locale)}${briefFlowSearch()}`}
                onClick={close}
              >
                {t('nav.getOffers')}
              </Button>
              <Button component={Link} to={accountPath('login', locale)} variant="default" onClick={close}>
                {t('nav.login')}
              </Button>
            </>
          )}
          <LanguageSwitch fullWidth />
        </Stack>
      </Drawer>
    </Box>
  );
}

import { Anchor, Box, Burger, Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { briefFlowSearch } from '../lib/brief-flow-link.ts';
import { useLocale, useT } from '../lib/i18n.tsx';
import { accountPath, publicPath } from '../lib/public-paths.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import classes from './site-header.module.css';
// Visitors never see these: each loads when shown.
import {
  Drawer,
  MessagesButton,
  NotificationBell,
  ToolLinks,
  UserDrawerLinks,
  UserMenu,
} from './site-header-parts.tsx';

export type TNavLink = { to: string; label: string };

export function NavLinks({ links, onNavigate }: { links: TNavLink[]; onNavigate?: () => void }) {
  return links.map((link) => (
    <Anchor key={link.to} component={NavLink} to={link.to} className={classes.link} onClick={onNavigate}>
      {link.label}
    </Anchor>
  ));
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
            {user ? <ToolLinks user={user} publicLinks={links} /> : <NavLinks links={links} />}
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
          {user ? (
            <ToolLinks user={user} publicLinks={links} onNavigate={close} inDrawer />
          ) : (
            <NavLinks links={links} onNavigate={close} />
          )}
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

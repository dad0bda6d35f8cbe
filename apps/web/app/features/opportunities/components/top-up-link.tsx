import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { APP_PATHS } from '../../../lib/app-paths.ts';
import { openTopUp } from '../../../lib/top-up-launcher.ts';

/**
 * "Top up the wallet" where credit is short: opens the top-up pop-up in place (the agency layout hosts it), and
 * the result page after the bank's 3-D Secure step offers the way back to this page. Before hydration, or opened
 * in a new tab, it is the plain link to the wallet page.
 */
export function TopUpLink({ label, testId }: { label: string; testId: string }) {
  const location = useLocation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}`;
    openTopUp({ returnTo: { path: here, kind: 'opportunity' } });
  };
  return (
    <Anchor
      component={Link}
      to={APP_PATHS.walletTransactions}
      onClick={open}
      aria-haspopup="dialog"
      size="sm"
      fw={700}
      data-testid={testId}
    >
      {label}
    </Anchor>
  );
}

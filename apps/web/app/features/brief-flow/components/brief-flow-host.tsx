import { Button, type ButtonProps } from '@mantine/core';
import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, type To, useLocation, useSearchParams } from 'react-router';
import {
  BRIEF_PARAM,
  briefFlowSearch,
  PROVIDER_PARAM,
  type TBriefFlowOpen,
} from '../../../lib/brief-flow-link.ts';
import { loadFullDictionaries, useT } from '../../../lib/i18n.tsx';
import { isCategoryKey } from '../brief-flow-entry.ts';

// The pop-up and its steps (forms, date picker, sign-up) load when it opens, not with every page, with the
// whole dictionary (the home page has only its shell).
const LazyBriefFlowModal = lazy(() =>
  Promise.all([import('./brief-flow-modal.tsx'), loadFullDictionaries()]).then(([m]) => ({
    default: m.BriefFlowModal,
  })),
);
function BriefFlowModal(props: ComponentProps<typeof LazyBriefFlowModal>) {
  return (
    <Suspense fallback={null}>
      <LazyBriefFlowModal {...props} />
    </Suspense>
  );
}

/** A link target that opens the flow on top of the current page (keeping its other query values). */
export function useBriefFlowLink(): (options?: TBriefFlowOpen) => To {
  const location = useLocation();
  return useCallback(
    (options: TBriefFlowOpen = {}) => {
      const params = new URLSearchParams(location.search);
      for (const [key, value] of new URLSearchParams(briefFlowSearch(options))) params.set(key, value);
      if (!options.requestedProviderId) params.delete(PROVIDER_PARAM);
      return { pathname: location.pathname, search: `?${params}`, hash: location.hash };
    },
    [location.pathname, location.search, location.hash],
  );
}

/**
 * Opens the flow from anywhere, e.g. "send project" on an agency's public profile (`requestedProviderId` is sent
 * as RequestedProviderIds). The page's layout hosts the pop-up.
 */
export function BriefFlowButton({
  requestedProviderId,
  categoryKey,
  children,
  ...props
}: ButtonProps & TBriefFlowOpen & { children?: ReactNode }) {
  const t = useT();
  const link = useBriefFlowLink();
  return (
    <Button
      component={Link}
      to={link({ categoryKey: categoryKey ?? null, requestedProviderId: requestedProviderId ?? null })}
      preventScrollReset
      data-testid="brief-flow-button"
      {...props}
    >
      {children ?? (requestedProviderId ? t('briefFlow.sendProject') : t('briefFlow.start'))}
    </Button>
  );
}

function providerIdOf(value: string | null): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Lives in the layouts: shows the pop-up while the URL says so. Rendered only in the browser (the draft is there). */
export function BriefFlowHost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const value = searchParams.get(BRIEF_PARAM);
  // The pop-up is unmounted, not closed, when the URL drops it, so Mantine cannot give the focus back: the host
  // remembers what had the focus before it opened and returns it there.
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = value !== null;
  useEffect(() => {
    if (isOpen) return;
    const remember = (event: FocusEvent) => {
      opener.current = event.target instanceof HTMLElement ? event.target : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [isOpen]);
  if (!mounted || value === null) return null;

  const entry = {
    categoryKey: isCategoryKey(value) ? value : null,
    requestedProviderId: providerIdOf(searchParams.get(PROVIDER_PARAM)),
  };
  const others = new URLSearchParams(searchParams);
  others.delete(BRIEF_PARAM);
  others.delete(PROVIDER_PARAM);
  others.set(BRIEF_PARAM, '1');

  return (
    <BriefFlowModal
      entry={entry}
      returnPath={`${location.pathname}?${others}`}
      onEntryApplied={() => {
        // The draft has the category and agency now; a reload must resume, not choose them again.
        if (value === '1' && !searchParams.has(PROVIDER_PARAM)) return;
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(BRIEF_PARAM, '1');
            next.delete(PROVIDER_PARAM);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }}
      onClose={() => {
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(BRIEF_PARAM);
            next.delete(PROVIDER_PARAM);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
        const back = opener.current;
        requestAnimationFrame(() => {
          if (back?.isConnected) back.focus();
        });
      }}
    />
  );
}

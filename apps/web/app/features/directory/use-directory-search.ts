import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { withParams } from './directory-params.ts';

export type TDirectorySearch = {
  /** The filters in effect: the URL, or the URL asked for while its answer is on the way. */
  search: URLSearchParams;
  /** Changes some parameters of the latest URL (undefined removes one) and goes there; a new page scrolls up. */
  change: (changes: Record<string, string | undefined>) => void;
  /** Goes to a whole search ('' clears every filter). */
  goTo: (search: string, options?: { scrollToTop?: boolean }) => void;
};

/**
 * The directory's filters have one state, the URL (issue 16: a second quick choice was built on the URL from
 * before the first one's answer, so the team-size field showed "10-20" while the URL had lost it and a 5-10
 * agency was listed). A change is built on the URL asked for last, kept in a ref at once (React may render the
 * router's pending state later, in a transition), and shown until the router is idle again.
 */
export function useDirectorySearch(): TDirectorySearch {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const current = useRef(location.search);
  current.current = location.search;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL with the router idle (React may never render its 'loading') also ends the wait
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    asked.current = null;
    setPending(null);
  }, [navigation.state, location.search]);

  const goTo = useCallback(
    (search: string, options: { scrollToTop?: boolean } = {}) => {
      asked.current = search;
      setPending(search);
      navigate({ search }, { preventScrollReset: !options.scrollToTop });
    },
    [navigate],
  );
  const change = useCallback(
    (changes: Record<string, string | undefined>) =>
      goTo(withParams(new URLSearchParams(asked.current ?? current.current), changes), {
        scrollToTop: 'Page' in changes,
      }),
    [goTo],
  );
  return { search: new URLSearchParams(pending ?? location.search), change, goTo };
}

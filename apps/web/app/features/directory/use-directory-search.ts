import { useLocation, useNavigation } from 'react-router';

/**
 * The directory's filters as the URL says, or as the URL being navigated to says while its answer is on the way:
 * the URL is the filters' only state (issue 16: a second quick choice was built on the URL before the first, so
 * the team-size chip showed "10-20" while the URL had lost it and a 5-10 agency was listed).
 */
export function useDirectorySearch(): URLSearchParams {
  const location = useLocation();
  const pending = useNavigation().location;
  const latest = pending && pending.pathname === location.pathname ? pending : location;
  return new URLSearchParams(latest.search);
}

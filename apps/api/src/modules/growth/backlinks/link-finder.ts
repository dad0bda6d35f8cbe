/** What a page says about a link to the agency's profile. */
export type TLinkVerdict = 'confirmed' | 'nofollow' | 'not_found';

const ANCHOR = /<a\b([^>]*)>/gi;
const attribute = (attrs: string, name: string): string | null => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
};
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x2f;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&quot;/g, '"');
/** Search engines do not follow these (rel="nofollow", and the newer ugc and sponsored). */
const UNFOLLOWED = /\b(nofollow|ugc|sponsored)\b/i;

/**
 * Looks for an `<a href>` to one of the profile's addresses (host and path; http or https, a trailing slash, a
 * query or a fragment allowed) among the page's anchors: one without nofollow confirms it.
 */
export function findProfileLink(html: string, pageUrl: string, profileUrls: string[]): TLinkVerdict {
  const targets = profileUrls.map((url) => new URL(url));
  let unfollowed = false;
  for (const [, attrs = ''] of html.matchAll(ANCHOR)) {
    const href = attribute(attrs, 'href');
    if (!href) continue;
    let link: URL;
    try {
      link = new URL(decodeEntities(href.trim()), pageUrl);
    } catch {
      continue;
    }
    const path = link.pathname.replace(/\/+$/, '');
    const matches = targets.some(
      (target) => target.host === link.host && decodeURI(target.pathname) === decodeURI(path),
    );
    if (!matches) continue;
    if (UNFOLLOWED.test(attribute(attrs, 'rel') ?? '')) unfollowed = true;
    else return 'confirmed';
  }
  return unfollowed ? 'nofollow' : 'not_found';
}

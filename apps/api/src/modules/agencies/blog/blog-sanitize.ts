import sanitizeHtml from 'sanitize-html';

/**
 * The editor's HTML as the public pages may show it: an allow-list (headings, paragraphs, lists, links,
 * emphasis, quotes). Everything else goes: scripts and styles with their content, `on*` and style attributes,
 * images and frames, and links that are not http(s) or mailto (javascript:, data:).
 */
const TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
];

const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  // The editor's top heading level is the page's second: the post's title is its h1.
  transformTags: { h1: 'h2', div: 'p' },
};

/** Second pass over clean HTML: a link that kept its address opens in a new tab without vouching for it. */
const LINKS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'noopener noreferrer nofollow ugc', target: '_blank' }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, ALLOW_LIST), LINKS).trim();
}

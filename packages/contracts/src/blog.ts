import { z } from 'zod';
import { localizedWithRules, type TLocalizedText } from './messages.ts';

/**
 * The blog's numbers. They live here, not in rules.ts: rules.ts is in every public page's first script (the
 * shell), and these are needed only by the blog's pages and the API.
 * rules.md §5 text lengths / blog: title 20-80, content at least 600 characters of text (markup not counted);
 * the rest is decisions.md "Issue 21 — blog": the HTML kept at most, the excerpt, the list's and the profile's
 * page sizes.
 */
export const BLOG_LIMITS = {
  titleMin: 20,
  titleMax: 80,
  contentMin: 600,
  contentHtmlMax: 60_000,
  excerptLength: 180,
  pageSize: 12,
  profilePosts: 12,
} as const;
/** decisions.md "Issue 21 — blog": the post's image, cropped to the social-card size (rules.md §5 blog: at most 10 MB). */
export const BLOG_IMAGE = { width: 1200, height: 630 } as const;

/** The blog's numbers as copy parameters (`{blogTitleMin}`), for its field messages and screens. */
export const BLOG_PARAMS = {
  blogTitleMin: BLOG_LIMITS.titleMin,
  blogTitleMax: BLOG_LIMITS.titleMax,
  blogContentMin: BLOG_LIMITS.contentMin,
} as const;

/** A blog text in both languages with the rules and the blog's numbers filled in. */
export function blogText(text: TLocalizedText): TLocalizedText {
  return localizedWithRules(text, BLOG_PARAMS);
}

/** The language a post is written in (its page's `lang`); the pages around it follow the reader's language. */
export const BLOG_LANGUAGES = ['tr', 'en'] as const;
export type TBlogLanguage = (typeof BLOG_LANGUAGES)[number];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A post's text without its markup, entities decoded and spaces collapsed: what the length rule counts. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** POST BlogDetail (multipart): the fields besides the image (`Image`, required). `Content` is HTML from the editor. */
export const ZBlogPostInput = z.object({
  Title: z
    .string()
    .trim()
    .min(BLOG_LIMITS.titleMin, { message: 'blogTitleLength' })
    .max(BLOG_LIMITS.titleMax, { message: 'blogTitleLength' }),
  Content: z
    .string()
    .max(BLOG_LIMITS.contentHtmlMax)
    .refine((html) => htmlToText(html).length >= BLOG_LIMITS.contentMin, { message: 'blogContentShort' }),
  Language: z.enum(BLOG_LANGUAGES).default('tr'),
});
export type TBlogPostInput = z.input<typeof ZBlogPostInput>;

export const ZBlogAgency = z.object({ Slug: z.string(), Name: z.string(), LogoSrc: z.string().nullable() });

/** A post in a list (the public blog, the profile's blog tab, the agency's own posts). */
export const ZBlogPostSummary = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Title: z.string(),
  Excerpt: z.string(),
  ImageSrc: z.string(),
  Language: z.enum(BLOG_LANGUAGES),
  PublishedAt: z.string(),
  Agency: ZBlogAgency,
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

/** A post's page: the sanitised HTML (the server's allow-list: headings, paragraphs, lists, links, emphasis). */
export const ZBlogPost = ZBlogPostSummary.extend({ ContentHtml: z.string(), UpdatedAt: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZBlogPage = z.object({
  Items: z.array(ZBlogPostSummary),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type TBlogPage = z.infer<typeof ZBlogPage>;

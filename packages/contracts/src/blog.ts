import { z } from 'zod';
import { BLOG_IMAGE, BLOG_LIMITS } from './rules.ts';

export { BLOG_IMAGE, BLOG_LIMITS };

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

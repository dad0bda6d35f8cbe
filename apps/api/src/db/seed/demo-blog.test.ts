import { ZBlogPostInput } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from '../../modules/agencies/blog/blog-sanitize.ts';
import { slugify } from '../../platform/slug.ts';
import { DEMO_AGENCIES } from './demo-agencies.ts';
import { DEMO_POSTS } from './demo-blog.ts';

describe('the demo blog posts', () => {
  it('meet the rules an agency’s post meets, in both languages, by demo agencies', () => {
    const agencies = new Set(DEMO_AGENCIES.map((agency) => slugify(agency.nick)));
    expect(new Set(DEMO_POSTS.map((post) => post.language))).toEqual(new Set(['tr', 'en']));
    for (const post of DEMO_POSTS) {
      expect(agencies.has(post.agency), post.agency).toBe(true);
      const html = sanitizeBlogHtml(post.html.replace(/\n/g, ''));
      const parsed = ZBlogPostInput.safeParse({ Title: post.title, Content: html, Language: post.language });
      expect(parsed.success, `${post.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(html).toMatch(/<h2>/);
      expect(html).toMatch(/<(ul|ol)>/);
    }
  });
});

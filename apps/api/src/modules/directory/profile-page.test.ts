import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/agencies.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { portfolioItems } from '../agencies/portfolio/portfolio.table.ts';
import { products } from '../agencies/products/products.table.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { reviews } from '../reviews/reviews.table.ts';

let t: TTestApp;
const db = () => t.database.db;
let slug: string;
let providerId: number;

function review(
  email: string,
  rating: number,
  status: 'visible' | 'email_confirmation',
  isVerified: boolean,
) {
  return {
    key: email,
    providerId,
    status,
    rating,
    ratingBudget: rating,
    ratingQuality: rating,
    ratingSchedule: rating,
    ratingCollaboration: rating,
    ratingPricePerformance: rating,
    ratingCommunication: rating,
    objective: 'Hedef',
    enjoyedMost: 'İletişim',
    text: 'Metin',
    recommends: rating >= 4,
    reviewerCompany: 'Firma',
    reviewerName: 'Ad Soyad',
    reviewerTitle: 'Müdür',
    reviewerEmail: email,
    serviceProvided: 'Web',
    source: 'search',
    isVerified,
  } as const;
}

beforeAll(async () => {
  t = await buildTestApp();
  const made = await makeAgency(db(), t.clock.now(), { name: 'Profil Ajansı', portfolio: 2 });
  providerId = made.providerId;
  const [row] = await db()
    .update(providers)
    .set({ presentationKey: 'private/p.pdf', isPresentationVisible: false, profileLevel: 90 })
    .where(eq(providers.id, providerId))
    .returning();
  slug = row!.slug;
  await db().update(portfolioItems).set({ deletedAt: t.clock.now() }).where(eq(portfolioItems.title, 'İş 2'));
  await db()
    .insert(products)
    .values([
      { providerId, title: 'Yayında ürün', status: 'published' },
      { providerId, title: 'Taslak ürün', status: 'draft' },
    ]);
  await db()
    .insert(reviews)
    .values([
      review('a@firma.com', 5, 'visible', true),
      review('b@firma.com', 3, 'visible', true),
      review('c@gmail.com', 1, 'visible', false),
      review('d@firma.com', 1, 'email_confirmation', false),
    ]);
});
afterAll(() => t.close());

describe('GET SearchProvider/page/provider/{id}', () => {
  it('shows the public profile by slug or id without drafts, deleted works or unconfirmed reviews', async () => {
    for (const id of [slug, String(providerId)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/SearchProvider/page/provider/${id}`,
      });
      expect(response.statusCode, id).toBe(200);
    }
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/v1/SearchProvider/page/provider/${slug}` })
    ).json().Data;
    expect(data.Name).toBe('Profil Ajansı');
    expect(data.City).toBe('İstanbul');
    expect(data.Services).toHaveLength(3);
    expect(data.Portfolio.map((work: { Title: string }) => work.Title)).toEqual(['İş 1']);
    expect(data.Products.map((product: { Title: string }) => product.Title)).toEqual(['Yayında ürün']);
    expect(data.Reviews).toHaveLength(3);
    expect(data.PresentationHref).toBeNull();
    expect(data.IsListed).toBe(true);
  });

  it('averages verified reviews only and breaks them down', async () => {
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/v1/SearchProvider/page/provider/${slug}` })
    ).json().Data;
    expect(data.ReviewBreakdown).toMatchObject({
      Average: 4,
      VerifiedCount: 2,
      UnverifiedCount: 1,
      Stars: [0, 0, 1, 0, 1],
      RecommendPercent: 33,
    });
    expect(data.ReviewBreakdown.Criteria.Quality).toBe(4);
  });

  it('answers 404 for an unknown or unapproved agency', async () => {
    const hidden = await makeAgency(db(), t.clock.now(), { approved: false });
    const [row] = await db().select().from(providers).where(eq(providers.id, hidden.providerId));
    for (const id of ['no-such-agency', row!.slug]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/SearchProvider/page/provider/${id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().ErrorCode).toBe('AGENCY_NOT_FOUND');
    }
  });
});

import { DEMO_AGENCIES } from '../apps/api/src/db/seed/demo-agencies.ts';
import { slugify } from '../apps/api/src/platform/slug.ts';
import { expect, test } from './support/a11y-test.ts';
import { signIn } from './support/api-accounts.ts';
import { demoAgencyBySlug, demoOwnerToken, neverSubscribed } from './support/api-agencies.ts';

/**
 * Issue 21 item 6 against the real server: a demo agency without a subscription opens /provider/suggestions
 * (a category it shows work in, its missing profile steps, the campaigns running now) and the dashboard's
 * return on spend (six Istanbul months, named in the reader's language). Turkish at desktop width, English on
 * a 390 px phone; each page is also photographed at the other width.
 */
const CASES = [
  {
    locale: 'tr',
    cookie: 'tr-TR',
    viewport: { width: 1280, height: 900 },
    other: { width: 390, height: 844 },
    title: 'Size özel öneriler',
    subscribe: 'Kategori aboneliğine bak',
    campaigns: 'Şu an geçerli kampanyalar',
    roi: 'Harcamanızın getirisi',
    opportunities: 'Fırsat',
    all: 'Tüm öneriler',
    monthPattern: /Kasım 2026|Aralık 2026|Ocak 2027/,
  },
  {
    locale: 'en',
    cookie: 'en-TR',
    viewport: { width: 390, height: 844 },
    other: { width: 1280, height: 900 },
    title: 'Suggestions for you',
    subscribe: 'See category subscriptions',
    campaigns: 'Campaigns running now',
    roi: 'Return on your spend',
    opportunities: 'Opportunities',
    all: 'All suggestions',
    monthPattern: /November 2026|December 2026|January 2027/,
  },
] as const;

/** A demo agency the seed never subscribes and whose portfolio is filled: the category suggestion is there. */
function unsubscribedOwner() {
  const slug = slugify(DEMO_AGENCIES[1]!.nick);
  const owner = demoAgencyBySlug(slug);
  if (!owner || !neverSubscribed(owner)) throw new Error(`demo agency ${slug} is subscribed`);
  return owner;
}

for (const text of CASES) {
  test(`suggestions, campaigns and the return on spend (${text.locale})`, async ({
    page,
    context,
    request,
  }) => {
    const owner = unsubscribedOwner();
    await page.setViewportSize(text.viewport);
    await signIn(context, await demoOwnerToken(request, owner.email), text.cookie);

    await page.goto('/provider/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const list = page.getByTestId('suggestion-list');
    const category = list.locator('[data-kind="category_subscription"]').first();
    await expect(category).toBeVisible();
    await expect(category.getByRole('link', { name: text.subscribe })).toHaveAttribute(
      'href',
      '/premium/category-subscriptions',
    );
    await expect(page.getByRole('heading', { name: text.campaigns })).toBeVisible();
    await expect(page.getByTestId('campaign-list').locator('[data-kind="coupon"]').first()).toBeVisible();
    await page.screenshot({
      path: `e2e/artifacts/suggestions-${text.locale}-${text.viewport.width}.png`,
      fullPage: true,
    });
    await page.setViewportSize(text.other);
    await page.screenshot({
      path: `e2e/artifacts/suggestions-${text.locale}-${text.other.width}.png`,
      fullPage: true,
    });
    await page.setViewportSize(text.viewport);

    await page.goto('/provider/dashboard');
    const roi = page.getByTestId('roi');
    await expect(roi.getByRole('heading', { name: text.roi })).toBeVisible();
    await expect(roi.getByRole('columnheader', { name: text.opportunities })).toBeVisible();
    // Six months, the current Istanbul month last, named in the reader's language.
    await expect(roi.locator('tbody tr')).toHaveCount(6);
    await expect(roi.locator('tbody tr').last().getByRole('rowheader')).toHaveText(text.monthPattern);
    const suggestions = page.getByTestId('dashboard-suggestions');
    // The most effective few, without the profile tasks: the profile card above lists those (once).
    const top = suggestions.getByTestId('suggestion-list');
    await expect(top.locator('[data-kind="category_subscription"]').first()).toBeVisible();
    await expect(top.locator('[data-kind="profile_task"]')).toHaveCount(0);
    expect(await top.locator('[data-kind]').count()).toBeLessThanOrEqual(3);
    await suggestions.getByRole('link', { name: text.all }).click();
    await expect(page).toHaveURL(/\/provider\/suggestions$/);
    await page.goto('/provider/dashboard');
    await roi.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `e2e/artifacts/dashboard-${text.locale}-${text.viewport.width}.png`,
      fullPage: true,
    });
    await page.setViewportSize(text.other);
    await page.screenshot({
      path: `e2e/artifacts/dashboard-${text.locale}-${text.other.width}.png`,
      fullPage: true,
    });
  });
}

import { PROFILE_LEVEL_BONUS_KURUS, PROFILE_LEVEL_TASKS, profileLevelOf } from '@brifa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { agencyAccount } from '../../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { balanceOf } from '../../ledger/wallet/wallet.repo.ts';
import { walletAccounts, walletEntries } from '../../ledger/wallet/wallet.table.ts';
import { providerReferences } from '../references/references.table.ts';
import { refreshProfileLevel } from './profile-level.ts';

let t: TTestApp;
const db = () => t.database.db;
const deps = () => ({ db: db(), clock: t.clock });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A registered agency; fills sections straight in the tables (the settings screens are tested on their own). */
async function agency() {
  const account = await agencyAccount(t.app, db());
  return account;
}

async function fill(providerId: number, values: Partial<typeof providers.$inferInsert>) {
  await db().update(providers).set(values).where(eq(providers.id, providerId));
}

async function addReferences(providerId: number, count: number) {
  await db()
    .insert(providerReferences)
    .values(
      Array.from({ length: count }, (_, i) => ({ providerId, logoSrc: `/api/v1/files/public/r${i}.webp` })),
    );
}

describe('profile level', () => {
  it('adds up to 100 when every task is done', () => {
    expect(PROFILE_LEVEL_TASKS.reduce((sum, task) => sum + task.points, 0)).toBe(100);
    expect(
      profileLevelOf({
        hasLogo: true,
        hasBanner: true,
        shortDescriptionLength: 80,
        descriptionLength: 300,
        hasBasicDetails: true,
        services: 3,
        portfolioWorks: 5,
        references: 3,
        visibleReviews: 1,
        socialLinks: 2,
        hasPresentation: true,
      }),
    ).toBe(100);
  });

  it('counts each filled section, stores the level and lists the agency only above 80 with the credit once', async () => {
    const { providerId, token } = await agency();
    // A new agency has its registration details (website, team size, founded year) and nothing else.
    const start = await refreshProfileLevel(deps(), providerId);
    expect(start).toBe(5);

    await fill(providerId, {
      logoSrc: '/api/v1/files/public/logo.webp',
      bannerSrc: '/api/v1/files/public/banner.webp',
      shortDescription: 'Kısa tanıtım.',
      description: 'x'.repeat(139),
    });
    expect(await refreshProfileLevel(deps(), providerId)).toBe(5 + 10 + 5 + 10);
    await fill(providerId, {
      description: 'x'.repeat(140),
      socialLinks: { linkedin: 'https://linkedin.com/company/a' },
    });
    expect(await refreshProfileLevel(deps(), providerId)).toBe(40);
    await fill(providerId, {
      socialLinks: { linkedin: 'https://linkedin.com/company/a', instagram: 'https://instagram.com/a' },
      presentationKey: 'private/presentations/a.pdf',
    });
    await addReferences(providerId, 3);
    // 40 + social 5 + presentation 5 + references 10 = 60; services (15) and portfolio (20) are still missing.
    expect(await refreshProfileLevel(deps(), providerId)).toBe(60);

    const page = await t.app.inject({ method: 'GET', url: '/api/v1/Page/dashboard', headers: bearer(token) });
    expect(page.statusCode).toBe(200);
    const data = page.json().Data;
    expect(data.ProfileLevel).toBe(60);
    expect(data.IsListed).toBe(false);
    expect(
      data.Tasks.filter((task: { Done: boolean }) => !task.Done).map((task: { Key: string }) => task.Key),
    ).toEqual(['services', 'portfolio', 'reviews']);
    expect(data.Bonus).toEqual({ AmountTl: PROFILE_LEVEL_BONUS_KURUS / 100, GrantedAt: null });
    expect(await balanceOf(db(), providerId)).toBe(0);
  });

  it('grants the one-time credit exactly once when the level passes 80, not at 80, and keeps it when the level drops', async () => {
    const { makeAgency } = await import('../../../../test/agencies.ts');
    const { providerId } = await makeAgency(db(), t.clock.now(), {
      walletKurus: 0,
      services: 3,
      portfolio: 5,
    });
    // makeAgency: short + long description, 3 services, 5 works = 55; + logo 10 + social 5 + references 10 = 80.
    await fill(providerId, {
      logoSrc: '/api/v1/files/public/logo.webp',
      socialLinks: { linkedin: 'https://linkedin.com/company/a', behance: 'https://behance.net/a' },
    });
    await addReferences(providerId, 3);
    expect(await refreshProfileLevel(deps(), providerId)).toBe(80);
    expect(await balanceOf(db(), providerId)).toBe(0);

    await fill(providerId, { bannerSrc: '/api/v1/files/public/banner.webp' });
    const levels = await Promise.all(
      Array.from({ length: 5 }, () => refreshProfileLevel(deps(), providerId)),
    );
    expect(levels).toEqual([85, 85, 85, 85, 85]);
    expect(await balanceOf(db(), providerId)).toBe(PROFILE_LEVEL_BONUS_KURUS);
    const [account] = await db()
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.providerId, providerId));
    const credits = await db().select().from(walletEntries).where(eq(walletEntries.accountId, account!.id));
    expect(credits.map((entry) => [entry.reason, entry.amountKurus])).toEqual([
      ['profile_bonus', PROFILE_LEVEL_BONUS_KURUS],
    ]);
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row!.profileLevel).toBe(85);
    expect(row!.profileCreditGrantedAt).not.toBeNull();

    await fill(providerId, { bannerSrc: null, logoSrc: null });
    expect(await refreshProfileLevel(deps(), providerId)).toBe(70);
    await fill(providerId, {
      logoSrc: '/api/v1/files/public/logo.webp',
      bannerSrc: '/api/v1/files/public/banner.webp',
    });
    expect(await refreshProfileLevel(deps(), providerId)).toBe(85);
    expect(await balanceOf(db(), providerId)).toBe(PROFILE_LEVEL_BONUS_KURUS);
  });

  it('answers the dashboard to agencies only', async () => {
    const { signUp } = await import('../../../../test/accounts.ts');
    const client = await signUp(t.app, db());
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Page/dashboard',
      headers: bearer(client.token),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/Page/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

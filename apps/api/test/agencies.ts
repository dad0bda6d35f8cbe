import { randomBytes } from 'node:crypto';
import { AGENCY_CONTRACT_VERSION, WORK_REGIONS } from '@brifa/contracts';
import {
  providerExpertises,
  providerMatchSettings,
  providerOpportunityPreferences,
  providerSectors,
  providerTechnologies,
} from '../src/modules/agencies/match-settings/match-settings.table.ts';
import { portfolioItems } from '../src/modules/agencies/portfolio/portfolio.table.ts';
import { providerServices } from '../src/modules/agencies/profile/services.table.ts';
import { refreshMatchProfiles } from '../src/modules/briefs/matching/match-profiles.ts';
import { providerMembers, providers } from '../src/modules/identity/accounts/providers.table.ts';
import { users } from '../src/modules/identity/users/users.table.ts';
import { providerDebts, subscriptions } from '../src/modules/ledger/subscriptions/subscriptions.table.ts';
import { grantGift } from '../src/modules/ledger/wallet/wallet.repo.ts';
import type { TDb } from '../src/platform/db.ts';

export type TAgencyOptions = {
  name?: string;
  categoryId?: number;
  /** Services in the category (3 needed). */
  services?: number;
  serviceText?: string;
  cityId?: number;
  portfolio?: number;
  approved?: boolean;
  contractApproved?: boolean;
  settings?: Partial<typeof providerMatchSettings.$inferInsert>;
  preferences?: Partial<typeof providerOpportunityPreferences.$inferInsert>;
  technologyIds?: number[];
  expertiseIds?: number[];
  sectorIds?: number[];
  walletKurus?: number;
  subscribed?: boolean;
  overdueDebt?: boolean;
};

/**
 * An agency that passes every rule of the matching engine unless an option says otherwise, written
 * straight to the tables (the settings screens come with later issues), with its matching index row.
 */
export async function makeAgency(db: TDb, now: Date, options: TAgencyOptions = {}) {
  const tag = randomBytes(4).toString('hex');
  const categoryId = options.categoryId ?? 3;
  const [user] = await db
    .insert(users)
    .values({
      userType: 'provider',
      name: 'Ajans',
      surname: tag,
      email: `owner.${tag}@agency-${tag}.com.tr`,
      cellPhone: `+90539${String(Number.parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`,
      isPhoneVerified: true,
    })
    .returning();
  const [provider] = await db
    .insert(providers)
    .values({
      ownerUserId: user!.id,
      slug: `ajans-${tag}`,
      companyNickName: options.name ?? `Ajans ${tag}`,
      legalType: 'legal_entity',
      legalSuffix: 'LTD',
      companyTitle: `Ajans ${tag} Ltd. Şti.`,
      countryId: 1,
      cityId: options.cityId ?? 34,
      shortDescription: 'Mobil uygulama ve web ürünleri geliştiren ekip.',
      description: 'Yıllardır markalar için ürün geliştiriyoruz. '.repeat(5),
      isApproved: options.approved ?? true,
      isInformationApproved: true,
      isApprovedContract: options.contractApproved ?? true,
      contractVersion: (options.contractApproved ?? true) ? AGENCY_CONTRACT_VERSION : null,
    })
    .returning();
  const providerId = provider!.id;
  await db.insert(providerMembers).values({ providerId, userId: user!.id, role: 'owner' });
  const serviceCount = options.services ?? 3;
  if (serviceCount > 0) {
    await db.insert(providerServices).values(
      Array.from({ length: serviceCount }, (_, i) => ({
        providerId,
        categoryId,
        name: `${options.serviceText ?? 'Uygulama geliştirme'} ${i + 1}`,
        level: 'advanced' as const,
        description: options.serviceText ?? 'Uygulama geliştirme hizmeti.',
      })),
    );
  }
  const works = options.portfolio ?? 5;
  if (works > 0) {
    await db.insert(portfolioItems).values(
      Array.from({ length: works }, (_, i) => ({
        providerId,
        title: `İş ${i + 1}`,
        companyName: 'Müşteri',
        categoryId,
        detail: options.serviceText ?? '',
      })),
    );
  }
  await db.insert(providerMatchSettings).values({
    providerId,
    workRegions: [...WORK_REGIONS],
    cityPreference: 'all',
    ...options.settings,
  });
  if (options.preferences) {
    await db.insert(providerOpportunityPreferences).values({ providerId, ...options.preferences });
  }
  for (const technologyId of options.technologyIds ?? []) {
    await db.insert(providerTechnologies).values({ providerId, technologyId });
  }
  for (const expertiseId of options.expertiseIds ?? []) {
    await db.insert(providerExpertises).values({ providerId, expertiseId });
  }
  for (const sectorId of options.sectorIds ?? []) {
    await db.insert(providerSectors).values({ providerId, sectorId });
  }
  const wallet = options.walletKurus ?? (options.subscribed ? 0 : 1000_00);
  if (wallet > 0) {
    await grantGift(db, {
      providerId,
      amountKurus: wallet,
      idempotencyKey: `test-gift-${tag}`,
      description: 'test',
      now,
    });
  }
  if (options.subscribed) {
    await db.insert(subscriptions).values({
      providerId,
      kind: 'category',
      categoryIds: [categoryId],
      scope: 'all_turkey',
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + 90 * 86_400_000),
    });
  }
  if (options.overdueDebt) {
    await db.insert(providerDebts).values({
      providerId,
      kind: 'commission',
      amountKurus: 5000_00,
      dueAt: new Date(now.getTime() - 86_400_000),
    });
  }
  await refreshMatchProfiles(db, now, [providerId]);
  return { providerId, userId: user!.id, email: user!.email };
}

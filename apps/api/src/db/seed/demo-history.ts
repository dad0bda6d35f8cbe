import { eq } from 'drizzle-orm';
import { matchedProviders } from '../../modules/briefs/matching/matching.table.ts';
import { offers } from '../../modules/briefs/offers/offers.table.ts';
import { quotes } from '../../modules/briefs/opportunities/opportunities.table.ts';
import { storeAgencyRating } from '../../modules/identity/accounts/providers.repo.ts';
import { agencyRatingOf } from '../../modules/reviews/reviews.repo.ts';
import { reviews } from '../../modules/reviews/reviews.table.ts';
import type { TDb } from '../../platform/db.ts';
import { sectors } from '../schema.ts';
import type { TDemoPlanAgency } from './demo.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';
import { createPrng } from './demo-prng.ts';

/** Seed of the generator behind the history (dates, ratings, amounts, texts): same history on every install. */
const HISTORY_SEED = 16_092_026;
/** Every ninth agency keeps a thin profile (see demo-profiles.ts) and no history, like a newcomer. */
const THIN_EVERY = 9;
/** Agencies that compete with the winner on each past project. */
const RIVALS = 2;
const DAY_MS = 86_400_000;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const OBJECTIVES = [
  'Dağınık dijital varlıklarımızı tek bir çatı altında toplamak ve ölçülebilir hale getirmek.',
  'Yeni sezon öncesinde markamızı daha geniş bir kitleye tanıtmak ve talep toplamak.',
  'Eski sistemimizin yerine hızlı, güvenli ve bakımı kolay bir çözüme geçmek.',
  'Satış ekibimize nitelikli başvuru getirecek sürdürülebilir bir kanal kurmak.',
];
const ENJOYED = [
  'Haftalık raporların netliği ve her soruya aynı gün dönüş yapılması.',
  'Ekibin işimizi gerçekten anlamaya çalışması ve önerilerini verilerle desteklemesi.',
  'Takvime sadık kalınması; sürprizsiz, planlı bir süreç oldu.',
  'Tasarım kalitesi ve ayrıntılara gösterilen özen.',
];
const TEXTS = [
  'Brifa üzerinden eşleştiğimiz ekiple teklif aşamasından teslimata kadar sorunsuz çalıştık. Kapsam baştan netleşti, ara teslimler zamanında geldi ve sonuçlar beklentimizin üzerinde oldu.',
  'Birkaç ajansın teklifini karşılaştırdıktan sonra bu ekibi seçtik ve pişman olmadık. İletişim hızlıydı, bütçe aşılmadı ve proje sonrası destek de devam ediyor.',
  'Projenin ilk haftasında yaptıkları analiz, ihtiyacımızı bizden daha iyi tanımladı. Teslim edilen iş ekibimizin günlük kullanımına kolayca girdi; yeni işlerde de birlikte çalışacağız.',
  'Süreç boyunca her adımı şeffaf biçimde paylaştılar. Küçük aksaklıklar oldu ama hızla çözüldü; ölçtüğümüz göstergelerin tamamında iyileşme gördük.',
];
const IMPROVEMENTS = [
  '',
  'Proje başında daha ayrıntılı bir iş planı paylaşılabilirdi.',
  'Sunum dosyaları biraz daha erken gelebilirdi.',
];
const QUOTE_MESSAGES = [
  'Brifinizi inceledik; benzer projelerdeki deneyimimizle kapsamı, takvimi ve ara teslimleri ekteki plandaki gibi öneriyoruz.',
  'İhtiyacınızı iki aşamada karşılamayı öneriyoruz: önce analiz ve tasarım, ardından uygulama ve ölçümleme.',
  'Ekibimiz bu kapsamı belirtilen sürede tamamlayabilir; fiyata proje sonrası bir ay destek dahildir.',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function keyOf(random: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += KEY_ALPHABET[Math.floor(random() * KEY_ALPHABET.length)];
  return out;
}

/**
 * Past projects of the demo clients, as the real flow leaves them: a brief (offer) matched with the agency
 * that won it and two rivals, each of which sent a quote; the client agreed with the winner; then the
 * client's review of the winner, published and verified because the two were matched on Brifa (the rule of
 * reviews.repo.ts's wasMatchedWith). Listed agencies get 1-3 such reviews; the stored rating is then
 * computed by the reviews module's own query.
 */
export async function seedDemoHistory(
  tx: TDb,
  agencies: readonly TDemoPlanAgency[],
  userIds: ReadonlyMap<string, number>,
  clientEmails: readonly string[],
  providerIds: ReadonlyMap<string, number>,
  now: Date,
) {
  const random = createPrng(HISTORY_SEED);
  const sectorRows = await tx.select({ id: sectors.id }).from(sectors);
  const ownerOf = (agency: TDemoPlanAgency) => userIds.get(agency.ownerEmail)!;
  const reviewed = new Set<number>();

  for (const [index, agency] of agencies.entries()) {
    if (index % THIN_EVERY === THIN_EVERY - 1) continue;
    const providerId = providerIds.get(agency.provider.slug)!;
    const count = 1 + (index % 3);
    for (let j = 0; j < count; j++) {
      const clientIndex = (index * 5 + j * 7) % DEMO_CLIENTS.length;
      const client = DEMO_CLIENTS[clientIndex]!;
      const clientEmail = clientEmails[clientIndex]!;
      const service = agency.services[(index + j) % agency.services.length]!;
      const priceKurus = service.priceKurus ?? 5_000_000;
      const rivals = agencies
        .map((other, k) => ({ other, k }))
        .filter(
          ({ other, k }) =>
            other !== agency &&
            k % THIN_EVERY !== THIN_EVERY - 1 &&
            other.services.some((s) => s.categoryId === service.categoryId),
        )
        .slice((index + j) % 3, ((index + j) % 3) + RIVALS)
        .map(({ other }) => other);
      const createdAt = new Date(now.getTime() - (60 + Math.floor(random() * 300)) * DAY_MS);
      const decidedAt = new Date(createdAt.getTime() + 3 * DAY_MS);
      const [offer] = await tx
        .insert(offers)
        .values({
          key: keyOf(random, 16),
          userId: userIds.get(clientEmail)!,
          categoryId: service.categoryId,
          answers: {},
          budgetTry: Math.round(priceKurus / 100),
          companyName: client.company,
          sectorId: sectorRows[(clientIndex * 3) % sectorRows.length]!.id,
          companySize: 'sme',
          employeeCount: '11-50',
          cityId: agency.provider.cityId,
          isDecisionMaker: true,
          description: `${client.company} için ${service.name.toLocaleLowerCase('tr')} ihtiyacı. ${pick(random, OBJECTIVES)} Hedef kitlemiz, mevcut durumumuz ve beklentilerimiz ekte; bütçe ve takvim konusunda esneğiz, ölçülebilir sonuçlar ve düzenli raporlama bekliyoruz.`,
          contactPreference: 'platform',
          availableTime: 'anytime',
          briefScore: 70 + Math.floor(random() * 30),
          state: 'agreed',
          createdAt,
          windowEndsAt: new Date(createdAt.getTime() + DAY_MS),
          closedAt: decidedAt,
        })
        .returning({ id: offers.id });
      const bidders = [agency, ...rivals];
      const matches = await tx
        .insert(matchedProviders)
        .values(
          bidders.map((bidder, k) => ({
            offerId: offer!.id,
            providerId: providerIds.get(bidder.provider.slug)!,
            source: 'engine',
            status: 'responded' as const,
            score: Number((0.9 - k * 0.08).toFixed(2)),
            reasons: [],
            createdAt,
            respondBy: new Date(createdAt.getTime() + DAY_MS),
            respondedAt: new Date(createdAt.getTime() + (2 + k * 3) * 3_600_000),
            accessAt: new Date(createdAt.getTime() + (1 + k) * 3_600_000),
            accessSource: 'pool' as const,
            providerViewedAt: new Date(createdAt.getTime() + (1 + k) * 3_600_000),
            clientSeenAt: new Date(createdAt.getTime() + DAY_MS),
            clientMark: k === 0 ? ('contacted' as const) : null,
          })),
        )
        .returning({ id: matchedProviders.id, providerId: matchedProviders.providerId });
      await tx.insert(quotes).values(
        matches.map((match, k) => {
          const sentAt = new Date(createdAt.getTime() + (2 + k * 3) * 3_600_000);
          const spread = 0.85 + random() * 0.4;
          return {
            matchedProviderId: match.id,
            userId: ownerOf(bidders[k]!),
            amountKurus: Math.round((priceKurus * spread) / 50_000) * 50_000,
            durationDays: 20 + Math.floor(random() * 8) * 5,
            message: pick(random, QUOTE_MESSAGES),
            sentAt,
            updatedAt: sentAt,
          };
        }),
      );
      await tx.update(offers).set({ agreedMatchId: matches[0]!.id }).where(eq(offers.id, offer!.id));
      const reviewedAt = new Date(decidedAt.getTime() + (30 + Math.floor(random() * 20)) * DAY_MS);
      const rating = random() < 0.7 ? 5 : 4;
      const star = () => Math.max(3, rating - (random() < 0.3 ? 1 : 0));
      await tx.insert(reviews).values({
        key: keyOf(random, 16),
        providerId,
        status: 'visible',
        rating,
        ratingBudget: star(),
        ratingQuality: star(),
        ratingSchedule: star(),
        ratingCollaboration: star(),
        ratingPricePerformance: star(),
        ratingCommunication: star(),
        // By position, so that the reviews on one profile never read the same.
        objective: OBJECTIVES[(index + j) % OBJECTIVES.length]!,
        enjoyedMost: ENJOYED[(index + 3 * j) % ENJOYED.length]!,
        text: TEXTS[(index + j) % TEXTS.length]!,
        improvements: IMPROVEMENTS[(index + j) % IMPROVEMENTS.length]!,
        recommends: true,
        reviewerCompany: client.company,
        reviewerName: `${client.name} ${client.surname}`,
        reviewerTitle: client.jobTitle,
        reviewerEmail: clientEmail,
        reviewerSectorId: sectorRows[(clientIndex * 3) % sectorRows.length]!.id,
        reviewerCompanySize: 'sme',
        serviceProvided: service.name,
        source: 'brifa_project',
        isVerified: true,
        verifiedBy: 'matched',
        reviewerUserId: userIds.get(clientEmail)!,
        confirmedAt: reviewedAt,
        locale: 'tr',
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      });
      reviewed.add(providerId);
    }
  }
  // The stored rating and counts, by the same query a confirmed review triggers (reviews.service.ts).
  for (const providerId of reviewed) {
    await storeAgencyRating(tx, providerId, await agencyRatingOf(tx, providerId));
  }
}

import { jobs } from '../../modules/jobs/jobs.table.ts';
import type { TDb } from '../../platform/db.ts';
import type { TDemoPlanAgency } from './demo.ts';

const DAY_MS = 86_400_000;

/**
 * Job posts in the demo (issue 21): four live posts from demo agencies, so /external-job has something to show
 * after `npm start`, and one the first agency wrote but has not paid for yet (its "my posts" page offers "pay").
 * Written as the paid and approved posts would be; no payments or console items behind them.
 */
export async function seedDemoJobs(
  tx: TDb,
  agencies: readonly TDemoPlanAgency[],
  userIds: ReadonlyMap<string, number>,
  providerIds: ReadonlyMap<string, number>,
  now: Date,
) {
  const posts = [
    {
      agency: 0,
      position: 'Kıdemli React Geliştirici',
      description:
        'Kurumsal web uygulamaları geliştiren ekibimize React ve TypeScript ile kullanıcı arayüzleri tasarlayıp geliştirecek, test yazmayı seven bir takım arkadaşı arıyoruz.',
      conditions: 'Tam zamanlı · haftada iki gün ofis (hibrit) · özel sağlık sigortası',
      city: 'İstanbul',
      district: 'Kadıköy',
      days: 30,
      ago: 2,
    },
    {
      agency: 1,
      position: 'Backend Geliştirici (Node.js)',
      description:
        'API ve sistem entegrasyonu projelerimizde Node.js, PostgreSQL ve mesaj kuyruklarıyla çalışacak; ödeme ve lojistik entegrasyonlarında deneyimli bir geliştirici arıyoruz.',
      conditions: 'Tam zamanlı · uzaktan çalışma mümkün',
      city: 'İstanbul',
      district: 'Şişli',
      days: 60,
      ago: 5,
    },
    {
      agency: 2,
      position: 'Sosyal Medya Uzmanı',
      description:
        'Markalarımızın sosyal medya hesaplarını yönetecek, içerik takvimi hazırlayıp performans raporlayacak, yaratıcı ve analitik düşünebilen bir uzman arıyoruz.',
      conditions: 'Tam zamanlı · ofisten çalışma',
      city: 'İstanbul',
      district: 'Beşiktaş',
      days: 15,
      ago: 1,
    },
    {
      agency: 3,
      position: 'UI/UX Tasarımcı (Stajyer)',
      description:
        'Mobil ve web ürünlerinin kullanıcı deneyimi çalışmalarında ekibimize destek olacak, Figma kullanabilen, öğrenmeye hevesli bir stajyer tasarımcı arıyoruz.',
      conditions: 'Yarı zamanlı staj · 6 ay',
      city: 'İstanbul',
      district: 'Beyoğlu',
      days: 30,
      ago: 8,
    },
  ];
  const rows: (typeof jobs.$inferInsert)[] = posts.flatMap((post) => {
    const agency = agencies[post.agency];
    if (!agency) return [];
    const publishedAt = new Date(now.getTime() - post.ago * DAY_MS);
    return [
      {
        posterUserId: userIds.get(agency.ownerEmail)!,
        providerId: providerIds.get(agency.provider.slug)!,
        state: 'live' as const,
        position: post.position,
        description: post.description,
        conditions: post.conditions,
        company: agency.provider.companyNickName,
        city: post.city,
        district: post.district,
        address: '',
        email: agency.ownerEmail,
        phone: '+905321112233',
        invoiceType: 'corporate' as const,
        planDays: post.days,
        partnerAddOn: post.agency === 1,
        views: 12 + post.ago * 7,
        createdAt: publishedAt,
        paidAt: publishedAt,
        publishedAt,
        decidedAt: publishedAt,
        expiresAt: new Date(publishedAt.getTime() + post.days * DAY_MS),
      },
    ];
  });
  const first = agencies[0];
  if (first)
    rows.push({
      posterUserId: userIds.get(first.ownerEmail)!,
      providerId: providerIds.get(first.provider.slug)!,
      state: 'awaiting_payment',
      position: 'Proje Yöneticisi',
      description:
        'Yazılım projelerinin planlamasını, müşteri iletişimini ve ekip koordinasyonunu üstlenecek, çevik yöntemlerle çalışmış bir proje yöneticisi arıyoruz.',
      conditions: 'Tam zamanlı',
      company: first.provider.companyNickName,
      city: 'İstanbul',
      district: 'Kadıköy',
      address: '',
      email: first.ownerEmail,
      phone: '+905321112233',
      invoiceType: 'corporate',
      planDays: 30,
      partnerAddOn: false,
      createdAt: now,
    });
  if (rows.length > 0) await tx.insert(jobs).values(rows);
}

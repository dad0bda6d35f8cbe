import { localizedWithRules } from '@brifa/contracts';
import type { TLocalized, TMarketingPage } from './content-types.ts';

/**
 * The rules in this copy are `{params}` ("{maxAgencies} ajans"), filled in from contracts rules.ts; the
 * marketplace's figures (`{agencies}`, `{brands}`, `{categories}`) are counted by the API when the page renders.
 */
export const about: TLocalized<TMarketingPage> = localizedWithRules({
  tr: {
    title: 'Hakkımızda',
    lead: 'Brifa, markaları ihtiyaçlarına uygun ajanslarla buluşturan bir eşleştirme platformudur. Doğru ajansı bulmayı hızlı, şeffaf ve karşılaştırılabilir hale getirmek için çalışıyoruz.',
    blocks: [
      {
        heading: 'Misyonumuz',
        text: 'Her ölçekten markanın, bütçesine ve hedefine uygun ajansla kısa sürede çalışmaya başlamasını sağlamak. Ajansların satış emeğini de gerçek talebe yönlendirmek.',
      },
      {
        heading: 'Çözdüğümüz sorun',
        text: 'Ajans seçimi pek çok şirkette hâlâ tavsiyelere, rastgele aramalara ve uzun e-posta trafiğine dayanıyor.',
        features: [
          {
            title: 'Yavaş',
            text: 'Aday listesi çıkarmak, ajansları tek tek aramak ve teklif toplamak haftalar alabiliyor. Bu sırada proje takvimi kayıyor.',
          },
          {
            title: 'Belirsiz',
            text: 'Hangi ajansın hangi işte gerçekten deneyimli olduğunu ve fiyatların neye göre değiştiğini dışarıdan görmek zor.',
          },
          {
            title: 'Karşılaştırması güç',
            text: 'Farklı biçimlerde gelen teklifleri, portföyleri ve referansları yan yana koymak başlı başına bir iş yükü yaratıyor.',
          },
        ],
      },
      {
        heading: 'Brifa ne yapar?',
        text: 'Ajans arayışını tek bir akışta toplar ve iki tarafın da zamanını korur.',
        features: [
          {
            title: 'Talebi netleştirir',
            text: 'Kısa bir soru akışıyla markanın ihtiyacını, ajansların teklif verebileceği açık bir brife dönüştürür.',
          },
          {
            title: 'Doğru ajansları eşleştirir',
            text: 'Talebi kategori, sektör, konum, bütçe ve ajans tercihlerine göre en fazla {maxAgencies} ajansla buluşturur.',
          },
          {
            title: 'Karşılaştırmayı kolaylaştırır',
            text: 'Teklifleri, mesajları, portföyleri ve doğrulanmış yorumları tek panelde toplar.',
          },
          {
            title: 'Ajanslara öngörülebilir talep sağlar',
            text: 'Ajanslar uzmanlıklarına uyan fırsatları alır; erişim modelini paket, kategori aboneliği veya proje başına görüntüleme arasından kendileri seçer.',
          },
        ],
      },
      {
        heading: 'Değerlerimiz',
        features: [
          {
            title: 'Şeffaflık',
            text: 'Eşleştirmenin nasıl işlediğini ve ajansların ne için ödeme yaptığını açıkça anlatırız. Markalardan ücret almayız, yeni projelerde anlaşma bedelinden komisyon kesmeyiz.',
          },
          {
            title: 'Emeğe saygı',
            text: 'Ajanslardan ücretsiz fikir çalışması istenmesine izin vermeyiz. İyi iş, adil bir teklif sürecini hak eder.',
          },
          {
            title: 'Doğruluk',
            text: 'Yorumları doğrular, telefon numaralarını onaylatır, ajansların yasal bilgilerini kontrol ederiz.',
          },
          {
            title: 'Hız',
            text: 'Markanın zamanı değerlidir. Talep oluşturulduktan sonra teklifler {offerWindowHours} saat içinde gelir.',
          },
        ],
      },
      {
        heading: 'Rakamlarla Brifa',
        stats: [
          { value: '{brands}', label: 'Ajans arayan marka' },
          { value: '{agencies}', label: 'Platformdaki onaylı ajans' },
          { value: '{categories}', label: 'Hizmet kategorisi' },
          { value: '{offerWindowHours} saat', label: 'İçinde gelen teklifler' },
        ],
      },
      {
        heading: 'Biz kimiz?',
        text: "Brifa, İstanbul Maslak'taki ekibiyle Brifa Teknoloji A.Ş. tarafından geliştirilir ve işletilir. Platform Türkçe ve İngilizce olarak kullanılabilir.",
      },
    ],
    cta: {
      heading: 'Doğru ajansla tanışmaya hazır mısınız?',
      text: "Projenizi birkaç dakikada anlatın ya da ajansınızı Brifa'da listeleyin.",
      button: 'Teklif al',
    },
  },
  en: {
    title: 'About us',
    lead: 'Brifa is a matching platform that connects brands with agencies suited to their needs. We work to make finding the right agency fast, transparent and comparable.',
    blocks: [
      {
        heading: 'Our mission',
        text: "To help brands of every size start working with an agency that fits their budget and goals, quickly. And to point agencies' sales effort at real demand.",
      },
      {
        heading: 'The problem we solve',
        text: 'In many companies, choosing an agency still relies on word of mouth, random searches and long e-mail threads.',
        features: [
          {
            title: 'Slow',
            text: 'Drawing up a shortlist, calling agencies one by one and collecting quotes can take weeks. Meanwhile, the project timeline slips.',
          },
          {
            title: 'Opaque',
            text: 'From the outside, it is hard to tell which agency is really experienced in what, and why prices vary.',
          },
          {
            title: 'Hard to compare',
            text: 'Putting quotes, portfolios and references that arrive in different formats side by side is a job in itself.',
          },
        ],
      },
      {
        heading: 'What Brifa does',
        text: 'It brings the whole agency search into one flow and saves time on both sides.',
        features: [
          {
            title: 'Clarifies the need',
            text: 'A short question flow turns what a brand needs into a clear brief that agencies can quote on.',
          },
          {
            title: 'Matches the right agencies',
            text: 'It connects each brief with up to {maxAgencies} agencies based on category, industry, location, budget and agency preferences.',
          },
          {
            title: 'Makes comparison easy',
            text: 'Offers, messages, portfolios and verified reviews are kept in one dashboard.',
          },
          {
            title: 'Gives agencies predictable demand',
            text: 'Agencies receive opportunities that fit their expertise and choose how they pay for access: a package, a category subscription or a per-project viewing fee.',
          },
        ],
      },
      {
        heading: 'Our values',
        features: [
          {
            title: 'Transparency',
            text: 'We explain how matching works and what agencies pay for. We do not charge brands, and we take no commission on deals for new projects.',
          },
          {
            title: 'Respect for the work',
            text: 'We do not allow brands to demand free creative or strategy work from agencies. Good work deserves a fair pitching process.',
          },
          {
            title: 'Accuracy',
            text: "We verify reviews, confirm phone numbers and check agencies' legal details.",
          },
          {
            title: 'Speed',
            text: "A brand's time matters. Once a brief is posted, offers arrive within {offerWindowHours} hours.",
          },
        ],
      },
      {
        heading: 'Brifa in numbers',
        stats: [
          { value: '{brands}', label: 'Brands looking for agencies' },
          { value: '{agencies}', label: 'Approved agencies on the platform' },
          { value: '{categories}', label: 'Service categories' },
          { value: '{offerWindowHours} hours', label: 'To receive offers' },
        ],
      },
      {
        heading: 'Who we are',
        text: 'Brifa is built and operated by Brifa Teknoloji A.Ş., with a team based in Maslak, İstanbul. The platform is available in Turkish and English.',
      },
    ],
    cta: {
      heading: 'Ready to meet the right agency?',
      text: 'Describe your project in a few minutes, or get your agency listed on Brifa.',
      button: 'Get offers',
    },
  },
});

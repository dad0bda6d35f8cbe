import { categoryIdOf, type TCategoryKey, type TExpertiseAnswerType } from '@brifa/contracts';
import type { TQuestionOption } from '../../modules/catalogue/catalogue.table.ts';

export type TExpertiseQuestionSeed = {
  id: number;
  categoryId: number;
  key: string;
  questionTr: string;
  questionEn: string;
  answerType: TExpertiseAnswerType;
  isRequired: boolean;
  options: TQuestionOption[];
  sortOrder: number;
};

type TOption = [key: string, nameTr: string, nameEn: string];
type TQuestion = {
  key: string;
  type: TExpertiseAnswerType;
  /** Defaults to true. */
  required?: boolean;
  tr: string;
  en: string;
  options?: TOption[];
};

const START: TQuestion = {
  key: 'start',
  type: 'single',
  tr: 'Ne zaman başlamak istiyorsunuz?',
  en: 'When would you like to start?',
  options: [
    ['asap', 'Hemen', 'Right away'],
    ['within_month', '1 ay içinde', 'Within a month'],
    ['within_quarter', '1-3 ay içinde', 'In 1-3 months'],
    ['flexible', 'Tarih esnek', 'The date is flexible'],
  ],
};

const MONTHLY_AD_BUDGET: TQuestion = {
  key: 'monthly_budget',
  type: 'single',
  tr: 'Aylık reklam bütçeniz ne kadar?',
  en: 'What is your monthly ad budget?',
  options: [
    ['under_25k', '25.000 TL’den az', 'Under ₺25,000'],
    ['from_25k_to_100k', '25.000 - 100.000 TL', '₺25,000 - ₺100,000'],
    ['from_100k_to_500k', '100.000 - 500.000 TL', '₺100,000 - ₺500,000'],
    ['over_500k', '500.000 TL’den fazla', 'Over ₺500,000'],
    ['not_sure', 'Henüz belirlemedik', 'Not decided yet'],
  ],
};

/**
 * The brief flow a client answers after choosing a category, in order. Question id = category id * 100 +
 * position; option keys are stable snake_case (answers store them). Append, never reorder or rename.
 */
const QUESTIONS: Record<TCategoryKey, TQuestion[]> = {
  software: [
    {
      key: 'software_type',
      type: 'single',
      tr: 'Nasıl bir yazılıma ihtiyacınız var?',
      en: 'What kind of software do you need?',
      options: [
        ['web_app', 'Web uygulaması', 'Web application'],
        ['enterprise', 'Kurumsal yazılım (ERP, CRM vb.)', 'Enterprise software (ERP, CRM, etc.)'],
        ['saas', 'SaaS ürünü', 'SaaS product'],
        ['integration', 'Entegrasyon veya API', 'Integration or API'],
        ['desktop', 'Masaüstü uygulaması', 'Desktop application'],
        ['not_sure', 'Henüz emin değilim', 'Not sure yet'],
      ],
    },
    {
      key: 'stage',
      type: 'single',
      tr: 'Proje hangi aşamada?',
      en: 'What stage is the project at?',
      options: [
        ['idea', 'Yalnızca fikir var', 'It is just an idea'],
        ['requirements', 'İhtiyaçlar yazılı olarak hazır', 'Requirements are written down'],
        ['designs', 'Tasarımlar hazır', 'Designs are ready'],
        ['existing', 'Mevcut bir yazılım geliştirilecek', 'Existing software needs work'],
      ],
    },
    START,
    {
      key: 'technology',
      type: 'text',
      required: false,
      tr: 'Tercih ettiğiniz ya da kullanmak zorunda olduğunuz bir teknoloji var mı?',
      en: 'Is there a technology you prefer or have to use?',
    },
  ],
  digital: [
    {
      key: 'services',
      type: 'multiple',
      tr: 'Hangi dijital hizmetlere ihtiyacınız var?',
      en: 'Which digital services do you need?',
      options: [
        ['website', 'Web sitesi', 'Website'],
        ['social', 'Sosyal medya', 'Social media'],
        ['ads', 'Dijital reklam', 'Digital advertising'],
        ['seo', 'SEO', 'SEO'],
        ['content', 'İçerik üretimi', 'Content creation'],
        ['strategy', 'Dijital strateji', 'Digital strategy'],
      ],
    },
    {
      key: 'goal',
      type: 'single',
      tr: 'Öncelikli hedefiniz nedir?',
      en: 'What is your main goal?',
      options: [
        ['awareness', 'Marka bilinirliği', 'Brand awareness'],
        ['leads', 'Potansiyel müşteri kazanmak', 'Generating leads'],
        ['sales', 'Online satışları artırmak', 'Growing online sales'],
        ['engagement', 'Topluluk ve etkileşim', 'Community and engagement'],
      ],
    },
    {
      key: 'engagement',
      type: 'single',
      tr: 'Nasıl bir çalışma düşünüyorsunuz?',
      en: 'What kind of engagement do you have in mind?',
      options: [
        ['one_off', 'Tek seferlik proje', 'A one-off project'],
        ['monthly', 'Aylık sürekli hizmet', 'An ongoing monthly service'],
        ['not_sure', 'Henüz karar vermedim', 'Not decided yet'],
      ],
    },
  ],
  mobile: [
    {
      key: 'platforms',
      type: 'single',
      tr: 'Uygulama hangi platformlarda çalışacak?',
      en: 'Which platforms should the app run on?',
      options: [
        ['ios', 'Yalnızca iOS', 'iOS only'],
        ['android', 'Yalnızca Android', 'Android only'],
        ['both', 'iOS ve Android', 'Both iOS and Android'],
        ['not_sure', 'Emin değilim', 'Not sure'],
      ],
    },
    {
      key: 'app_status',
      type: 'single',
      tr: 'Yeni bir uygulama mı, yoksa mevcut bir uygulama mı?',
      en: 'Is it a new app or an existing one?',
      options: [
        ['new', 'Sıfırdan yeni bir uygulama', 'A brand-new app'],
        ['new_features', 'Mevcut uygulamaya yeni özellikler', 'New features for an existing app'],
        ['rebuild', 'Mevcut uygulama yeniden yazılacak', 'Rebuilding an existing app'],
        ['maintenance', 'Bakım ve destek', 'Maintenance and support'],
      ],
    },
    {
      key: 'designs',
      type: 'single',
      tr: 'Uygulamanın tasarımları hazır mı?',
      en: 'Do you have designs for the app?',
      options: [
        ['ready', 'Evet, tasarımlar hazır', 'Yes, the designs are ready'],
        ['wireframes', 'Taslak veya wireframe var', 'We have sketches or wireframes'],
        ['none', 'Hayır, tasarım da gerekiyor', 'No, we need design too'],
      ],
    },
    {
      key: 'features',
      type: 'multiple',
      required: false,
      tr: 'Uygulamada hangi özellikler olacak?',
      en: 'Which features will the app have?',
      options: [
        ['login', 'Üyelik ve giriş', 'Sign-up and login'],
        ['payments', 'Uygulama içi ödeme', 'In-app payments'],
        ['notifications', 'Anlık bildirimler', 'Push notifications'],
        ['maps', 'Harita ve konum', 'Maps and location'],
        ['messaging', 'Mesajlaşma', 'Messaging'],
        ['admin_panel', 'Yönetim paneli', 'Admin panel'],
        ['integrations', 'Başka sistemlerle entegrasyon', 'Integrations with other systems'],
      ],
    },
  ],
  production: [
    {
      key: 'video_type',
      type: 'single',
      tr: 'Nasıl bir videoya ihtiyacınız var?',
      en: 'What kind of video do you need?',
      options: [
        ['commercial', 'Reklam filmi', 'TV commercial'],
        ['corporate', 'Kurumsal tanıtım filmi', 'Corporate film'],
        ['social', 'Sosyal medya videosu', 'Social media video'],
        ['animation', 'Animasyon', 'Animation'],
        ['product', 'Ürün videosu', 'Product video'],
        ['event', 'Etkinlik çekimi', 'Event filming'],
      ],
    },
    {
      key: 'duration',
      type: 'single',
      tr: 'Video ne kadar uzun olacak?',
      en: 'How long will the video be?',
      options: [
        ['up_to_30s', '30 saniyeye kadar', 'Up to 30 seconds'],
        ['from_30s_to_2m', '30 saniye - 2 dakika', '30 seconds to 2 minutes'],
        ['from_2m_to_5m', '2 - 5 dakika', '2 to 5 minutes'],
        ['over_5m', '5 dakikadan uzun', 'Over 5 minutes'],
      ],
    },
    {
      key: 'scope',
      type: 'multiple',
      tr: 'Hangi aşamalarda destek istiyorsunuz?',
      en: 'Which stages do you need help with?',
      options: [
        ['concept', 'Konsept ve senaryo', 'Concept and script'],
        ['shooting', 'Çekim', 'Filming'],
        ['cast', 'Oyuncu ve seslendirme', 'Cast and voice-over'],
        ['post_production', 'Kurgu, renk ve ses', 'Editing, colour and sound'],
        ['distribution', 'Yayın ve dağıtım', 'Publishing and distribution'],
      ],
    },
  ],
  social: [
    {
      key: 'platforms',
      type: 'multiple',
      tr: 'Hangi platformlar yönetilecek?',
      en: 'Which platforms should be managed?',
      options: [
        ['instagram', 'Instagram', 'Instagram'],
        ['facebook', 'Facebook', 'Facebook'],
        ['tiktok', 'TikTok', 'TikTok'],
        ['linkedin', 'LinkedIn', 'LinkedIn'],
        ['x', 'X (Twitter)', 'X (Twitter)'],
        ['youtube', 'YouTube', 'YouTube'],
      ],
    },
    {
      key: 'posts_per_month',
      type: 'single',
      tr: 'Ayda kaç paylaşım planlıyorsunuz?',
      en: 'How many posts a month do you have in mind?',
      options: [
        ['up_to_8', '8’e kadar', 'Up to 8'],
        ['from_9_to_16', '9 - 16', '9 to 16'],
        ['from_17_to_30', '17 - 30', '17 to 30'],
        ['daily', 'Her gün', 'Every day'],
        ['not_sure', 'Ajans önersin', 'Let the agency suggest'],
      ],
    },
    {
      key: 'services',
      type: 'multiple',
      tr: 'Hizmete neler dahil olsun?',
      en: 'What should the service include?',
      options: [
        ['content_design', 'İçerik ve tasarım', 'Content and design'],
        ['video', 'Reels ve video', 'Reels and video'],
        ['community', 'Yorum ve mesaj yönetimi', 'Replying to comments and messages'],
        ['ads', 'Reklam yönetimi', 'Ad management'],
        ['reporting', 'Aylık raporlama', 'Monthly reporting'],
      ],
    },
    {
      key: 'accounts',
      type: 'single',
      tr: 'Sosyal medya hesaplarınız aktif mi?',
      en: 'Are your social media accounts active?',
      options: [
        ['active', 'Evet, düzenli paylaşım yapıyoruz', 'Yes, we post regularly'],
        ['inactive', 'Hesaplar var ama aktif değil', 'They exist but are inactive'],
        ['new', 'Hesaplar yeni açılacak', 'They are yet to be created'],
      ],
    },
  ],
  branding: [
    {
      key: 'need',
      type: 'single',
      tr: 'Neye ihtiyacınız var?',
      en: 'What do you need?',
      options: [
        ['new_brand', 'Sıfırdan yeni bir marka', 'A brand-new brand'],
        ['logo_only', 'Yalnızca logo', 'A logo only'],
        ['rebrand', 'Mevcut markanın yenilenmesi', 'A refresh of our existing brand'],
        ['identity', 'Mevcut logoya kurumsal kimlik', 'A corporate identity around our logo'],
      ],
    },
    {
      key: 'deliverables',
      type: 'multiple',
      tr: 'Hangi çıktıları bekliyorsunuz?',
      en: 'Which deliverables do you expect?',
      options: [
        ['logo', 'Logo', 'Logo'],
        ['stationery', 'Kartvizit ve antetli kâğıt', 'Business cards and letterhead'],
        ['guidelines', 'Marka kılavuzu', 'Brand guidelines'],
        ['naming', 'Marka ismi', 'Brand name'],
        ['packaging', 'Ambalaj', 'Packaging'],
        ['social_templates', 'Sosyal medya şablonları', 'Social media templates'],
      ],
    },
    {
      key: 'references',
      type: 'text',
      required: false,
      tr: 'Beğendiğiniz markalar ya da örnekler var mı?',
      en: 'Are there brands or examples you like?',
    },
  ],
  pr: [
    {
      key: 'goal',
      type: 'single',
      tr: 'PR çalışmasının amacı nedir?',
      en: 'What is the goal of the PR work?',
      options: [
        ['awareness', 'Bilinirlik kazanmak', 'Building awareness'],
        ['launch', 'Lansman duyurusu', 'Announcing a launch'],
        ['reputation', 'İtibar yönetimi', 'Managing our reputation'],
        ['crisis', 'Kriz iletişimi', 'Crisis communication'],
        ['investors', 'Yatırımcı ilişkileri', 'Investor relations'],
      ],
    },
    {
      key: 'outlets',
      type: 'multiple',
      tr: 'Hangi mecralarda yer almak istiyorsunuz?',
      en: 'Where would you like to be featured?',
      options: [
        ['national_press', 'Ulusal basın', 'National press'],
        ['trade_press', 'Sektörel yayınlar', 'Trade publications'],
        ['news_sites', 'Haber siteleri', 'News websites'],
        ['tv', 'TV programları', 'TV programmes'],
        ['international', 'Uluslararası basın', 'International press'],
      ],
    },
    {
      key: 'engagement',
      type: 'single',
      tr: 'Nasıl bir çalışma planlıyorsunuz?',
      en: 'What kind of engagement are you planning?',
      options: [
        ['project', 'Tek seferlik proje', 'A one-off project'],
        ['monthly', 'Aylık sürekli hizmet', 'An ongoing monthly service'],
        ['annual', 'Yıllık anlaşma', 'An annual contract'],
      ],
    },
  ],
  eCommerce: [
    {
      key: 'store_status',
      type: 'single',
      tr: 'Bir online mağazanız var mı?',
      en: 'Do you already have an online store?',
      options: [
        ['none', 'Hayır, yeni kurulacak', 'No, it needs to be built'],
        ['migrate', 'Var, başka bir altyapıya taşınacak', 'Yes, it needs to move to another platform'],
        ['improve', 'Var, geliştirilecek', 'Yes, it needs improving'],
      ],
    },
    {
      key: 'platform',
      type: 'single',
      tr: 'Hangi altyapıyı düşünüyorsunuz?',
      en: 'Which platform do you have in mind?',
      options: [
        ['shopify', 'Shopify', 'Shopify'],
        ['ikas', 'ikas', 'ikas'],
        ['ticimax', 'Ticimax', 'Ticimax'],
        ['woocommerce', 'WooCommerce', 'WooCommerce'],
        ['custom', 'Özel yazılım', 'A custom build'],
        ['not_sure', 'Ajans önersin', 'Let the agency suggest'],
      ],
    },
    {
      key: 'product_count',
      type: 'single',
      tr: 'Kaç ürün satacaksınız?',
      en: 'How many products will you sell?',
      options: [
        ['up_to_100', '100’e kadar', 'Up to 100'],
        ['from_100_to_1000', '100 - 1.000', '100 to 1,000'],
        ['from_1000_to_10000', '1.000 - 10.000', '1,000 to 10,000'],
        ['over_10000', '10.000’den fazla', 'More than 10,000'],
      ],
    },
    {
      key: 'channels',
      type: 'multiple',
      required: false,
      tr: 'Hangi kanallarda satış yapmak istiyorsunuz?',
      en: 'Which channels do you want to sell on?',
      options: [
        ['own_store', 'Kendi sitemiz', 'Our own store'],
        ['trendyol', 'Trendyol', 'Trendyol'],
        ['hepsiburada', 'Hepsiburada', 'Hepsiburada'],
        ['amazon', 'Amazon', 'Amazon'],
        ['n11', 'n11', 'n11'],
        ['abroad', 'Yurt dışı pazaryerleri', 'International marketplaces'],
      ],
    },
  ],
  media: [
    {
      key: 'channels',
      type: 'multiple',
      tr: 'Hangi mecraları düşünüyorsunuz?',
      en: 'Which media are you considering?',
      options: [
        ['tv', 'Televizyon', 'Television'],
        ['radio', 'Radyo', 'Radio'],
        ['outdoor', 'Açık hava', 'Outdoor'],
        ['digital', 'Dijital', 'Digital'],
        ['print', 'Gazete ve dergi', 'Newspapers and magazines'],
        ['cinema', 'Sinema', 'Cinema'],
      ],
    },
    {
      key: 'monthly_budget',
      type: 'single',
      tr: 'Aylık medya bütçeniz ne kadar?',
      en: 'What is your monthly media budget?',
      options: [
        ['under_100k', '100.000 TL’den az', 'Under ₺100,000'],
        ['from_100k_to_500k', '100.000 - 500.000 TL', '₺100,000 - ₺500,000'],
        ['from_500k_to_2m', '500.000 TL - 2 milyon TL', '₺500,000 - ₺2 million'],
        ['over_2m', '2 milyon TL’den fazla', 'Over ₺2 million'],
      ],
    },
    {
      key: 'coverage',
      type: 'single',
      tr: 'Kampanya nerede yayınlanacak?',
      en: 'Where will the campaign run?',
      options: [
        ['national', 'Türkiye geneli', 'Nationwide'],
        ['regional', 'Bölgesel', 'Regional'],
        ['local', 'Tek bir şehirde', 'In a single city'],
        ['international', 'Yurt dışında', 'Abroad'],
      ],
    },
  ],
  photo: [
    {
      key: 'shoot_type',
      type: 'single',
      tr: 'Ne tür bir çekim istiyorsunuz?',
      en: 'What kind of shoot do you need?',
      options: [
        ['product', 'Ürün', 'Product'],
        ['fashion', 'Moda ve katalog', 'Fashion and catalogue'],
        ['corporate', 'Kurumsal portre', 'Corporate portraits'],
        ['food', 'Yemek', 'Food'],
        ['architecture', 'Mekân ve mimari', 'Venue and architecture'],
        ['event', 'Etkinlik', 'Event'],
      ],
    },
    {
      key: 'quantity',
      type: 'single',
      tr: 'Yaklaşık kaç ürün ya da kare çekilecek?',
      en: 'Roughly how many products or shots?',
      options: [
        ['up_to_20', '20’ye kadar', 'Up to 20'],
        ['from_20_to_100', '20 - 100', '20 to 100'],
        ['over_100', '100’den fazla', 'More than 100'],
      ],
    },
    {
      key: 'location',
      type: 'single',
      tr: 'Çekim nerede yapılacak?',
      en: 'Where will the shoot take place?',
      options: [
        ['studio', 'Stüdyoda', 'In a studio'],
        ['on_site', 'Bizim mekânımızda', 'At our premises'],
        ['outdoor', 'Dış mekânda', 'Outdoors'],
        ['flexible', 'Fark etmez', 'No preference'],
      ],
    },
  ],
  ar_vr: [
    {
      key: 'experience',
      type: 'single',
      tr: 'Nasıl bir deneyim istiyorsunuz?',
      en: 'What kind of experience do you want?',
      options: [
        ['ar_filter', 'Sosyal medya AR filtresi', 'A social media AR filter'],
        ['ar_app', 'AR uygulaması', 'An AR app'],
        ['vr', 'VR deneyimi', 'A VR experience'],
        ['virtual_tour', '360° sanal tur', 'A 360° virtual tour'],
        ['virtual_store', 'Sanal mağaza', 'A virtual store'],
      ],
    },
    {
      key: 'usage',
      type: 'single',
      tr: 'Deneyim nerede kullanılacak?',
      en: 'Where will it be used?',
      options: [
        ['social', 'Sosyal medyada', 'On social media'],
        ['event', 'Etkinlik veya fuarda', 'At an event or trade fair'],
        ['store', 'Mağazada', 'In store'],
        ['web_app', 'Web sitesinde veya uygulamada', 'On the website or in an app'],
        ['training', 'Eğitimlerde', 'In training'],
      ],
    },
    {
      key: 'models',
      type: 'single',
      tr: '3B modelleriniz hazır mı?',
      en: 'Do you have 3D models?',
      options: [
        ['yes', 'Evet', 'Yes'],
        ['some', 'Bir kısmı hazır', 'Some of them'],
        ['no', 'Hayır, modelleme de gerekiyor', 'No, modelling is needed too'],
      ],
    },
  ],
  digitalMarketing: [
    {
      key: 'goal',
      type: 'single',
      tr: 'Öncelikli hedefiniz nedir?',
      en: 'What is your main goal?',
      options: [
        ['awareness', 'Marka bilinirliği', 'Brand awareness'],
        ['leads', 'Potansiyel müşteri kazanmak', 'Generating leads'],
        ['sales', 'Online satışları artırmak', 'Growing online sales'],
        ['retention', 'Müşteri sadakati', 'Customer retention'],
        ['app_installs', 'Uygulama indirmeleri', 'App installs'],
      ],
    },
    {
      key: 'channels',
      type: 'multiple',
      tr: 'Hangi kanallarda destek istiyorsunuz?',
      en: 'Which channels do you need help with?',
      options: [
        ['search_ads', 'Arama reklamları', 'Search ads'],
        ['social_ads', 'Sosyal medya reklamları', 'Social media ads'],
        ['seo', 'SEO', 'SEO'],
        ['email', 'E-posta pazarlama', 'Email marketing'],
        ['content', 'İçerik', 'Content'],
        ['analytics', 'Ölçümleme ve raporlama', 'Analytics and reporting'],
      ],
    },
    {
      key: 'current_state',
      type: 'single',
      tr: 'Şu an dijital pazarlama yapıyor musunuz?',
      en: 'Are you doing any digital marketing today?',
      options: [
        ['in_house', 'Evet, şirket içinde', 'Yes, in-house'],
        ['agency', 'Evet, başka bir ajansla', 'Yes, with another agency'],
        ['none', 'Hayır, yeni başlıyoruz', 'No, we are just starting'],
      ],
    },
  ],
  graphic: [
    {
      key: 'design_types',
      type: 'multiple',
      tr: 'Hangi tasarımlara ihtiyacınız var?',
      en: 'Which designs do you need?',
      options: [
        ['catalogue', 'Katalog ve broşür', 'Catalogues and brochures'],
        ['social', 'Sosyal medya görselleri', 'Social media visuals'],
        ['packaging', 'Ambalaj ve etiket', 'Packaging and labels'],
        ['presentation', 'Sunum', 'Presentations'],
        ['illustration', 'İllüstrasyon', 'Illustrations'],
        ['print_ads', 'Afiş ve ilan', 'Posters and print ads'],
      ],
    },
    {
      key: 'frequency',
      type: 'single',
      tr: 'Tek seferlik mi, yoksa düzenli bir iş mi?',
      en: 'Is this one-off or ongoing work?',
      options: [
        ['one_off', 'Tek seferlik', 'One-off'],
        ['monthly', 'Her ay düzenli', 'Regular, every month'],
        ['not_sure', 'Henüz bilmiyorum', 'Not sure yet'],
      ],
    },
    {
      key: 'brand_assets',
      type: 'single',
      tr: 'Kurumsal kimliğiniz (logo, renkler, yazı tipleri) hazır mı?',
      en: 'Is your corporate identity (logo, colours, fonts) in place?',
      options: [
        ['yes', 'Evet', 'Yes'],
        ['partial', 'Kısmen', 'Partly'],
        ['no', 'Hayır', 'No'],
      ],
    },
  ],
  event: [
    {
      key: 'event_type',
      type: 'single',
      tr: 'Nasıl bir etkinlik planlıyorsunuz?',
      en: 'What kind of event are you planning?',
      options: [
        ['launch', 'Lansman', 'A launch'],
        ['conference', 'Kongre veya konferans', 'A conference'],
        ['internal', 'Şirket içi etkinlik', 'An internal company event'],
        ['fair', 'Fuar standı', 'A trade fair stand'],
        ['dealer_meeting', 'Bayi toplantısı', 'A dealer meeting'],
        ['gala', 'Gala veya ödül töreni', 'A gala or awards night'],
      ],
    },
    {
      key: 'attendees',
      type: 'single',
      tr: 'Kaç katılımcı bekliyorsunuz?',
      en: 'How many attendees do you expect?',
      options: [
        ['up_to_50', '50’ye kadar', 'Up to 50'],
        ['from_50_to_200', '50 - 200', '50 to 200'],
        ['from_200_to_1000', '200 - 1.000', '200 to 1,000'],
        ['over_1000', '1.000’den fazla', 'More than 1,000'],
      ],
    },
    {
      key: 'format',
      type: 'single',
      tr: 'Etkinlik nasıl yapılacak?',
      en: 'What format will the event take?',
      options: [
        ['in_person', 'Yüz yüze', 'In person'],
        ['online', 'Online', 'Online'],
        ['hybrid', 'Hibrit', 'Hybrid'],
      ],
    },
    {
      key: 'date_and_city',
      type: 'text',
      required: false,
      tr: 'Etkinliğin tarihi ve şehri belli mi?',
      en: 'Have you set a date and city for the event?',
    },
  ],
  web: [
    {
      key: 'site_type',
      type: 'single',
      tr: 'Nasıl bir web sitesi istiyorsunuz?',
      en: 'What kind of website do you need?',
      options: [
        ['corporate', 'Kurumsal tanıtım sitesi', 'A corporate website'],
        ['landing_page', 'Kampanya sayfası', 'A landing page'],
        ['portal', 'Üyelikli portal', 'A portal with user accounts'],
        ['blog', 'Blog veya haber sitesi', 'A blog or news site'],
        ['catalogue', 'Ürün kataloğu', 'A product catalogue'],
      ],
    },
    {
      key: 'site_status',
      type: 'single',
      tr: 'Şu anda bir web siteniz var mı?',
      en: 'Do you have a website today?',
      options: [
        ['none', 'Hayır, yeni bir site olacak', 'No, this will be a new site'],
        ['redesign', 'Var, yeniden tasarlanacak', 'Yes, it needs a redesign'],
        ['improve', 'Var, geliştirilecek', 'Yes, it needs improvements'],
      ],
    },
    {
      key: 'page_count',
      type: 'single',
      tr: 'Sitede yaklaşık kaç sayfa olacak?',
      en: 'Roughly how many pages will the site have?',
      options: [
        ['up_to_5', '5’e kadar', 'Up to 5'],
        ['from_5_to_15', '5 - 15', '5 to 15'],
        ['from_15_to_50', '15 - 50', '15 to 50'],
        ['over_50', '50’den fazla', 'More than 50'],
      ],
    },
    {
      key: 'languages',
      type: 'multiple',
      required: false,
      tr: 'Site hangi dillerde olacak?',
      en: 'Which languages should the site be in?',
      options: [
        ['tr', 'Türkçe', 'Turkish'],
        ['en', 'İngilizce', 'English'],
        ['de', 'Almanca', 'German'],
        ['ar', 'Arapça', 'Arabic'],
        ['ru', 'Rusça', 'Russian'],
        ['other', 'Diğer', 'Other'],
      ],
    },
  ],
  ux: [
    {
      key: 'product_type',
      type: 'single',
      tr: 'Tasarlanacak ürün nedir?',
      en: 'What product needs designing?',
      options: [
        ['website', 'Web sitesi', 'A website'],
        ['web_app', 'Web uygulaması', 'A web app'],
        ['mobile_app', 'Mobil uygulama', 'A mobile app'],
        ['ecommerce', 'E-ticaret sitesi', 'An online store'],
        ['dashboard', 'Yönetim paneli', 'A dashboard'],
      ],
    },
    {
      key: 'scope',
      type: 'multiple',
      tr: 'Hangi konularda destek istiyorsunuz?',
      en: 'What do you need help with?',
      options: [
        ['research', 'Kullanıcı araştırması', 'User research'],
        ['wireframes', 'Bilgi mimarisi ve wireframe', 'Information architecture and wireframes'],
        ['ui_design', 'Arayüz tasarımı', 'Interface design'],
        ['prototype', 'Tıklanabilir prototip', 'A clickable prototype'],
        ['usability_test', 'Kullanılabilirlik testi', 'Usability testing'],
        ['design_system', 'Tasarım sistemi', 'A design system'],
      ],
    },
    {
      key: 'product_stage',
      type: 'single',
      tr: 'Ürün şu an ne durumda?',
      en: 'Where is the product today?',
      options: [
        ['idea', 'Fikir aşamasında', 'At the idea stage'],
        ['in_development', 'Geliştiriliyor', 'In development'],
        ['live', 'Yayında, iyileştirilecek', 'Live and in need of improvement'],
      ],
    },
  ],
  seo: [
    {
      key: 'services',
      type: 'multiple',
      tr: 'Hangi SEO çalışmalarına ihtiyacınız var?',
      en: 'Which SEO work do you need?',
      options: [
        ['audit', 'SEO analizi', 'SEO audit'],
        ['technical', 'Teknik SEO', 'Technical SEO'],
        ['content', 'İçerik SEO', 'Content SEO'],
        ['link_building', 'Bağlantı kurma', 'Link building'],
        ['local', 'Yerel SEO (Google Haritalar)', 'Local SEO (Google Maps)'],
        ['international', 'Uluslararası SEO', 'International SEO'],
      ],
    },
    {
      key: 'site_type',
      type: 'single',
      tr: 'Siteniz ne tür bir site?',
      en: 'What kind of site is it?',
      options: [
        ['corporate', 'Kurumsal site', 'A corporate site'],
        ['ecommerce', 'E-ticaret sitesi', 'An online store'],
        ['blog', 'Blog veya içerik sitesi', 'A blog or content site'],
        ['saas', 'SaaS veya uygulama sitesi', 'A SaaS or app site'],
      ],
    },
    {
      key: 'engagement',
      type: 'single',
      tr: 'Nasıl bir çalışma istiyorsunuz?',
      en: 'How would you like to work?',
      options: [
        ['one_off', 'Tek seferlik analiz ve yol haritası', 'A one-off audit and roadmap'],
        ['monthly', 'Aylık SEO hizmeti', 'A monthly SEO service'],
        ['not_sure', 'Ajans önersin', 'Let the agency suggest'],
      ],
    },
    {
      key: 'website',
      type: 'text',
      required: false,
      tr: 'Web sitenizin adresi nedir?',
      en: 'What is your website address?',
    },
  ],
  digitalAdvertisement: [
    {
      key: 'platforms',
      type: 'multiple',
      tr: 'Hangi platformlarda reklam vermek istiyorsunuz?',
      en: 'Where do you want to advertise?',
      options: [
        ['google_search', 'Google arama', 'Google Search'],
        ['youtube', 'YouTube', 'YouTube'],
        ['meta', 'Instagram ve Facebook', 'Instagram and Facebook'],
        ['tiktok', 'TikTok', 'TikTok'],
        ['linkedin', 'LinkedIn', 'LinkedIn'],
        ['display', 'Görüntülü reklam ağı', 'Display network'],
        ['not_sure', 'Ajans önersin', 'Let the agency suggest'],
      ],
    },
    {
      key: 'goal',
      type: 'single',
      tr: 'Reklamlardan ne bekliyorsunuz?',
      en: 'What do you expect from the ads?',
      options: [
        ['sales', 'Satış', 'Sales'],
        ['leads', 'Form ve telefon talepleri', 'Leads and calls'],
        ['traffic', 'Site trafiği', 'Website traffic'],
        ['awareness', 'Bilinirlik', 'Awareness'],
        ['app_installs', 'Uygulama indirmeleri', 'App installs'],
      ],
    },
    MONTHLY_AD_BUDGET,
  ],
  influencer: [
    {
      key: 'platforms',
      type: 'multiple',
      tr: 'Hangi platformlarda çalışmak istiyorsunuz?',
      en: 'Which platforms do you want to work on?',
      options: [
        ['instagram', 'Instagram', 'Instagram'],
        ['tiktok', 'TikTok', 'TikTok'],
        ['youtube', 'YouTube', 'YouTube'],
        ['x', 'X (Twitter)', 'X (Twitter)'],
        ['linkedin', 'LinkedIn', 'LinkedIn'],
      ],
    },
    {
      key: 'influencer_size',
      type: 'multiple',
      tr: 'Hangi ölçekte influencer’lar arıyorsunuz?',
      en: 'What size of influencers are you looking for?',
      options: [
        ['nano', 'Nano (1-10 bin takipçi)', 'Nano (1k-10k followers)'],
        ['micro', 'Mikro (10-100 bin takipçi)', 'Micro (10k-100k followers)'],
        ['macro', 'Makro (100 bin-1 milyon takipçi)', 'Macro (100k-1M followers)'],
        ['mega', 'Mega (1 milyondan fazla takipçi)', 'Mega (over 1M followers)'],
        ['not_sure', 'Ajans önersin', 'Let the agency suggest'],
      ],
    },
    {
      key: 'goal',
      type: 'single',
      tr: 'Kampanyanın amacı nedir?',
      en: 'What is the campaign for?',
      options: [
        ['awareness', 'Bilinirlik', 'Awareness'],
        ['launch', 'Ürün lansmanı', 'A product launch'],
        ['sales', 'Satış', 'Sales'],
        ['ugc', 'İçerik üretimi (UGC)', 'Content creation (UGC)'],
      ],
    },
  ],
  tamHizmet: [
    {
      key: 'services',
      type: 'multiple',
      tr: 'Hangi hizmetleri ajansa devretmek istiyorsunuz?',
      en: 'Which services would you hand over to the agency?',
      options: [
        ['strategy', 'Strateji', 'Strategy'],
        ['creative', 'Yaratıcı ve tasarım', 'Creative and design'],
        ['media', 'Medya planlama', 'Media planning'],
        ['digital', 'Dijital ve sosyal medya', 'Digital and social media'],
        ['production', 'Prodüksiyon', 'Production'],
        ['pr', 'Halkla ilişkiler', 'Public relations'],
      ],
    },
    {
      key: 'engagement',
      type: 'single',
      tr: 'Nasıl bir iş birliği düşünüyorsunuz?',
      en: 'What kind of partnership do you have in mind?',
      options: [
        ['retainer', 'Yıllık ajans anlaşması', 'An annual retainer'],
        ['campaign', 'Tek bir kampanya', 'A single campaign'],
        ['pitch', 'Ajanslar arası yarışma (pitch)', 'A pitch between agencies'],
      ],
    },
    {
      key: 'current_agency',
      type: 'single',
      tr: 'Şu an çalıştığınız bir ajans var mı?',
      en: 'Do you work with an agency today?',
      options: [
        ['none', 'Hayır', 'No'],
        ['replace', 'Var, değiştirmek istiyoruz', 'Yes, and we want to replace them'],
        ['additional', 'Var, ek bir ajans arıyoruz', 'Yes, we need an additional agency'],
      ],
    },
  ],
  performance: [
    {
      key: 'goal',
      type: 'single',
      tr: 'Hangi sonucu artırmak istiyorsunuz?',
      en: 'Which result do you want to grow?',
      options: [
        ['online_sales', 'Online satış', 'Online sales'],
        ['leads', 'Potansiyel müşteri', 'Leads'],
        ['app_installs', 'Uygulama indirme', 'App installs'],
        ['store_visits', 'Mağaza ziyareti', 'Store visits'],
      ],
    },
    {
      key: 'channels',
      type: 'multiple',
      tr: 'Hangi kanallar kullanılsın?',
      en: 'Which channels should be used?',
      options: [
        ['google_ads', 'Google Ads', 'Google Ads'],
        ['meta_ads', 'Meta reklamları', 'Meta ads'],
        ['tiktok_ads', 'TikTok reklamları', 'TikTok ads'],
        ['retargeting', 'Yeniden hedefleme (Criteo vb.)', 'Retargeting (Criteo, etc.)'],
        ['marketplace_ads', 'Pazaryeri reklamları', 'Marketplace ads'],
      ],
    },
    {
      key: 'tracking',
      type: 'single',
      tr: 'Dönüşüm takibiniz kurulu mu?',
      en: 'Is conversion tracking set up?',
      options: [
        ['yes', 'Evet, GA4 ve pikseller kurulu', 'Yes, GA4 and pixels are in place'],
        ['partial', 'Kısmen', 'Partly'],
        ['no', 'Hayır', 'No'],
        ['not_sure', 'Bilmiyorum', 'I don’t know'],
      ],
    },
    MONTHLY_AD_BUDGET,
  ],
  content: [
    {
      key: 'content_types',
      type: 'multiple',
      tr: 'Hangi içeriklere ihtiyacınız var?',
      en: 'Which content do you need?',
      options: [
        ['blog', 'Blog yazıları', 'Blog posts'],
        ['web_copy', 'Web sitesi metinleri', 'Website copy'],
        ['social', 'Sosyal medya içerikleri', 'Social media posts'],
        ['video_script', 'Video senaryoları', 'Video scripts'],
        ['newsletter', 'E-bülten', 'Newsletters'],
        ['product_descriptions', 'Ürün açıklamaları', 'Product descriptions'],
      ],
    },
    {
      key: 'volume',
      type: 'single',
      tr: 'Ayda ne kadar içerik gerekiyor?',
      en: 'How much content do you need a month?',
      options: [
        ['one_off', 'Tek seferlik', 'A one-off job'],
        ['up_to_4', '4 içeriğe kadar', 'Up to 4 pieces'],
        ['from_5_to_10', '5 - 10 içerik', '5 to 10 pieces'],
        ['from_11_to_30', '11 - 30 içerik', '11 to 30 pieces'],
        ['over_30', '30’dan fazla', 'More than 30'],
      ],
    },
    {
      key: 'languages',
      type: 'multiple',
      tr: 'İçerikler hangi dillerde olacak?',
      en: 'Which languages should the content be in?',
      options: [
        ['tr', 'Türkçe', 'Turkish'],
        ['en', 'İngilizce', 'English'],
        ['de', 'Almanca', 'German'],
        ['ar', 'Arapça', 'Arabic'],
        ['other', 'Diğer', 'Other'],
      ],
    },
  ],
  brandConsultant: [
    {
      key: 'need',
      type: 'single',
      tr: 'Markanızın şu anki en büyük ihtiyacı nedir?',
      en: 'What does your brand need most right now?',
      options: [
        ['positioning', 'Net bir konumlandırma', 'Clear positioning'],
        ['new_market', 'Yeni bir pazara girmek', 'Entering a new market'],
        ['growth', 'Büyüme stratejisi', 'A growth strategy'],
        ['customer_insight', 'Müşterilerimizi daha iyi tanımak', 'Understanding our customers better'],
        ['portfolio', 'Marka portföyünü düzenlemek', 'Organising our brand portfolio'],
      ],
    },
    {
      key: 'company_stage',
      type: 'single',
      tr: 'Şirketiniz hangi aşamada?',
      en: 'What stage is your company at?',
      options: [
        ['startup', 'Girişim', 'Startup'],
        ['growing', 'Büyüyen şirket', 'Growing company'],
        ['established', 'Köklü şirket', 'Established company'],
        ['group', 'Holding veya şirketler grubu', 'Holding or group of companies'],
      ],
    },
    {
      key: 'deliverables',
      type: 'multiple',
      required: false,
      tr: 'Çalışmanın sonunda neler olsun?',
      en: 'What should the work deliver?',
      options: [
        ['strategy_document', 'Strateji dokümanı', 'A strategy document'],
        ['research_report', 'Araştırma raporu', 'A research report'],
        ['workshops', 'Atölye çalışmaları', 'Workshops'],
        ['ongoing', 'Sürekli danışmanlık', 'Ongoing advice'],
      ],
    },
  ],
  specialSoftware: [
    {
      key: 'software_type',
      type: 'single',
      tr: 'Ne tür bir yazılım geliştirilecek?',
      en: 'What kind of software should be built?',
      options: [
        ['erp', 'ERP', 'ERP'],
        ['crm', 'CRM', 'CRM'],
        ['b2b_portal', 'B2B bayi portalı', 'B2B dealer portal'],
        ['automation', 'İş akışı otomasyonu', 'Workflow automation'],
        ['dashboard', 'Raporlama paneli', 'Reporting dashboard'],
        ['ai', 'Yapay zekâ çözümü', 'AI solution'],
        ['other', 'Diğer', 'Other'],
      ],
    },
    {
      key: 'integrations',
      type: 'multiple',
      required: false,
      tr: 'Hangi sistemlerle entegre çalışmalı?',
      en: 'Which systems must it integrate with?',
      options: [
        ['logo', 'Logo', 'Logo'],
        ['netsis', 'Netsis', 'Netsis'],
        ['mikro', 'Mikro', 'Mikro'],
        ['sap', 'SAP', 'SAP'],
        ['e_invoice', 'e-Fatura ve e-Arşiv', 'e-Invoice and e-Archive'],
        ['none', 'Entegrasyon gerekmiyor', 'No integration needed'],
      ],
    },
    {
      key: 'users',
      type: 'single',
      tr: 'Yazılımı kaç kişi kullanacak?',
      en: 'How many people will use it?',
      options: [
        ['up_to_10', '10 kişiye kadar', 'Up to 10'],
        ['from_10_to_50', '10 - 50 kişi', '10 to 50'],
        ['from_50_to_250', '50 - 250 kişi', '50 to 250'],
        ['over_250', '250 kişiden fazla', 'More than 250'],
      ],
    },
    {
      key: 'hosting',
      type: 'single',
      tr: 'Yazılım nerede çalışacak?',
      en: 'Where will it run?',
      options: [
        ['cloud', 'Bulutta', 'In the cloud'],
        ['on_premise', 'Kendi sunucularımızda', 'On our own servers'],
        ['not_sure', 'Ajans önersin', 'Let the agency suggest'],
      ],
    },
  ],
  other: [
    {
      key: 'need',
      type: 'text',
      tr: 'Nasıl bir hizmet arıyorsunuz? Kısaca anlatın.',
      en: 'What service are you looking for? Tell us briefly.',
    },
    START,
  ],
};

export const EXPERTISE_QUESTION_SEED: TExpertiseQuestionSeed[] = (
  Object.keys(QUESTIONS) as TCategoryKey[]
).flatMap((categoryKey) =>
  QUESTIONS[categoryKey].map((question, index) => ({
    id: categoryIdOf(categoryKey) * 100 + index + 1,
    categoryId: categoryIdOf(categoryKey),
    key: question.key,
    questionTr: question.tr,
    questionEn: question.en,
    answerType: question.type,
    isRequired: question.required ?? true,
    options: (question.options ?? []).map(([Key, NameTr, NameEn]) => ({ Key, NameTr, NameEn })),
    sortOrder: index + 1,
  })),
);

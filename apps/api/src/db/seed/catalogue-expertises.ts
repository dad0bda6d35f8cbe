import { categoryIdOf, type TCategoryKey } from '@brifa/contracts';

export type TExpertiseSeed = {
  id: number;
  categoryId: number;
  key: string;
  nameTr: string;
  nameEn: string;
  sortOrder: number;
};

/**
 * Areas of expertise inside each category (agency profiles, portfolio items, best expertise areas).
 * Id = category id * 100 + position (1-based), key = `<category_key>_<suffix>` in snake_case.
 * Append new expertises at the end of their category; never reorder or remove (ids are stored elsewhere).
 */
const EXPERTISES: Record<TCategoryKey, [suffix: string, nameTr: string, nameEn: string][]> = {
  software: [
    ['web_app', 'Web Uygulaması', 'Web Application'],
    ['enterprise', 'Kurumsal Yazılım', 'Enterprise Software'],
    ['saas', 'SaaS Ürün Geliştirme', 'SaaS Product Development'],
    ['api_integration', 'API ve Entegrasyon', 'APIs & Integrations'],
    ['desktop', 'Masaüstü Uygulama', 'Desktop Application'],
    ['qa_testing', 'Yazılım Testi ve Kalite Güvence', 'Software Testing & QA'],
    ['maintenance', 'Bakım ve Destek', 'Maintenance & Support'],
  ],
  digital: [
    ['strategy', 'Dijital Strateji', 'Digital Strategy'],
    ['campaign', 'Dijital Kampanya', 'Digital Campaigns'],
    ['website', 'Kurumsal Web Sitesi', 'Corporate Website'],
    ['social_media', 'Sosyal Medya', 'Social Media'],
    ['creative', 'Yaratıcı Konsept', 'Creative Concepts'],
    ['analytics', 'Ölçümleme ve Raporlama', 'Analytics & Reporting'],
  ],
  mobile: [
    ['ios_app', 'iOS Uygulama', 'iOS App'],
    ['android_app', 'Android Uygulama', 'Android App'],
    [
      'cross_platform',
      'Çapraz Platform Uygulama (Flutter, React Native)',
      'Cross-Platform App (Flutter, React Native)',
    ],
    ['app_ui', 'Mobil Arayüz Tasarımı', 'App UI Design'],
    ['mvp', 'Mobil MVP', 'Mobile MVP'],
    ['maintenance', 'Uygulama Bakımı ve Güncelleme', 'App Maintenance & Updates'],
    ['aso', 'Uygulama Mağazası Optimizasyonu (ASO)', 'App Store Optimisation (ASO)'],
  ],
  production: [
    ['commercial', 'Reklam Filmi', 'TV Commercial'],
    ['corporate_film', 'Kurumsal Tanıtım Filmi', 'Corporate Film'],
    ['social_video', 'Sosyal Medya Videosu', 'Social Media Video'],
    ['animation', 'Animasyon ve Motion Graphics', 'Animation & Motion Graphics'],
    ['drone', 'Drone Çekimi', 'Drone Filming'],
    ['post_production', 'Kurgu ve Post Prodüksiyon', 'Editing & Post-Production'],
  ],
  social: [
    ['account_management', 'Hesap Yönetimi', 'Account Management'],
    ['content_plan', 'İçerik Planlama', 'Content Planning'],
    ['community', 'Topluluk Yönetimi', 'Community Management'],
    ['social_ads', 'Sosyal Medya Reklamları', 'Social Media Ads'],
    ['short_video', 'Reels ve Kısa Video', 'Reels & Short Video'],
    ['analytics', 'Sosyal Medya Analizi', 'Social Media Analytics'],
  ],
  branding: [
    ['logo', 'Logo Tasarımı', 'Logo Design'],
    ['corporate_identity', 'Kurumsal Kimlik', 'Corporate Identity'],
    ['naming', 'Marka İsmi Bulma', 'Brand Naming'],
    ['guidelines', 'Marka Kılavuzu', 'Brand Guidelines'],
    ['rebranding', 'Marka Yenileme', 'Rebranding'],
    ['packaging', 'Ambalaj Tasarımı', 'Packaging Design'],
  ],
  pr: [
    ['press_relations', 'Basın İlişkileri', 'Press Relations'],
    ['reputation', 'İtibar Yönetimi', 'Reputation Management'],
    ['crisis', 'Kriz İletişimi', 'Crisis Communication'],
    ['press_release', 'Basın Bülteni', 'Press Releases'],
    ['corporate_communication', 'Kurumsal İletişim', 'Corporate Communication'],
    ['digital_pr', 'Dijital PR', 'Digital PR'],
  ],
  eCommerce: [
    ['store_setup', 'E-Ticaret Sitesi Kurulumu', 'Online Store Setup'],
    [
      'marketplace',
      'Pazaryeri Yönetimi (Trendyol, Hepsiburada, Amazon)',
      'Marketplace Management (Trendyol, Hepsiburada, Amazon)',
    ],
    ['integration', 'ERP ve Kargo Entegrasyonu', 'ERP & Shipping Integration'],
    ['cro', 'Dönüşüm Oranı Optimizasyonu', 'Conversion Rate Optimisation'],
    ['export', 'E-İhracat', 'Cross-Border E-Commerce'],
    ['operations', 'E-Ticaret Operasyon Yönetimi', 'E-Commerce Operations'],
  ],
  media: [
    ['planning', 'Medya Planlama', 'Media Planning'],
    ['tv_radio', 'TV ve Radyo', 'TV & Radio'],
    ['outdoor', 'Açık Hava Reklamı', 'Outdoor Advertising'],
    ['programmatic', 'Programatik Reklam', 'Programmatic Advertising'],
    ['print', 'Basılı Medya', 'Print Media'],
    ['cinema', 'Sinema Reklamı', 'Cinema Advertising'],
  ],
  photo: [
    ['product', 'Ürün Fotoğrafı', 'Product Photography'],
    ['ecommerce', 'E-Ticaret Fotoğrafı', 'E-Commerce Photography'],
    ['corporate', 'Kurumsal Portre', 'Corporate Portraits'],
    ['fashion', 'Moda Çekimi', 'Fashion Photography'],
    ['food', 'Yemek Fotoğrafı', 'Food Photography'],
    ['architecture', 'Mimari ve Mekân Fotoğrafı', 'Architecture & Interior Photography'],
    ['event', 'Etkinlik Fotoğrafı', 'Event Photography'],
  ],
  ar_vr: [
    ['ar_filter', 'AR Filtre', 'AR Filters'],
    ['ar_app', 'AR Uygulaması', 'AR App'],
    ['vr_experience', 'VR Deneyimi', 'VR Experience'],
    ['virtual_tour', '360° Sanal Tur', '360° Virtual Tour'],
    ['modelling_3d', '3B Modelleme', '3D Modelling'],
    ['virtual_store', 'Metaverse ve Sanal Mağaza', 'Metaverse & Virtual Store'],
  ],
  digitalMarketing: [
    ['strategy', 'Dijital Pazarlama Stratejisi', 'Digital Marketing Strategy'],
    ['email', 'E-posta Pazarlama', 'Email Marketing'],
    ['automation', 'CRM ve Pazarlama Otomasyonu', 'CRM & Marketing Automation'],
    ['growth', 'Büyüme Pazarlaması', 'Growth Marketing'],
    ['analytics', 'Web Analitiği', 'Web Analytics'],
    ['content_marketing', 'İçerik Pazarlaması', 'Content Marketing'],
  ],
  graphic: [
    ['print', 'Basılı Tasarım (Katalog, Broşür)', 'Print Design (Catalogues, Brochures)'],
    ['social_visuals', 'Sosyal Medya Görselleri', 'Social Media Visuals'],
    ['illustration', 'İllüstrasyon', 'Illustration'],
    ['packaging', 'Ambalaj ve Etiket', 'Packaging & Labels'],
    ['presentation', 'Sunum Tasarımı', 'Presentation Design'],
    ['infographic', 'İnfografik', 'Infographics'],
  ],
  event: [
    ['launch', 'Lansman', 'Product Launches'],
    ['conference', 'Kongre ve Konferans', 'Conferences'],
    ['corporate', 'Kurumsal Etkinlik', 'Corporate Events'],
    ['fair', 'Fuar ve Stand', 'Trade Fairs & Stands'],
    ['dealer_meeting', 'Bayi Toplantısı', 'Dealer Meetings'],
    ['hybrid', 'Hibrit ve Online Etkinlik', 'Hybrid & Online Events'],
  ],
  web: [
    ['corporate_site', 'Kurumsal Web Sitesi', 'Corporate Website'],
    ['landing_page', 'Kampanya Sayfası (Landing Page)', 'Landing Page'],
    ['wordpress', 'WordPress Site', 'WordPress Website'],
    ['portal', 'Web Portalı', 'Web Portal'],
    ['redesign', 'Web Sitesi Yenileme', 'Website Redesign'],
    ['maintenance', 'Web Bakım ve Barındırma', 'Web Maintenance & Hosting'],
  ],
  ux: [
    ['research', 'Kullanıcı Araştırması', 'User Research'],
    ['ui_design', 'Arayüz Tasarımı (UI)', 'Interface Design (UI)'],
    ['prototyping', 'Prototipleme', 'Prototyping'],
    ['usability', 'Kullanılabilirlik Testi', 'Usability Testing'],
    ['design_system', 'Tasarım Sistemi', 'Design System'],
    ['audit', 'UX Analizi', 'UX Audit'],
  ],
  seo: [
    ['technical', 'Teknik SEO', 'Technical SEO'],
    ['content', 'İçerik SEO', 'Content SEO'],
    ['local', 'Yerel SEO', 'Local SEO'],
    ['link_building', 'Bağlantı Kurma (Link Building)', 'Link Building'],
    ['ecommerce', 'E-Ticaret SEO', 'E-Commerce SEO'],
    ['audit', 'SEO Analizi', 'SEO Audit'],
    ['international', 'Uluslararası SEO', 'International SEO'],
  ],
  digitalAdvertisement: [
    ['google_ads', 'Google Ads', 'Google Ads'],
    ['meta_ads', 'Meta (Instagram ve Facebook) Reklamları', 'Meta (Instagram & Facebook) Ads'],
    ['youtube', 'YouTube Reklamları', 'YouTube Ads'],
    ['tiktok', 'TikTok Reklamları', 'TikTok Ads'],
    ['linkedin', 'LinkedIn Reklamları', 'LinkedIn Ads'],
    ['display', 'Görüntülü Reklam ve Yeniden Pazarlama', 'Display & Remarketing'],
  ],
  influencer: [
    ['discovery', 'Influencer Bulma', 'Influencer Discovery'],
    ['campaign', 'Influencer Kampanyası', 'Influencer Campaigns'],
    ['ugc', 'UGC İçerik Üretimi', 'UGC Content'],
    ['micro', 'Mikro Influencer Programı', 'Micro-Influencer Programmes'],
    ['measurement', 'Kampanya Ölçümleme', 'Campaign Measurement'],
  ],
  tamHizmet: [
    ['integrated_campaign', 'Entegre Kampanya', 'Integrated Campaigns'],
    ['brand_strategy', 'Marka Stratejisi', 'Brand Strategy'],
    ['creative', 'Yaratıcı Hizmetler', 'Creative Services'],
    ['media', 'Medya Yönetimi', 'Media Management'],
    ['digital', 'Dijital Hizmetler', 'Digital Services'],
    ['retainer', 'Yıllık Ajans Hizmeti', 'Annual Agency Retainer'],
  ],
  performance: [
    ['paid_search', 'Ücretli Arama Reklamları', 'Paid Search'],
    ['paid_social', 'Ücretli Sosyal Medya Reklamları', 'Paid Social'],
    ['shopping', 'Google Alışveriş Reklamları', 'Google Shopping Ads'],
    ['cro', 'Dönüşüm Optimizasyonu', 'Conversion Optimisation'],
    ['tracking', 'Dönüşüm İzleme ve Etiketleme', 'Conversion Tracking & Tagging'],
    ['app_install', 'Uygulama Yükleme Kampanyası', 'App Install Campaigns'],
  ],
  content: [
    ['blog', 'Blog Yazarlığı', 'Blog Writing'],
    ['copywriting', 'Metin Yazarlığı', 'Copywriting'],
    ['video_script', 'Video Senaryosu', 'Video Scripts'],
    ['social', 'Sosyal Medya İçeriği', 'Social Media Content'],
    ['translation', 'Çeviri ve Yerelleştirme', 'Translation & Localisation'],
    ['podcast', 'Podcast Prodüksiyonu', 'Podcast Production'],
  ],
  brandConsultant: [
    ['positioning', 'Marka Konumlandırma', 'Brand Positioning'],
    ['market_research', 'Pazar Araştırması', 'Market Research'],
    ['architecture', 'Marka Mimarisi', 'Brand Architecture'],
    ['communication_strategy', 'İletişim Stratejisi', 'Communication Strategy'],
    ['customer_experience', 'Müşteri Deneyimi', 'Customer Experience'],
    ['workshop', 'Marka Atölyesi', 'Brand Workshops'],
  ],
  specialSoftware: [
    ['erp', 'ERP Yazılımı', 'ERP Software'],
    ['crm', 'CRM Yazılımı', 'CRM Software'],
    ['b2b_portal', 'B2B Bayi Portalı', 'B2B Dealer Portal'],
    ['automation', 'İş Süreci Otomasyonu', 'Workflow Automation'],
    ['ai', 'Yapay Zekâ Çözümleri', 'AI Solutions'],
    ['dashboards', 'Veri ve Raporlama Panelleri', 'Data & Reporting Dashboards'],
    ['modernisation', 'Eski Sistem Modernizasyonu', 'Legacy System Modernisation'],
  ],
  other: [
    ['consulting', 'Danışmanlık', 'Consulting'],
    ['training', 'Eğitim ve Atölye', 'Training & Workshops'],
    ['translation', 'Çeviri', 'Translation'],
    ['call_centre', 'Çağrı Merkezi', 'Call Centre'],
    ['printing', 'Baskı ve Üretim', 'Printing & Production'],
  ],
};

/** eCommerce -> e_commerce, ar_vr -> ar_vr */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export const EXPERTISE_SEED: TExpertiseSeed[] = (Object.keys(EXPERTISES) as TCategoryKey[]).flatMap(
  (categoryKey) =>
    EXPERTISES[categoryKey].map(([suffix, nameTr, nameEn], index) => ({
      id: categoryIdOf(categoryKey) * 100 + index + 1,
      categoryId: categoryIdOf(categoryKey),
      key: `${snakeCase(categoryKey)}_${suffix}`,
      nameTr,
      nameEn,
      sortOrder: index + 1,
    })),
);

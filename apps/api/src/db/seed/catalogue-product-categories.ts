import { categoryIdOf, type TCategoryKey } from '@brifa/contracts';

export type TProductCategorySeed = {
  id: number;
  key: string;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  sortOrder: number;
};

/**
 * Kinds of packaged services (products) agencies sell at a fixed price, each under one offer category.
 * Ids are fixed: append new ones with the next id, never renumber. Listed in this order.
 */
const PRODUCT_CATEGORIES: [
  id: number,
  key: string,
  category: TCategoryKey,
  nameTr: string,
  nameEn: string,
][] = [
  [1, 'logo_design', 'branding', 'Logo Tasarım Paketi', 'Logo Design Package'],
  [2, 'corporate_identity', 'branding', 'Kurumsal Kimlik Paketi', 'Corporate Identity Package'],
  [3, 'corporate_website', 'web', 'Kurumsal Web Sitesi Paketi', 'Corporate Website Package'],
  [4, 'landing_page', 'web', 'Kampanya Sayfası (Landing Page)', 'Landing Page'],
  [5, 'online_store_setup', 'eCommerce', 'E-Ticaret Mağaza Kurulumu', 'Online Store Setup'],
  [6, 'mobile_mvp', 'mobile', 'Mobil Uygulama MVP', 'Mobile App MVP'],
  [7, 'seo_audit', 'seo', 'SEO Analiz Raporu', 'SEO Audit Report'],
  [8, 'monthly_seo', 'seo', 'Aylık SEO Hizmeti', 'Monthly SEO Service'],
  [9, 'social_media_monthly', 'social', 'Aylık Sosyal Medya Yönetimi', 'Monthly Social Media Management'],
  [10, 'google_ads_management', 'digitalAdvertisement', 'Google Ads Yönetimi', 'Google Ads Management'],
  [11, 'meta_ads_management', 'performance', 'Meta Reklam Yönetimi', 'Meta Ads Management'],
  [12, 'promo_video', 'production', 'Tanıtım Videosu', 'Promo Video'],
  [13, 'product_photography', 'photo', 'Ürün Fotoğrafı Çekimi', 'Product Photography'],
  [14, 'ux_audit', 'ux', 'UX Analizi', 'UX Audit'],
  [15, 'blog_content', 'content', 'Blog İçerik Paketi', 'Blog Content Package'],
  [16, 'influencer_campaign', 'influencer', 'Influencer Kampanyası', 'Influencer Campaign'],
  [17, 'press_release', 'pr', 'Basın Bülteni Dağıtımı', 'Press Release Distribution'],
  [18, 'brand_strategy_workshop', 'brandConsultant', 'Marka Strateji Atölyesi', 'Brand Strategy Workshop'],
];

export const PRODUCT_CATEGORY_SEED: TProductCategorySeed[] = PRODUCT_CATEGORIES.map(
  ([id, key, category, nameTr, nameEn]) => ({
    id,
    key,
    categoryId: categoryIdOf(category),
    nameTr,
    nameEn,
    sortOrder: id,
  }),
);

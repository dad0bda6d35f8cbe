export type TSectorSeed = { id: number; key: string; nameTr: string; nameEn: string; sortOrder: number };

/**
 * Industries a client works in and an agency has experience with. Ids are fixed: append new sectors with the
 * next id, never renumber. Lists are alphabetical in the caller's language; sortOrder only pins `other` last.
 */
const SECTORS: [id: number, key: string, nameTr: string, nameEn: string][] = [
  [1, 'eCommerceRetail', 'E-Ticaret ve Perakende', 'E-Commerce & Retail'],
  [2, 'finance', 'Finans ve Bankacılık', 'Finance & Banking'],
  [3, 'insurance', 'Sigortacılık', 'Insurance'],
  [4, 'healthcare', 'Sağlık Hizmetleri', 'Healthcare'],
  [5, 'pharma', 'İlaç ve Medikal', 'Pharmaceuticals & Medical Devices'],
  [6, 'education', 'Eğitim', 'Education'],
  [7, 'tourism', 'Turizm ve Otelcilik', 'Tourism & Hospitality'],
  [8, 'automotive', 'Otomotiv', 'Automotive'],
  [9, 'realEstate', 'Gayrimenkul ve İnşaat', 'Real Estate & Construction'],
  [10, 'foodBeverage', 'Yiyecek ve İçecek', 'Food & Beverage'],
  [11, 'fashion', 'Moda ve Tekstil', 'Fashion & Textiles'],
  [12, 'technology', 'Teknoloji ve SaaS', 'Technology & SaaS'],
  [13, 'energy', 'Enerji', 'Energy'],
  [14, 'logistics', 'Lojistik ve Taşımacılık', 'Logistics & Transport'],
  [15, 'fmcg', 'Hızlı Tüketim Ürünleri (FMCG)', 'Fast-Moving Consumer Goods (FMCG)'],
  [16, 'telecom', 'Telekomünikasyon', 'Telecommunications'],
  [17, 'media', 'Medya ve Yayıncılık', 'Media & Publishing'],
  [18, 'manufacturing', 'Üretim ve Sanayi', 'Manufacturing & Industry'],
  [19, 'publicSector', 'Kamu Kurumları', 'Public Sector'],
  [20, 'ngo', 'Sivil Toplum Kuruluşları', 'Non-Profits & NGOs'],
  [21, 'cosmetics', 'Kozmetik ve Kişisel Bakım', 'Cosmetics & Personal Care'],
  [22, 'furniture', 'Mobilya ve Ev Dekorasyonu', 'Furniture & Home Decor'],
  [23, 'sports', 'Spor ve Fitness', 'Sports & Fitness'],
  [24, 'gaming', 'Oyun ve Eğlence', 'Gaming & Entertainment'],
  [25, 'agriculture', 'Tarım ve Gıda Üretimi', 'Agriculture & Food Production'],
  [26, 'professionalServices', 'Hukuk ve Danışmanlık', 'Legal & Professional Services'],
  [27, 'humanResources', 'İnsan Kaynakları ve İstihdam', 'HR & Recruitment'],
  [28, 'aviation', 'Havacılık ve Savunma', 'Aviation & Defence'],
  [29, 'chemicals', 'Kimya ve Plastik', 'Chemicals & Plastics'],
  [30, 'jewellery', 'Mücevher ve Aksesuar', 'Jewellery & Accessories'],
  [31, 'restaurants', 'Restoran ve Kafe', 'Restaurants & Cafés'],
  [32, 'other', 'Diğer', 'Other'],
];

export const SECTOR_SEED: TSectorSeed[] = SECTORS.map(([id, key, nameTr, nameEn]) => ({
  id,
  key,
  nameTr,
  nameEn,
  sortOrder: key === 'other' ? 1 : 0,
}));

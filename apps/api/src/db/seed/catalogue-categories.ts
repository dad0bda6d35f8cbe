import { categoryIdOf, type TCategoryGroupKey, type TCategoryKey } from '@brifa/contracts';

export type TCategorySeed = {
  id: number;
  key: TCategoryKey;
  groupKey: TCategoryGroupKey;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
};

type TCategoryText = Omit<TCategorySeed, 'id' | 'key'>;

/** Keyed by category key so that a missing or extra key fails the type check; ids come from CATEGORY_KEYS. */
const CATEGORY_TEXT: Record<TCategoryKey, TCategoryText> = {
  software: {
    groupKey: 'technology',
    nameTr: 'Yazılım Geliştirme',
    nameEn: 'Software Development',
    descriptionTr:
      'Web, masaüstü ve kurumsal yazılımlarınızı fikir aşamasından canlıya kadar geliştiren ekipler.',
    descriptionEn: 'Teams that build your web, desktop and enterprise software from idea to launch.',
  },
  digital: {
    groupKey: 'marketing',
    nameTr: 'Dijital Ajans',
    nameEn: 'Digital Agency',
    descriptionTr: 'Web sitesinden kampanyaya, markanızın tüm dijital işlerini tek elden yürüten ajanslar.',
    descriptionEn: 'Agencies that run all of your brand’s digital work, from the website to campaigns.',
  },
  mobile: {
    groupKey: 'technology',
    nameTr: 'Mobil Uygulama Geliştirme',
    nameEn: 'Mobile App Development',
    descriptionTr:
      'iOS ve Android için hızlı, kullanıcı dostu ve mağazaya hazır uygulamalar geliştiren ekipler.',
    descriptionEn: 'Teams that build fast, user-friendly, store-ready apps for iOS and Android.',
  },
  production: {
    groupKey: 'creative',
    nameTr: 'Video ve Film Prodüksiyonu',
    nameEn: 'Video & Film Production',
    descriptionTr:
      'Reklam filmi, tanıtım videosu ve sosyal medya videolarını senaryodan kurguya üreten stüdyolar.',
    descriptionEn:
      'Studios that produce commercials, promo films and social videos from script to final cut.',
  },
  social: {
    groupKey: 'marketing',
    nameTr: 'Sosyal Medya Yönetimi',
    nameEn: 'Social Media Management',
    descriptionTr: 'Hesaplarınızı içerik planı, tasarım, topluluk yönetimi ve raporlamayla büyüten ajanslar.',
    descriptionEn:
      'Agencies that grow your accounts with content plans, design, community care and reporting.',
  },
  branding: {
    groupKey: 'creative',
    nameTr: 'Marka Kimliği',
    nameEn: 'Branding',
    descriptionTr: 'İsim, logo ve kurumsal kimlikle markanızı akılda kalıcı ve tutarlı hale getiren ekipler.',
    descriptionEn: 'Teams that make your brand memorable and consistent through naming, logo and identity.',
  },
  pr: {
    groupKey: 'communication',
    nameTr: 'Halkla İlişkiler (PR)',
    nameEn: 'Public Relations (PR)',
    descriptionTr: 'Basın ilişkileri, itibar yönetimi ve kriz iletişimiyle markanızı doğru anlatan ajanslar.',
    descriptionEn:
      'Agencies that tell your story through press relations, reputation and crisis communication.',
  },
  eCommerce: {
    groupKey: 'technology',
    nameTr: 'E-Ticaret Çözümleri',
    nameEn: 'E-Commerce Solutions',
    descriptionTr: 'Online mağazanızı kuran, pazaryerlerine bağlayan ve satışlarınızı büyüten uzmanlar.',
    descriptionEn: 'Specialists who build your online store, connect it to marketplaces and grow your sales.',
  },
  media: {
    groupKey: 'communication',
    nameTr: 'Medya Planlama ve Satın Alma',
    nameEn: 'Media Planning & Buying',
    descriptionTr:
      'TV, radyo, açık hava ve dijital mecralarda bütçenizi en verimli şekilde planlayan ajanslar.',
    descriptionEn: 'Agencies that plan and buy TV, radio, outdoor and digital media for the best return.',
  },
  photo: {
    groupKey: 'creative',
    nameTr: 'Fotoğraf Çekimi',
    nameEn: 'Photography',
    descriptionTr: 'Ürün, kurumsal, mekân ve kampanya fotoğraflarını profesyonelce çeken stüdyolar.',
    descriptionEn: 'Studios that professionally shoot product, corporate, venue and campaign photography.',
  },
  ar_vr: {
    groupKey: 'technology',
    nameTr: 'Artırılmış ve Sanal Gerçeklik (AR/VR)',
    nameEn: 'Augmented & Virtual Reality (AR/VR)',
    descriptionTr: 'AR filtreleri, VR deneyimleri ve 3B sanal turlarla markanızı etkileşimli kılan ekipler.',
    descriptionEn: 'Teams that make your brand interactive with AR filters, VR experiences and 3D tours.',
  },
  digitalMarketing: {
    groupKey: 'marketing',
    nameTr: 'Dijital Pazarlama',
    nameEn: 'Digital Marketing',
    descriptionTr: 'Strateji, kampanya ve ölçümlemeyle dijital kanallardan müşteri kazandıran ajanslar.',
    descriptionEn:
      'Agencies that win customers on digital channels through strategy, campaigns and analytics.',
  },
  graphic: {
    groupKey: 'creative',
    nameTr: 'Grafik Tasarım',
    nameEn: 'Graphic Design',
    descriptionTr: 'Katalog, ambalaj, afiş ve dijital görselleri markanıza uygun tasarlayan tasarımcılar.',
    descriptionEn:
      'Designers who create catalogues, packaging, posters and digital visuals that fit your brand.',
  },
  event: {
    groupKey: 'communication',
    nameTr: 'Etkinlik Yönetimi',
    nameEn: 'Event Management',
    descriptionTr:
      'Lansman, kongre, bayi toplantısı ve şirket etkinliklerini baştan sona organize eden ajanslar.',
    descriptionEn:
      'Agencies that organise launches, conferences, dealer meetings and company events end to end.',
  },
  web: {
    groupKey: 'technology',
    nameTr: 'Web Tasarım ve Geliştirme',
    nameEn: 'Web Design & Development',
    descriptionTr: 'Hızlı, mobil uyumlu ve arama motorlarına hazır kurumsal web siteleri yapan ekipler.',
    descriptionEn: 'Teams that build fast, mobile-friendly, search-ready corporate websites.',
  },
  ux: {
    groupKey: 'creative',
    nameTr: 'UI/UX Tasarımı',
    nameEn: 'UI/UX Design',
    descriptionTr:
      'Kullanıcı araştırması, prototip ve arayüz tasarımıyla ürününüzü kolay kullanılır kılan uzmanlar.',
    descriptionEn:
      'Specialists who make your product easy to use through research, prototypes and interface design.',
  },
  seo: {
    groupKey: 'marketing',
    nameTr: 'Arama Motoru Optimizasyonu (SEO)',
    nameEn: 'Search Engine Optimisation (SEO)',
    descriptionTr:
      'Teknik iyileştirme, içerik ve bağlantı çalışmasıyla sitenizi Google’da üst sıralara taşıyan ajanslar.',
    descriptionEn:
      'Agencies that lift your site in Google through technical fixes, content and link building.',
  },
  digitalAdvertisement: {
    groupKey: 'marketing',
    nameTr: 'Dijital Reklam',
    nameEn: 'Digital Advertising',
    descriptionTr: 'Google, Meta, TikTok ve LinkedIn reklamlarınızı kuran ve yöneten uzmanlar.',
    descriptionEn: 'Specialists who set up and manage your Google, Meta, TikTok and LinkedIn ads.',
  },
  influencer: {
    groupKey: 'marketing',
    nameTr: 'Influencer Pazarlama',
    nameEn: 'Influencer Marketing',
    descriptionTr:
      'Markanıza uygun içerik üreticilerini bulan, iş birliklerini yöneten ve sonuçları ölçen ajanslar.',
    descriptionEn:
      'Agencies that find the right creators for your brand, run the collaborations and measure results.',
  },
  tamHizmet: {
    groupKey: 'general',
    nameTr: 'Tam Hizmet Ajansı',
    nameEn: 'Full-Service Agency',
    descriptionTr:
      'Strateji, yaratıcı, medya ve dijitali tek çatı altında sunan, markanızın tüm iletişimini üstlenen ajanslar.',
    descriptionEn:
      'Agencies that handle all of your communication, with strategy, creative, media and digital under one roof.',
  },
  performance: {
    groupKey: 'marketing',
    nameTr: 'Performans Pazarlama',
    nameEn: 'Performance Marketing',
    descriptionTr:
      'Satış ve dönüşüm hedefli kampanyaları veriyle optimize eden, bütçenizin getirisini artıran ekipler.',
    descriptionEn:
      'Teams that optimise sales and conversion campaigns with data to raise your return on spend.',
  },
  content: {
    groupKey: 'creative',
    nameTr: 'İçerik Üretimi',
    nameEn: 'Content Creation',
    descriptionTr:
      'Blog yazısı, web metni, video senaryosu ve sosyal medya içeriklerini üreten içerik ekipleri.',
    descriptionEn: 'Content teams that write blog posts, web copy, video scripts and social media content.',
  },
  brandConsultant: {
    groupKey: 'communication',
    nameTr: 'Marka Danışmanlığı',
    nameEn: 'Brand Consultancy',
    descriptionTr:
      'Marka stratejisi, konumlandırma ve pazar araştırmasıyla büyüme yolunuzu çizen danışmanlar.',
    descriptionEn: 'Consultants who chart your growth with brand strategy, positioning and market research.',
  },
  specialSoftware: {
    groupKey: 'technology',
    nameTr: 'Özel Yazılım Geliştirme',
    nameEn: 'Custom Software Development',
    descriptionTr:
      'ERP, CRM ve iş süreçlerinize özel yazılımları ihtiyacınıza göre sıfırdan geliştiren ekipler.',
    descriptionEn: 'Teams that build ERP, CRM and workflow software from scratch around your own processes.',
  },
  other: {
    groupKey: 'general',
    nameTr: 'Diğer Hizmetler',
    nameEn: 'Other Services',
    descriptionTr: 'Listede bulamadığınız işler için ihtiyacınızı anlatın, size uygun ajansları bulalım.',
    descriptionEn:
      'Can’t find your need in the list? Describe it and we will find the right agencies for you.',
  },
};

export const CATEGORY_SEED: TCategorySeed[] = (Object.keys(CATEGORY_TEXT) as TCategoryKey[])
  .map((key) => ({ id: categoryIdOf(key), key, ...CATEGORY_TEXT[key] }))
  .sort((a, b) => a.id - b.id);

/**
 * Demo client users: people at invented businesses (any likeness to a real company is unintended) who will
 * post projects. The company is kept here for later demo data (projects, reviews); users store only the person.
 */
export type TDemoClient = {
  name: string;
  surname: string;
  /** Local part is derived from the name: name.surname@domain */
  domain: string;
  company: string;
  jobTitle: string;
};

export const DEMO_CLIENTS: readonly TDemoClient[] = [
  {
    name: 'Nilay',
    surname: 'Aksoy',
    domain: 'yesilfincan.com.tr',
    company: 'Yeşil Fincan Kahve Evleri',
    jobTitle: 'Pazarlama Müdürü',
  },
  {
    name: 'Onur',
    surname: 'Kalkan',
    domain: 'kuzeyrota.com.tr',
    company: 'Kuzey Rota Lojistik A.Ş.',
    jobTitle: 'Bilgi Teknolojileri Direktörü',
  },
  {
    name: 'Pınar',
    surname: 'Ateş',
    domain: 'mandalinakids.com',
    company: 'Mandalina Çocuk Giyim',
    jobTitle: 'E-ticaret Sorumlusu',
  },
  {
    name: 'Sinan',
    surname: 'Eren',
    domain: 'tarlatek.com.tr',
    company: 'Tarlatek Tarım Teknolojileri',
    jobTitle: 'Kurucu Ortak',
  },
  {
    name: 'Derya',
    surname: 'Kılınç',
    domain: 'parlakgulus.com.tr',
    company: 'Parlak Gülüş Ağız ve Diş Sağlığı Polikliniği',
    jobTitle: 'İşletme Müdürü',
  },
  {
    name: 'Tamer',
    surname: 'Özer',
    domain: 'demirkaplama.com.tr',
    company: 'Demir Kaplama Sanayi ve Ticaret A.Ş.',
    jobTitle: 'Genel Müdür Yardımcısı',
  },
  {
    name: 'Burcu',
    surname: 'Altun',
    domain: 'lavantabutikotel.com',
    company: 'Lavanta Butik Otel',
    jobTitle: 'Satış ve Pazarlama Müdürü',
  },
  {
    name: 'Kemal',
    surname: 'Uysal',
    domain: 'finansepeti.com',
    company: 'Finansepeti Teknoloji A.Ş.',
    jobTitle: 'Ürün Direktörü',
  },
  {
    name: 'Hande',
    surname: 'Yalçın',
    domain: 'minikadim.com.tr',
    company: 'Minik Adım Anaokulları',
    jobTitle: 'Kurucu',
  },
  {
    name: 'Ercan',
    surname: 'Duman',
    domain: 'gunesvadienerji.com.tr',
    company: 'Güneş Vadisi Enerji Ltd. Şti.',
    jobTitle: 'Kurumsal İletişim Müdürü',
  },
  {
    name: 'Esra',
    surname: 'Karataş',
    domain: 'egezeytinlik.com',
    company: 'Ege Zeytinlik Doğal Ürünler',
    jobTitle: 'Marka Müdürü',
  },
  {
    name: 'Oğuz',
    surname: 'Tuna',
    domain: 'kampuskod.com',
    company: 'Kampüs Kod Eğitim Teknolojileri',
    jobTitle: 'Büyüme Sorumlusu',
  },
];

import type { TCategoryKey, TEAM_SIZE_FILTERS } from '@brifa/contracts';

/**
 * Demo data for a fresh install: invented agencies (any likeness to a real company is unintended) and
 * the services they offer. Hand-written so that a newcomer reads a believable marketplace; the numbers
 * that only need to look plausible (tax numbers, phones, prices) are derived in demo.ts.
 */

export type TDemoLevel = 'basic' | 'medium' | 'advanced' | 'expert';

export type TDemoService = {
  name: string;
  /** Typical starting price in TL before the agency's own size and city adjust it. */
  priceTl: number;
  level: TDemoLevel;
  skills: readonly string[];
  description: string;
};

export type TDemoAgency = {
  /** The brand name; the slug is derived from it. */
  nick: string;
  /** LTD or AS: a legal entity with a VKN. person: a sole trader (şahıs) with a TCKN. */
  legal: 'LTD' | 'AS' | 'person';
  title: string;
  owner: readonly [name: string, surname: string];
  domain: string;
  /** Licence-plate code, which is also the city id. */
  cityId: number;
  /** Looked up by name at seed time; left empty when the reference data does not have it. */
  district: string;
  address: string;
  taxOffice: string;
  teamSize: (typeof TEAM_SIZE_FILTERS)[number];
  foundedYear: number;
  categories: readonly TCategoryKey[];
  /** Services to offer in a category, by name; otherwise a deterministic pick of the category's services. */
  services?: Partial<Record<TCategoryKey, readonly string[]>>;
  shortDescription: string;
  description: string;
};

/** Services an agency may offer, per category. Each agency offers 3-5 of them per chosen category. */
export const DEMO_SERVICES: Record<TCategoryKey, readonly TDemoService[]> = {
  software: [
    {
      name: 'Kurumsal Web Uygulaması Geliştirme',
      priceTl: 180_000,
      level: 'advanced',
      skills: ['React', 'Node.js', 'PostgreSQL', 'REST API', 'Docker'],
      description:
        'İş süreçlerinize özel, tarayıcıdan çalışan web uygulamalarını analizden canlıya alıma kadar geliştiriyoruz. Rol bazlı yetkilendirme, raporlama ekranları ve mevcut sistemlerinizle entegrasyon kapsama dahildir.',
    },
    {
      name: 'API ve Sistem Entegrasyonu',
      priceTl: 90_000,
      level: 'advanced',
      skills: ['REST', 'GraphQL', 'OAuth 2.0', 'Webhook', 'OpenAPI'],
      description:
        'ERP, CRM, ödeme ve kargo sistemleriniz arasında güvenilir veri akışı kuran API katmanları yazıyoruz. Dokümantasyon, hata izleme ve sürümleme ilk günden projenin parçasıdır.',
    },
    {
      name: 'SaaS Ürün Geliştirme (MVP)',
      priceTl: 250_000,
      level: 'expert',
      skills: ['Ürün Keşfi', 'TypeScript', 'Next.js', 'Abonelik Altyapısı', 'AWS'],
      description:
        'Fikrinizi 10-14 haftada ödeme alabilen bir ilk sürüme dönüştürüyoruz. Kapsam atölyesi, arayüz tasarımı, geliştirme, abonelik altyapısı ve ilk kullanıcı geri bildirimlerine göre iyileştirme sürece dahildir.',
    },
    {
      name: 'Yazılım Bakım ve Destek (Aylık)',
      priceTl: 25_000,
      level: 'medium',
      skills: ['Hata Takibi', 'Güvenlik Güncellemeleri', 'Performans İzleme', 'SLA'],
      description:
        'Canlıdaki uygulamanız için aylık bakım paketi: güvenlik yamaları, bağımlılık güncellemeleri, hata düzeltmeleri ve küçük geliştirmeler. Kritik sorunlarda dört saat içinde müdahale taahhüt ediyoruz.',
    },
    {
      name: 'Eski Sistem Modernizasyonu',
      priceTl: 220_000,
      level: 'expert',
      skills: ['.NET', 'Java', 'Mikroservis', 'Veri Taşıma', 'Kubernetes'],
      description:
        'Yıllar içinde büyümüş, bakımı zorlaşmış uygulamaları iş akışını durdurmadan adım adım modern bir mimariye taşıyoruz. Önce risk haritası çıkarıyor, ardından modül modül geçiş planını uyguluyoruz.',
    },
    {
      name: 'Bulut Altyapı ve DevOps Kurulumu',
      priceTl: 75_000,
      level: 'advanced',
      skills: ['AWS', 'Azure', 'Terraform', 'CI/CD', 'Docker', 'Kubernetes'],
      description:
        'Uygulamalarınız için otomatik dağıtım hatları, ölçeklenebilir sunucu altyapısı ve izleme panoları kuruyoruz. Maliyet optimizasyonu, yedekleme politikaları ve felaket kurtarma planı teslimatın parçasıdır.',
    },
  ],
  digital: [
    {
      name: 'Dijital Strateji ve Yol Haritası',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Pazar Analizi', 'Rakip Analizi', 'Persona', 'KPI Tasarımı'],
      description:
        'Markanızın dijitaldeki bugünkü durumunu, rakiplerinizi ve hedef kitlenizi inceleyerek on iki aylık bir yol haritası hazırlıyoruz. Her kanal için hedef, bütçe ve ölçüm yöntemi açıkça tanımlanır.',
    },
    {
      name: 'Kurumsal Web Sitesi ve İçerik Yönetimi',
      priceTl: 70_000,
      level: 'medium',
      skills: ['WordPress', 'Arayüz Tasarımı', 'SEO Altyapısı', 'Barındırma'],
      description:
        'Kolayca güncelleyebileceğiniz, mobil uyumlu ve hızlı bir kurumsal web sitesi kuruyor, metinlerini ve görsellerini birlikte hazırlıyoruz. Yayından sonra ekibinize içerik yönetimi eğitimi veriyoruz.',
    },
    {
      name: 'Aylık Dijital İletişim Yönetimi',
      priceTl: 35_000,
      level: 'medium',
      skills: ['Sosyal Medya', 'E-posta Pazarlama', 'Metin Yazarlığı', 'Raporlama'],
      description:
        'Sosyal medya, e-bülten ve web sitesi güncellemelerini tek bir içerik takviminden yöneten aylık hizmet. Her ay sonunda erişim, etkileşim ve web trafiğini yorumlayan sade bir rapor paylaşıyoruz.',
    },
    {
      name: 'Kampanya Mikro Sitesi',
      priceTl: 45_000,
      level: 'medium',
      skills: ['Landing Page', 'Form Entegrasyonu', 'Animasyon', 'A/B Testi'],
      description:
        'Çekiliş, lansman ya da dönemsel kampanyalarınız için hızlı açılan, ölçümlemesi kurulu ve yoğun trafiğe dayanıklı kampanya siteleri tasarlayıp geliştiriyoruz. Yasal metinler ve KVKK onayları da hazırlanır.',
    },
    {
      name: 'Dijital Marka Denetimi',
      priceTl: 25_000,
      level: 'basic',
      skills: ['Web Analitiği', 'Sosyal Dinleme', 'Kullanılabilirlik', 'Raporlama'],
      description:
        'Web siteniz, sosyal medya hesaplarınız, arama görünürlüğünüz ve müşteri yorumlarınızı tek bir denetimde değerlendiriyoruz. Sonuçta hızlı kazanımları ve uzun vadeli önerileri önceliklendiren bir rapor alırsınız.',
    },
  ],
  mobile: [
    {
      name: 'iOS ve Android Uygulama Geliştirme',
      priceTl: 350_000,
      level: 'expert',
      skills: ['Flutter', 'React Native', 'Firebase', 'REST API', 'App Store Connect'],
      description:
        'Tek kod tabanından iOS ve Android için yayına hazır uygulamalar geliştiriyoruz. Arayüz tasarımı, arka uç entegrasyonu, anlık bildirimler, mağaza yayın süreci ve yayından sonraki ilk üç ay destek dahildir.',
    },
    {
      name: 'Native iOS Uygulama Geliştirme',
      priceTl: 300_000,
      level: 'expert',
      skills: ['Swift', 'SwiftUI', 'Core Data', 'TestFlight'],
      description:
        'Apple ekosisteminin bütün olanaklarından yararlanan, yüksek performanslı iOS uygulamaları geliştiriyoruz. Widget, Apple Pay ve HealthKit gibi yerel özellik entegrasyonlarında deneyimliyiz.',
    },
    {
      name: 'Native Android Uygulama Geliştirme',
      priceTl: 280_000,
      level: 'expert',
      skills: ['Kotlin', 'Jetpack Compose', 'Room', 'Google Play Console'],
      description:
        'Farklı ekran boyutları ve Android sürümlerinde sorunsuz çalışan yerel Android uygulamaları geliştiriyoruz. Çevrim dışı çalışma, arka plan senkronizasyonu ve cihaz donanımı entegrasyonları kapsamdadır.',
    },
    {
      name: 'Mobil Uygulama MVP',
      priceTl: 150_000,
      level: 'advanced',
      skills: ['Flutter', 'Prototipleme', 'Firebase', 'Analitik'],
      description:
        'Fikrinizi gerçek kullanıcılarla test edebilmeniz için temel özelliklere odaklanan ilk sürümü sekiz ila on iki haftada yayına alıyoruz. Kullanım analitiği kurulur, sonraki adımlar verilere göre planlanır.',
    },
    {
      name: 'Mobil Uygulama Bakım ve Sürüm Yönetimi',
      priceTl: 20_000,
      level: 'medium',
      skills: ['Crashlytics', 'Sürüm Yönetimi', 'İşletim Sistemi Güncellemeleri', 'Mağaza Yönetimi'],
      description:
        'Yayındaki uygulamanızın yeni iOS ve Android sürümleriyle uyumunu koruyor, çökme raporlarını izliyor ve mağaza güncellemelerini yönetiyoruz. Aylık paket, küçük geliştirmeler için saat havuzu içerir.',
    },
    {
      name: 'Mobil Uygulama UI/UX Tasarımı',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Figma', 'Prototip', 'Kullanılabilirlik Testi', 'Tasarım Sistemi'],
      description:
        'Kullanıcı akışlarını, ekran tasarımlarını ve tıklanabilir prototipi mobil platformların tasarım ilkelerine göre hazırlıyoruz. Geliştirici ekibe ölçüleri ve bileşen kütüphanesiyle eksiksiz teslim yapıyoruz.',
    },
  ],
  production: [
    {
      name: 'Kurumsal Tanıtım Filmi',
      priceTl: 120_000,
      level: 'advanced',
      skills: ['Senaryo', 'Çekim', 'Kurgu', 'Renk Düzenleme', 'Seslendirme'],
      description:
        'Şirketinizi, üretim tesisinizi ve ekibinizi anlatan üç ila beş dakikalık tanıtım filmleri üretiyoruz. Senaryo, lokasyon keşfi, çekim, kurgu, renk düzenleme, müzik lisansı ve profesyonel seslendirme dahildir.',
    },
    {
      name: 'Reklam Filmi Prodüksiyonu',
      priceTl: 400_000,
      level: 'expert',
      skills: ['Yönetmenlik', 'Oyuncu Seçimi', 'Set Yönetimi', 'Post Prodüksiyon'],
      description:
        'Televizyon ve dijital mecralar için reklam filmlerini ajansınızın ya da sizin senaryonuzdan yola çıkarak üretiyoruz. Oyuncu seçimi, set tasarımı, çekim ekibi ve post prodüksiyon tek elden yönetilir.',
    },
    {
      name: 'Sosyal Medya Video Serisi',
      priceTl: 45_000,
      level: 'medium',
      skills: ['Reels', 'Dikey Video', 'Kurgu', 'Altyazı'],
      description:
        'Instagram Reels, TikTok ve YouTube Shorts için tek çekim gününde on ila on iki kısa dikey video üretiyoruz. Kurgu, altyazı, müzik ve platforma göre farklı kapak görselleri teslimata dahildir.',
    },
    {
      name: '2D Animasyon ve Motion Graphics',
      priceTl: 55_000,
      level: 'advanced',
      skills: ['After Effects', 'Storyboard', 'İllüstrasyon', 'Ses Tasarımı'],
      description:
        'Karmaşık bir ürünü ya da hizmeti bir buçuk dakikada anlatan animasyon filmleri hazırlıyoruz. Senaryo, storyboard, karakter ve illüstrasyon tasarımı, animasyon ve ses tasarımı tek pakettedir.',
    },
    {
      name: 'Drone ile Havadan Çekim',
      priceTl: 20_000,
      level: 'medium',
      skills: ['Drone Çekimi', 'Uçuş İzinleri', '4K Kurgu'],
      description:
        'Tesis, otel, şantiye ve etkinlik alanlarını lisanslı pilotlarımızla havadan görüntülüyoruz. Gerekli uçuş izinleri tarafımızdan alınır, 4K ham görüntü ve kısa bir tanıtım kurgusu teslim edilir.',
    },
    {
      name: 'Ürün Tanıtım Videosu',
      priceTl: 30_000,
      level: 'medium',
      skills: ['Stüdyo Çekimi', 'Işık Tasarımı', 'Kurgu', 'Renk Düzenleme'],
      description:
        'E-ticaret sayfalarınız ve reklamlarınız için ürünün kullanımını ve ayrıntılarını gösteren kısa tanıtım videoları çekiyoruz. Stüdyo, ışık kurulumu, kurgu ve farklı ekran oranlarında çıktı dahildir.',
    },
  ],
  social: [
    {
      name: 'Sosyal Medya Yönetimi (Aylık)',
      priceTl: 30_000,
      level: 'medium',
      skills: ['İçerik Takvimi', 'Instagram', 'LinkedIn', 'TikTok', 'Topluluk Yönetimi'],
      description:
        'Aylık içerik takvimi, gönderi tasarımları, metinler, paylaşım planı ve topluluk yönetimini kapsayan hizmet. Her ayın başında takvimi onayınıza sunuyor, ay sonunda sonuçları birlikte değerlendiriyoruz.',
    },
    {
      name: 'Sosyal Medya Strateji ve Denetim',
      priceTl: 40_000,
      level: 'advanced',
      skills: ['Rakip Analizi', 'Hedef Kitle', 'İçerik Stratejisi', 'Marka Sesi'],
      description:
        'Hesaplarınızın performansını ve rakiplerinizi inceleyerek hangi platformda, hangi içerik türleriyle ve hangi sıklıkta var olmanız gerektiğini belirleyen bir strateji belgesi ve örnek içerik seti hazırlıyoruz.',
    },
    {
      name: 'İçerik Üretimi ve Tasarım Paketi',
      priceTl: 25_000,
      level: 'medium',
      skills: ['Gönderi Tasarımı', 'Hikâye Şablonu', 'Metin Yazarlığı', 'Fotoğraf Düzenleme'],
      description:
        'Kendi ekibiyle paylaşım yapan markalar için aylık yirmi gönderi ve otuz hikâye tasarımı ile metinlerini hazırlıyoruz. Marka kimliğinize uygun, düzenlenebilir şablonlar da teslim edilir.',
    },
    {
      name: 'Topluluk Yönetimi ve Müşteri Yanıtları',
      priceTl: 18_000,
      level: 'basic',
      skills: ['Mesaj Yönetimi', 'Yorum Moderasyonu', 'Kriz Bildirimi', 'Yanıt Kılavuzu'],
      description:
        'Yorum ve mesajlara hafta içi her gün, belirlediğimiz yanıt kılavuzuna göre en geç iki saat içinde dönüş yapıyoruz. Olası krizleri size anında bildiriyor, sık sorulan soruları aylık olarak raporluyoruz.',
    },
    {
      name: 'Sosyal Medya Reklam Yönetimi',
      priceTl: 20_000,
      level: 'advanced',
      skills: ['Meta Ads', 'TikTok Ads', 'Hedef Kitle', 'Piksel Kurulumu'],
      description:
        'Instagram, Facebook ve TikTok reklamlarınızı hedef kitle kurgusundan kreatif testlerine kadar yönetiyoruz. Piksel ve dönüşüm API kurulumu yapılır, bütçe haftalık sonuçlara göre yeniden dağıtılır.',
    },
    {
      name: 'LinkedIn Kurumsal İletişim',
      priceTl: 28_000,
      level: 'medium',
      skills: ['LinkedIn', 'Yönetici Profili', 'B2B İçerik', 'İşveren Markası'],
      description:
        'Şirket sayfanızı ve yöneticilerinizin profillerini düzenli, değer katan içeriklerle yönetiyoruz. Sektör görüşleri, vaka çalışmaları ve ekip hikâyeleriyle hem müşteri hem aday gözünde güven oluşturuyoruz.',
    },
  ],
  branding: [
    {
      name: 'Logo ve Kurumsal Kimlik Tasarımı',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Logo', 'Tipografi', 'Renk Sistemi', 'Kurumsal Kimlik Kılavuzu'],
      description:
        'Logo, renk paleti, yazı karakterleri ve temel uygulamalardan oluşan kurumsal kimliği üç konsept üzerinden birlikte geliştiriyoruz. Kartvizit, antetli kâğıt, sunum ve sosyal medya şablonları teslim edilir.',
    },
    {
      name: 'Marka İsmi Bulma',
      priceTl: 45_000,
      level: 'advanced',
      skills: ['İsim Yaratımı', 'Tescil Ön Araştırması', 'Alan Adı Kontrolü', 'Dilsel Kontrol'],
      description:
        'Hedef pazarlarınızda kolay söylenen, akılda kalan ve tescil edilebilir marka isimleri öneriyoruz. Her aday için tescil ön araştırması, alan adı uygunluğu ve farklı dillerdeki anlam kontrolü yapılır.',
    },
    {
      name: 'Yeniden Markalama',
      priceTl: 180_000,
      level: 'expert',
      skills: ['Marka Denetimi', 'Konumlandırma', 'Kimlik Tasarımı', 'Geçiş Planı'],
      description:
        'Büyüyen ya da yön değiştiren şirketlerin markasını mevcut müşterilerini kaybetmeden yeniliyoruz. Araştırma, konumlandırma, yeni kimlik tasarımı ve tabeladan faturaya kadar geçiş planı kapsamdadır.',
    },
    {
      name: 'Ambalaj Tasarımı',
      priceTl: 50_000,
      level: 'advanced',
      skills: ['Ambalaj', 'Etiket', 'Baskı Öncesi Hazırlık', '3D Görselleştirme'],
      description:
        'Rafta fark edilen, yasal bilgileri doğru taşıyan ve üretime uygun ambalaj ile etiket tasarımları yapıyoruz. Seri ürünler için genişleyebilir bir sistem kuruyor, matbaa provalarını birlikte kontrol ediyoruz.',
    },
    {
      name: 'Marka Kılavuzu ve Uygulama Şablonları',
      priceTl: 35_000,
      level: 'medium',
      skills: ['Marka Kılavuzu', 'Şablon Tasarımı', 'Sunum', 'Dijital Uygulamalar'],
      description:
        'Mevcut kimliğinizin her yerde tutarlı kullanılması için kapsamlı bir marka kılavuzu ve ekibinizin kolayca düzenleyebileceği sunum, belge ve sosyal medya şablonları hazırlıyoruz.',
    },
    {
      name: 'Marka Sesi ve Mesaj Mimarisi',
      priceTl: 40_000,
      level: 'advanced',
      skills: ['Marka Sesi', 'Mesaj Hiyerarşisi', 'Slogan', 'Metin Yazarlığı'],
      description:
        'Markanızın nasıl konuştuğunu, hangi mesajı hangi kitleye öncelikle söylediğini tanımlayan bir mesaj mimarisi ve ton kılavuzu oluşturuyoruz. Slogan önerileri ve örnek metinlerle teslim edilir.',
    },
  ],
  pr: [
    {
      name: 'Basın İlişkileri ve Bülten Dağıtımı',
      priceTl: 45_000,
      level: 'advanced',
      skills: ['Basın Bülteni', 'Medya Listesi', 'Gazeteci İlişkileri', 'Haber Takibi'],
      description:
        'Şirketinizin haberlerini doğru gazetecilere, doğru zamanda ve doğru hikâyeyle ulaştırıyoruz. Aylık hizmet; bülten yazımı, hedefli dağıtım, gazeteci görüşmeleri ve yayın takibini kapsar.',
    },
    {
      name: 'Kriz İletişimi Danışmanlığı',
      priceTl: 90_000,
      level: 'expert',
      skills: ['Kriz Senaryoları', 'Sözcü Hazırlığı', 'Açıklama Metinleri', 'Sosyal Medya İzleme'],
      description:
        'Olası kriz senaryolarını önceden hazırlıyor, kriz anında ise açıklama metinlerinden sözcü hazırlığına kadar yedi gün yirmi dört saat yanınızda oluyoruz. Kriz sonrası itibar onarım planı da sunulur.',
    },
    {
      name: 'Lansman PR Kampanyası',
      priceTl: 120_000,
      level: 'advanced',
      skills: ['Lansman Planı', 'Basın Toplantısı', 'Özel Haber', 'Medya Ziyaretleri'],
      description:
        'Yeni ürün, şirket ya da yatırım duyurularınız için basın toplantısı, özel haber görüşmeleri ve yayın ziyaretlerini içeren bir lansman takvimi yürütüyoruz. Sonuçlar erişim ve ton analiziyle raporlanır.',
    },
    {
      name: 'Yönetici Görünürlüğü ve Röportaj Planlama',
      priceTl: 55_000,
      level: 'advanced',
      skills: ['Röportaj', 'Köşe Yazısı', 'Panel Konuşmacılığı', 'Medya Eğitimi'],
      description:
        'Üst yöneticilerinizi sektörlerinde söz sahibi isimler olarak konumlandırıyoruz. Röportajlar, görüş yazıları ve panel konuşmaları planlanır; kamera karşısı ve zor soru provaları içeren medya eğitimi verilir.',
    },
    {
      name: 'Medya Takibi ve Aylık Raporlama',
      priceTl: 15_000,
      level: 'basic',
      skills: ['Medya Takibi', 'Ton Analizi', 'Rakip Karşılaştırma', 'Raporlama'],
      description:
        'Markanız, yöneticileriniz ve rakipleriniz hakkında yazılı, görsel ve dijital basında çıkan haberleri izliyoruz. Aylık raporda haber sayısı, erişim, ton ve öne çıkan konular yorumlanır.',
    },
  ],
  eCommerce: [
    {
      name: 'E-ticaret Sitesi Kurulumu',
      priceTl: 120_000,
      level: 'advanced',
      skills: ['Shopify', 'WooCommerce', 'Ödeme Entegrasyonu', 'Kargo Entegrasyonu', 'e-Fatura'],
      description:
        'Ürün kataloğunuz, ödeme ve kargo altyapınız ve e-fatura entegrasyonunuzla satışa hazır bir çevrim içi mağaza kuruyoruz. Tasarım, ürün aktarımı, yasal sayfalar ve ekip eğitimi dahildir.',
    },
    {
      name: 'Pazaryeri Entegrasyonu ve Yönetimi',
      priceTl: 30_000,
      level: 'medium',
      skills: ['Trendyol', 'Hepsiburada', 'Amazon', 'Stok Senkronizasyonu'],
      description:
        'Ürünlerinizi büyük pazaryerlerine tek panelden aktarıyor, stok, fiyat ve sipariş senkronizasyonunu kuruyoruz. Aylık yönetimde kampanya takvimi, mağaza puanı ve iade süreçleri de takip edilir.',
    },
    {
      name: 'E-ticaret Dönüşüm Optimizasyonu',
      priceTl: 50_000,
      level: 'advanced',
      skills: ['CRO', 'A/B Testi', 'Ödeme Sayfası', 'Isı Haritası'],
      description:
        'Ziyaretçilerin neden sepeti terk ettiğini ısı haritaları, oturum kayıtları ve huni analiziyle buluyor, ürün ve ödeme sayfalarında A/B testleriyle doğrulanmış iyileştirmeler yapıyoruz.',
    },
    {
      name: 'B2B Bayi Sipariş Portalı',
      priceTl: 200_000,
      level: 'expert',
      skills: ['B2B E-ticaret', 'ERP Entegrasyonu', 'Bayi Fiyat Listesi', 'Cari Hesap'],
      description:
        'Bayilerinizin kendilerine özel fiyat ve iskontolarla sipariş verdiği, cari hesabını ve sevkiyatlarını izlediği bir portal kuruyoruz. ERP sisteminizle çift yönlü entegrasyon dahildir.',
    },
    {
      name: 'E-ihracat Altyapısı ve Çok Dilli Mağaza',
      priceTl: 150_000,
      level: 'advanced',
      skills: ['Çok Dilli Mağaza', 'Döviz Fiyatlama', 'Uluslararası Kargo', 'Gümrük Belgeleri'],
      description:
        'Yurt dışı müşterilere satış yapabilmeniz için çok dilli ve çok para birimli bir mağaza, uluslararası ödeme yöntemleri ve gümrük sürecine uygun kargo entegrasyonları kuruyoruz.',
    },
    {
      name: 'Ürün Kataloğu ve İçerik Girişi',
      priceTl: 15_000,
      level: 'basic',
      skills: ['Ürün Açıklaması', 'Görsel Düzenleme', 'Varyant Yönetimi', 'Kategori Yapısı'],
      description:
        'Yüzlerce ürününüzü doğru kategori yapısı, varyantlar, arama dostu açıklamalar ve standart görsellerle mağazanıza giriyoruz. Toplu içe aktarma şablonları da size teslim edilir.',
    },
  ],
  media: [
    {
      name: 'Medya Planlama ve Satın Alma',
      priceTl: 80_000,
      level: 'advanced',
      skills: ['Medya Planlama', 'Erişim ve Frekans', 'Yayıncı Pazarlığı', 'Bütçe Dağılımı'],
      description:
        'Hedef kitlenize en verimli şekilde ulaşmak için televizyon, radyo, açıkhava ve dijital mecralar arasında bütçe dağılımı yapıyor, yayıncılarla pazarlık ederek satın alımı gerçekleştiriyoruz.',
    },
    {
      name: 'Açıkhava Reklam Planlaması',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Billboard', 'Raket', 'Dijital Ekran', 'Lokasyon Analizi'],
      description:
        'Billboard, raket, dijital ekran ve toplu taşıma reklamlarında yaya ve araç trafiği verilerine göre lokasyon seçiyoruz. Yerleşim fotoğraflarıyla kampanya süresince düzenli kontrol raporu sunuyoruz.',
    },
    {
      name: 'Televizyon ve Radyo Kampanya Planlaması',
      priceTl: 150_000,
      level: 'expert',
      skills: ['Reyting Analizi', 'Kuşak Planlama', 'Radyo', 'Sponsorluk'],
      description:
        'Reyting verilerine dayalı kuşak planlaması, program sponsorlukları ve radyo kampanyalarıyla geniş kitlelere ulaşmanızı sağlıyoruz. Yayın sonrasında gerçekleşen erişim ve maliyet raporu sunulur.',
    },
    {
      name: 'Programatik Medya Satın Alma',
      priceTl: 70_000,
      level: 'expert',
      skills: ['DSP', 'Veri Segmentleri', 'Görüntülenebilirlik', 'Marka Güvenliği'],
      description:
        'Programatik platformlar üzerinden görüntülü ve video reklamlarınızı veri segmentleriyle hedefliyoruz. Marka güvenliği, görüntülenebilirlik ve sahte trafik kontrolleri her kampanyada uygulanır.',
    },
    {
      name: 'Medya Performans Raporlaması',
      priceTl: 20_000,
      level: 'medium',
      skills: ['Raporlama', 'Looker Studio', 'Kampanya Analizi', 'Maliyet Karşılaştırma'],
      description:
        'Farklı ajanslar ve mecralarda yürüyen kampanyalarınızın verilerini tek panoda topluyor, maliyet ve erişim verimliliğini karşılaştırıyoruz. Aylık yorumlu rapor ve sonraki dönem önerileri dahildir.',
    },
  ],
  photo: [
    {
      name: 'E-ticaret Ürün Fotoğrafçılığı',
      priceTl: 12_000,
      level: 'medium',
      skills: ['Beyaz Fon', 'Işık Kurulumu', 'Rötuş', 'Toplu Çekim'],
      description:
        'Pazaryeri ve web sitesi standartlarına uygun, beyaz fonlu ve yaşam tarzı ürün fotoğrafları çekiyoruz. Fiyat elli ürüne kadar çekim, rötuş ve farklı platformlar için boyutlandırmayı kapsar.',
    },
    {
      name: 'Kurumsal Portre ve Ekip Fotoğrafları',
      priceTl: 15_000,
      level: 'medium',
      skills: ['Portre', 'Taşınabilir Stüdyo', 'Rötuş', 'Ofis Çekimi'],
      description:
        'Yöneticileriniz ve ekibiniz için ofisinizde kurduğumuz taşınabilir stüdyoda tutarlı, doğal portreler çekiyoruz. Web sitesi, LinkedIn ve basın kiti için farklı kadrajlarda teslim ediyoruz.',
    },
    {
      name: 'Mekân ve Mimari Fotoğrafçılık',
      priceTl: 20_000,
      level: 'advanced',
      skills: ['Mimari Fotoğraf', 'Geniş Açı', 'HDR', 'Perspektif Düzeltme'],
      description:
        'Otel, restoran, ofis ve konut projelerini doğru ışık ve perspektifle fotoğraflıyoruz. Gün ışığı ve akşam çekimleri planlanır, perspektif düzeltmeleri ve rötuşlar yapılarak teslim edilir.',
    },
    {
      name: 'Yemek ve Menü Fotoğrafçılığı',
      priceTl: 18_000,
      level: 'advanced',
      skills: ['Yemek Stilisti', 'Menü Çekimi', 'Doğal Işık', 'Sosyal Medya Kadrajı'],
      description:
        'Restoran ve gıda markaları için yemek stilistiyle birlikte menü, ambalaj ve sosyal medya fotoğrafları çekiyoruz. Çekim günü mutfağınızla birlikte planlanır, tabaklar ışığa göre hazırlanır.',
    },
    {
      name: 'Kampanya ve Moda Çekimi',
      priceTl: 60_000,
      level: 'expert',
      skills: ['Moda Fotoğrafı', 'Model Seçimi', 'Stil Danışmanlığı', 'Dış Mekân Çekimi'],
      description:
        'Sezon kataloğu, lookbook ve kampanya görselleri için model seçimi, stil, saç-makyaj ve lokasyon dahil tüm çekim prodüksiyonunu yönetiyoruz. Görseller basılı ve dijital kullanıma hazır teslim edilir.',
    },
  ],
  ar_vr: [
    {
      name: 'Artırılmış Gerçeklik Kampanyası',
      priceTl: 150_000,
      level: 'expert',
      skills: ['Unity', 'ARKit', 'ARCore', 'WebAR', '3D Modelleme'],
      description:
        'Ambalaj, afiş ya da ürün üzerinden açılan, markanızı eğlenceli bir deneyimle anlatan artırılmış gerçeklik kampanyaları tasarlıyoruz. Katılım ve paylaşım verileri kampanya boyunca ölçülür.',
    },
    {
      name: 'Sanal Showroom ve 360° Tur',
      priceTl: 90_000,
      level: 'advanced',
      skills: ['360° Çekim', 'Three.js', 'Sanal Tur', 'Etkileşimli Noktalar'],
      description:
        'Mağaza, fabrika ya da showroom alanınızı tarayıcıdan gezilebilen etkileşimli bir sanal tura dönüştürüyoruz. Ürün bilgi noktaları, video ve teklif formu bağlantıları tur içine yerleştirilir.',
    },
    {
      name: 'VR Eğitim Simülasyonu',
      priceTl: 300_000,
      level: 'expert',
      skills: ['Unity', 'Meta Quest', 'Simülasyon', 'Eğitim Tasarımı', 'Performans Ölçümü'],
      description:
        'İş güvenliği, bakım ve müşteri karşılama gibi eğitimler için gerçek hayatta riskli ya da pahalı olan durumları sanal gerçeklikte güvenle tekrarlatan simülasyonlar geliştiriyoruz.',
    },
    {
      name: 'WebAR ile Ürün Deneme',
      priceTl: 120_000,
      level: 'advanced',
      skills: ['WebAR', 'glTF', 'E-ticaret Entegrasyonu', '3D Optimizasyon'],
      description:
        'Müşterilerinizin mobilya, aydınlatma ya da aksesuar ürünlerinizi uygulama indirmeden kendi ortamlarında görmesini sağlayan WebAR deneyimi kuruyor, ürün sayfalarınıza entegre ediyoruz.',
    },
    {
      name: '3D Modelleme ve Dijital İkiz',
      priceTl: 70_000,
      level: 'advanced',
      skills: ['Blender', 'Fotogrametri', 'Dijital İkiz', 'Gerçek Zamanlı Render'],
      description:
        'Ürünlerinizin ve tesislerinizin gerçeğe uygun 3D modellerini oluşturuyoruz. Modeller web, AR, VR ve satış sunumlarında kullanılabilecek şekilde farklı detay seviyelerinde optimize edilir.',
    },
  ],
  digitalMarketing: [
    {
      name: 'Dijital Pazarlama Stratejisi',
      priceTl: 50_000,
      level: 'advanced',
      skills: ['Pazarlama Hunisi', 'Kanal Planı', 'Bütçe Planlama', 'KPI Tasarımı'],
      description:
        'Hedef kitle analizinden kanal seçimine, bütçe dağılımından ölçüm planına kadar markanıza özel bir dijital pazarlama stratejisi hazırlıyoruz. Strateji, uygulama takvimi ve hedef tablosuyla teslim edilir.',
    },
    {
      name: 'Aylık Dijital Pazarlama Yönetimi',
      priceTl: 40_000,
      level: 'advanced',
      skills: ['Reklam Yönetimi', 'SEO', 'E-posta Pazarlama', 'Sosyal Medya', 'Raporlama'],
      description:
        'Reklam, arama motoru, e-posta ve sosyal medya kanallarınızı tek bir ekip ve tek bir hedef tablosuyla yönetiyoruz. Haftalık kısa durum notu ve aylık sonuç toplantısı hizmete dahildir.',
    },
    {
      name: 'E-posta Pazarlama ve Otomasyon',
      priceTl: 25_000,
      level: 'medium',
      skills: ['E-bülten', 'Otomasyon Akışları', 'Segmentasyon', 'A/B Testi'],
      description:
        'Hoş geldin serisi, sepet hatırlatma ve yeniden kazanım gibi otomatik e-posta akışlarını kuruyor, aylık bültenlerinizi tasarlıyoruz. Açılma ve tıklama oranları segment bazında raporlanır.',
    },
    {
      name: 'Pazarlama Otomasyonu Kurulumu',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['HubSpot', 'CRM', 'Lead Puanlama', 'Segmentasyon'],
      description:
        'Web sitenizden gelen potansiyel müşterileri otomatik olarak puanlayan, segmentlere ayıran ve satış ekibine zamanında ileten bir pazarlama otomasyonu kurguluyoruz. CRM entegrasyonu dahildir.',
    },
    {
      name: 'Analitik ve Ölçümleme Kurulumu',
      priceTl: 30_000,
      level: 'advanced',
      skills: ['GA4', 'Google Tag Manager', 'Looker Studio', 'Dönüşüm İzleme'],
      description:
        'GA4, etiket yöneticisi ve dönüşüm izleme kurulumlarını denetleyip baştan doğru şekilde yapılandırıyoruz. Yönetimin tek bakışta okuyabileceği bir performans panosu da hazırlanır.',
    },
    {
      name: 'Potansiyel Müşteri Kampanyası',
      priceTl: 45_000,
      level: 'advanced',
      skills: ['Landing Page', 'Form Optimizasyonu', 'LinkedIn Ads', 'Google Ads'],
      description:
        'B2B ve yüksek tutarlı hizmetler için nitelikli talep toplayan kampanyalar kuruyoruz. Landing page, form, reklam kurgusu ve talep kalitesini satış ekibinizle birlikte değerlendirdiğimiz bir döngü içerir.',
    },
  ],
  graphic: [
    {
      name: 'Katalog ve Broşür Tasarımı',
      priceTl: 15_000,
      level: 'medium',
      skills: ['InDesign', 'Sayfa Düzeni', 'Baskı Öncesi Hazırlık', 'Ürün Görselleri'],
      description:
        'Ürün katalogları, tanıtım broşürleri ve fiyat listelerini okunur bir sayfa düzeniyle tasarlıyoruz. Baskı öncesi renk ve kesim kontrolleri yapılır, dijital paylaşım için ayrıca hafif bir PDF hazırlanır.',
    },
    {
      name: 'Sosyal Medya Görsel Şablonları',
      priceTl: 12_000,
      level: 'basic',
      skills: ['Canva', 'Figma', 'Şablon Tasarımı', 'Marka Uyumu'],
      description:
        'Ekibinizin kendi başına kullanabileceği, marka kimliğinize uygun gönderi, hikâye ve kapak şablonları tasarlıyoruz. Şablonların nasıl düzenleneceğini anlatan kısa bir eğitim videosu da teslim edilir.',
    },
    {
      name: 'İllüstrasyon ve Karakter Tasarımı',
      priceTl: 30_000,
      level: 'advanced',
      skills: ['Dijital İllüstrasyon', 'Karakter Tasarımı', 'Maskot', 'Vektör Çizim'],
      description:
        'Markanıza kişilik katan maskot, karakter ve illüstrasyon setleri çiziyoruz. Karakterin farklı pozları ve ifadeleri, ambalajdan sosyal medyaya kadar her yerde kullanılabilecek şekilde hazırlanır.',
    },
    {
      name: 'Sunum Tasarımı',
      priceTl: 15_000,
      level: 'medium',
      skills: ['PowerPoint', 'Keynote', 'Bilgi Tasarımı', 'Yatırımcı Sunumu'],
      description:
        'Yatırımcı, satış ve kurum içi sunumlarınızı hikâye akışı net, verileri anlaşılır ve markanıza uygun bir tasarımla yeniden hazırlıyoruz. Düzenlenebilir ana şablon da teslimata dahildir.',
    },
    {
      name: 'Fuar ve Basılı Materyal Tasarımı',
      priceTl: 20_000,
      level: 'medium',
      skills: ['Fuar Görselleri', 'Roll-up', 'Afiş', 'Baskı Takibi'],
      description:
        'Fuar standı görselleri, roll-up, afiş, davetiye ve promosyon ürünlerinin tasarımını tek bir konseptte topluyoruz. Matbaa ve üretici firmalarla baskı takibini de sizin adınıza yapıyoruz.',
    },
    {
      name: 'İnfografik ve Rapor Tasarımı',
      priceTl: 18_000,
      level: 'medium',
      skills: ['Veri Görselleştirme', 'İnfografik', 'Faaliyet Raporu', 'Sayfa Düzeni'],
      description:
        'Faaliyet raporları, sürdürülebilirlik raporları ve araştırma sonuçlarınızı grafik ve infografiklerle anlaşılır hâle getiriyoruz. Web ve sosyal medya için ayrı özet görseller de hazırlanır.',
    },
  ],
  event: [
    {
      name: 'Kurumsal Etkinlik Organizasyonu',
      priceTl: 150_000,
      level: 'advanced',
      skills: ['Konsept Tasarımı', 'Mekân Yönetimi', 'Sahne Prodüksiyonu', 'Katılımcı Kaydı'],
      description:
        'Yıl sonu toplantıları, kongreler ve çalışan etkinlikleri için konsept, mekân, konaklama, sahne ve katılımcı yönetimini tek ekipten sunuyoruz. Etkinlik sonrası bütçe gerçekleşme raporu verilir.',
    },
    {
      name: 'Ürün Lansmanı Organizasyonu',
      priceTl: 250_000,
      level: 'expert',
      skills: ['Lansman Kurgusu', 'Sahne Tasarımı', 'Basın Daveti', 'Canlı Yayın'],
      description:
        'Yeni ürününüzü basın, bayi ve müşterilerinize etkileyici bir sahne kurgusuyla tanıtıyoruz. Davet yönetimi, sahne ve ışık tasarımı, sunum provaları ve canlı yayın altyapısı kapsamdadır.',
    },
    {
      name: 'Bayi Toplantısı ve Gala Yemeği',
      priceTl: 200_000,
      level: 'advanced',
      skills: ['Bayi Toplantısı', 'Gala Organizasyonu', 'Ödül Töreni', 'Konaklama'],
      description:
        'Bayi ve satış ekiplerinizi bir araya getiren toplantıları, ödül törenlerini ve gala yemeklerini planlıyoruz. Ulaşım, konaklama, sahne programı ve sanatçı organizasyonu tek elden yönetilir.',
    },
    {
      name: 'Hibrit ve Çevrim İçi Etkinlik Yayını',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Canlı Yayın', 'Çok Kameralı Çekim', 'Yayın Platformu', 'Soru-Cevap Yönetimi'],
      description:
        'Salondaki ve ekran başındaki katılımcıların aynı deneyimi yaşadığı hibrit etkinlikler için çok kameralı yayın, etkileşimli soru-cevap ve kayıt sistemi kuruyoruz. Kayıtlar sonradan kurgulanır.',
    },
    {
      name: 'Fuar Stand Tasarımı ve Yönetimi',
      priceTl: 120_000,
      level: 'advanced',
      skills: ['Stand Tasarımı', '3D Görselleştirme', 'Üretim Takibi', 'Ziyaretçi Deneyimi'],
      description:
        'Yurt içi ve yurt dışı fuarlar için dikkat çeken, ziyaretçi akışı iyi planlanmış stantlar tasarlıyor, üretim ve kurulumunu yönetiyoruz. Fuar süresince hostes ve teknik destek sağlanabilir.',
    },
  ],
  web: [
    {
      name: 'Kurumsal Web Sitesi Tasarımı',
      priceTl: 45_000,
      level: 'medium',
      skills: ['Figma', 'WordPress', 'Mobil Uyumluluk', 'Temel SEO'],
      description:
        'Şirketinizi doğru anlatan, mobilde kusursuz görünen ve içeriklerini kolayca güncelleyebileceğiniz kurumsal web siteleri tasarlıyoruz. Alan adı, barındırma ve SSL kurulumu dahildir.',
    },
    {
      name: 'Özel Tasarım Web Sitesi',
      priceTl: 90_000,
      level: 'advanced',
      skills: ['Arayüz Tasarımı', 'Animasyon', 'React', 'Erişilebilirlik'],
      description:
        'Hazır tema kullanmadan, markanıza özel arayüz ve etkileşimlerle tasarlanmış web siteleri geliştiriyoruz. Erişilebilirlik ve sayfa hızı ölçümleri teslimattan önce raporlanır.',
    },
    {
      name: 'Landing Page Tasarımı ve Geliştirme',
      priceTl: 20_000,
      level: 'medium',
      skills: ['Landing Page', 'Dönüşüm Odaklı Tasarım', 'Form Entegrasyonu', 'A/B Testi'],
      description:
        'Reklam kampanyalarınızdan gelen ziyaretçiyi forma ya da satın almaya yönlendiren, hızlı açılan kampanya sayfaları hazırlıyoruz. Dönüşüm izleme ve A/B testine hazır kurulum yapılır.',
    },
    {
      name: 'Web Sitesi Hız ve Performans Optimizasyonu',
      priceTl: 25_000,
      level: 'advanced',
      skills: ['Core Web Vitals', 'Lighthouse', 'CDN', 'Görsel Optimizasyonu'],
      description:
        'Yavaş açılan sitenizin darboğazlarını ölçüyor, görselleri, betikleri ve sunucu ayarlarını optimize ederek Core Web Vitals değerlerini iyileştiriyoruz. Öncesi ve sonrası ölçümler raporlanır.',
    },
    {
      name: 'Headless CMS ile Web Sitesi',
      priceTl: 140_000,
      level: 'expert',
      skills: ['Next.js', 'Headless CMS', 'Çok Dilli Yapı', 'Statik Üretim'],
      description:
        'Çok dilli, yüksek trafikli ve içerik ekibi kalabalık kurumlar için başsız içerik yönetim sistemi üzerine hızlı ve güvenli web siteleri kuruyoruz. Editör yetkileri ve onay akışları tanımlanır.',
    },
    {
      name: 'Web Sitesi Bakım Paketi (Aylık)',
      priceTl: 8_000,
      level: 'basic',
      skills: ['Yedekleme', 'Güvenlik Güncellemeleri', 'İçerik Güncelleme', 'Çalışma Süresi İzleme'],
      description:
        'Sitenizin düzenli yedeklerini alıyor, eklenti ve güvenlik güncellemelerini yapıyor, kesintileri izliyoruz. Paket her ay iki saatlik içerik güncellemesi ve küçük tasarım düzeltmelerini içerir.',
    },
  ],
  ux: [
    {
      name: 'Kullanıcı Araştırması ve Görüşmeler',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Kullanıcı Görüşmesi', 'Persona', 'Müşteri Yolculuğu', 'Anket'],
      description:
        'Hedef kullanıcılarınızla birebir görüşmeler ve anketler yaparak ihtiyaçlarını, alışkanlıklarını ve engellerini ortaya çıkarıyoruz. Bulgular persona ve müşteri yolculuğu haritalarıyla teslim edilir.',
    },
    {
      name: 'UX/UI Tasarımı (Web ve Mobil)',
      priceTl: 90_000,
      level: 'advanced',
      skills: ['Figma', 'Bilgi Mimarisi', 'Wireframe', 'Prototip', 'Arayüz Tasarımı'],
      description:
        'Bilgi mimarisinden tel çerçevelere, görsel arayüzden tıklanabilir prototipe kadar ürününüzün tasarımını yapıyoruz. Geliştirici teslimi bileşen ve durum açıklamalarıyla eksiksiz hazırlanır.',
    },
    {
      name: 'Kullanılabilirlik Testi',
      priceTl: 35_000,
      level: 'medium',
      skills: ['Kullanılabilirlik Testi', 'Görev Analizi', 'Ekran Kaydı', 'Bulgu Raporu'],
      description:
        'Ürününüzü ya da prototipinizi beş ila sekiz gerçek kullanıcıyla görev bazlı test ediyor, takıldıkları noktaları videolu bir raporla önem sırasına göre sunuyoruz. Çözüm önerileri rapora dahildir.',
    },
    {
      name: 'Tasarım Sistemi Oluşturma',
      priceTl: 120_000,
      level: 'expert',
      skills: ['Tasarım Sistemi', 'Bileşen Kütüphanesi', 'Tasarım Token', 'Dokümantasyon'],
      description:
        'Birden fazla ürün ve ekip için tutarlı arayüzler üretmenizi sağlayan bir tasarım sistemi kuruyoruz. Renk, tipografi ve bileşenler Figma kütüphanesi ve kullanım kılavuzuyla belgelenir.',
    },
    {
      name: 'UX Denetimi ve İyileştirme Raporu',
      priceTl: 30_000,
      level: 'medium',
      skills: ['Sezgisel Değerlendirme', 'Analitik İnceleme', 'Erişilebilirlik', 'Önceliklendirme'],
      description:
        'Web sitenizi ya da uygulamanızı kullanılabilirlik ilkeleri, analitik verileri ve erişilebilirlik kriterlerine göre inceliyoruz. Sorunlar etki ve çaba matrisine göre önceliklendirilerek raporlanır.',
    },
  ],
  seo: [
    {
      name: 'Teknik SEO Denetimi',
      priceTl: 25_000,
      level: 'advanced',
      skills: ['Tarama Analizi', 'İndeksleme', 'Yapılandırılmış Veri', 'Core Web Vitals', 'Search Console'],
      description:
        'Sitenizin taranma, indekslenme, hız, mobil uyumluluk ve yapılandırılmış veri sorunlarını kapsamlı bir denetimle ortaya koyuyoruz. Bulgular, geliştirici ekibin uygulayabileceği bir iş listesiyle teslim edilir.',
    },
    {
      name: 'Aylık SEO Danışmanlığı',
      priceTl: 20_000,
      level: 'advanced',
      skills: ['Anahtar Kelime Takibi', 'İçerik Optimizasyonu', 'Bağlantı Kazanımı', 'Raporlama'],
      description:
        'Teknik iyileştirmeler, içerik optimizasyonu ve doğal bağlantı kazanımını aylık bir planla yürütüyoruz. Raporlarda sıralamalardan çok organik trafik, talep ve satış katkısını takip ediyoruz.',
    },
    {
      name: 'Anahtar Kelime ve İçerik Stratejisi',
      priceTl: 30_000,
      level: 'advanced',
      skills: ['Anahtar Kelime Araştırması', 'Arama Niyeti', 'Konu Kümeleri', 'İçerik Takvimi'],
      description:
        'Sektörünüzdeki aramaları niyete göre kümeleyerek hangi sayfaları oluşturmanız ve hangilerini güçlendirmeniz gerektiğini belirliyoruz. Altı aylık içerik takvimi ve yazım brifleriyle teslim edilir.',
    },
    {
      name: 'Yerel SEO ve Google İşletme Profili',
      priceTl: 10_000,
      level: 'basic',
      skills: ['Google İşletme Profili', 'Yerel Arama', 'Yorum Yönetimi', 'Harita Sonuçları'],
      description:
        'İşletmenizin harita sonuçlarında ve yakınımdaki aramalarda öne çıkması için işletme profilinizi düzenliyor, yerel dizin kayıtlarını tutarlı hâle getiriyor ve yorum yönetimi sürecini kuruyoruz.',
    },
    {
      name: 'Site Taşıma SEO Yönetimi',
      priceTl: 40_000,
      level: 'expert',
      skills: ['301 Yönlendirme', 'URL Eşleştirme', 'Log Analizi', 'Taşıma Sonrası İzleme'],
      description:
        'Alan adı, altyapı ya da URL yapısı değişikliklerinde trafik kaybını önlemek için yönlendirme planını hazırlıyor, geçiş gününü yönetiyor ve sonraki sekiz hafta boyunca indekslenmeyi izliyoruz.',
    },
    {
      name: 'E-ticaret SEO',
      priceTl: 35_000,
      level: 'advanced',
      skills: ['Kategori Optimizasyonu', 'Ürün Şeması', 'Filtre Sayfaları', 'İç Bağlantı'],
      description:
        'Binlerce ürün ve filtre sayfası olan mağazalarda kategori yapısını, ürün şemalarını ve iç bağlantıları düzenleyerek organik satışları artırıyoruz. Kopya içerik ve tarama bütçesi sorunları çözülür.',
    },
  ],
  digitalAdvertisement: [
    {
      name: 'Google Ads Kampanya Yönetimi',
      priceTl: 20_000,
      level: 'advanced',
      skills: ['Google Ads', 'Arama Ağı', 'Performance Max', 'Dönüşüm İzleme'],
      description:
        'Arama, alışveriş ve Performance Max kampanyalarınızı anahtar kelime, teklif stratejisi ve reklam metni testleriyle yönetiyoruz. Aylık ücret reklam bütçesinden bağımsız ve sabittir.',
    },
    {
      name: 'Meta Reklam Yönetimi',
      priceTl: 18_000,
      level: 'advanced',
      skills: ['Meta Ads', 'Dönüşüm API', 'Kreatif Testi', 'Yeniden Hedefleme'],
      description:
        'Facebook ve Instagram reklamlarınızda hedef kitle, kreatif ve teklif testlerini sistemli şekilde yürütüyoruz. Dönüşüm API kurulumu ve haftalık performans özeti hizmete dahildir.',
    },
    {
      name: 'YouTube Video Reklamları',
      priceTl: 25_000,
      level: 'medium',
      skills: ['YouTube Ads', 'Video Kurgusu', 'Marka Bilinirliği', 'Erişim Planlama'],
      description:
        'Marka bilinirliği ve değerlendirme hedefli YouTube kampanyaları planlıyoruz. Mevcut videolarınızı reklam formatlarına göre yeniden kurguluyor, izlenme ve marka aramalarındaki artışı ölçüyoruz.',
    },
    {
      name: 'Reklam Kreatifi Üretimi',
      priceTl: 15_000,
      level: 'medium',
      skills: ['Banner Tasarımı', 'Kısa Video', 'Reklam Metni', 'Boyutlandırma'],
      description:
        'Dijital reklamlarınız için farklı mesaj ve görsel varyasyonlarından oluşan kreatif setleri hazırlıyoruz. Her set tüm platform ölçülerinde, test edilebilir varyantlarla teslim edilir.',
    },
    {
      name: 'LinkedIn Reklamları ile B2B Hedefleme',
      priceTl: 30_000,
      level: 'advanced',
      skills: ['LinkedIn Ads', 'Hesap Bazlı Pazarlama', 'Lead Formu', 'Unvan Hedefleme'],
      description:
        'Karar vericilere şirket, unvan ve sektör bazında ulaşan LinkedIn kampanyaları kurguluyoruz. Hesap bazlı pazarlama listeleri ve yerleşik form kampanyalarıyla nitelikli talep topluyoruz.',
    },
  ],
  influencer: [
    {
      name: 'Influencer Kampanya Yönetimi',
      priceTl: 60_000,
      level: 'advanced',
      skills: ['Influencer Seçimi', 'Sözleşme Yönetimi', 'İçerik Onayı', 'Erişim Raporu'],
      description:
        'Kampanyanıza uygun içerik üreticilerini seçiyor, brifleri hazırlıyor, sözleşme ve içerik onay süreçlerini yönetiyoruz. Reklam işbirliği etiketlerine ve mevzuata uyum her içerikte kontrol edilir.',
    },
    {
      name: 'Mikro Influencer Programı',
      priceTl: 35_000,
      level: 'medium',
      skills: ['Mikro Influencer', 'Ürün Gönderimi', 'Topluluk', 'İndirim Kodu Takibi'],
      description:
        'Niş alanlarda güvenilir sesi olan on ila otuz mikro içerik üreticisiyle ürün deneyimi odaklı bir program yürütüyoruz. Kişiye özel indirim kodlarıyla satışa katkı ölçülür.',
    },
    {
      name: 'Marka Elçiliği Programı',
      priceTl: 150_000,
      level: 'expert',
      skills: ['Uzun Dönemli İşbirliği', 'İçerik Planı', 'Marka Uyumu', 'Performans Ölçümü'],
      description:
        'Markanızla değerleri örtüşen bir ya da birkaç içerik üreticisiyle altı ila on iki aylık elçilik programları kuruyoruz. İçerik takvimi, etkinlik katılımları ve dönemsel raporlama kapsamdadır.',
    },
    {
      name: 'Influencer Keşif ve Analiz Raporu',
      priceTl: 15_000,
      level: 'basic',
      skills: ['Takipçi Analizi', 'Sahte Takipçi Tespiti', 'Kitle Demografisi', 'Maliyet Karşılaştırma'],
      description:
        'Kampanyanız için önerdiğimiz içerik üreticilerinin kitle demografisini, etkileşim kalitesini ve sahte takipçi oranını analiz ediyoruz. Tahmini maliyet ve erişimle karşılaştırmalı bir liste sunuyoruz.',
    },
    {
      name: 'UGC İçerik Üretimi',
      priceTl: 25_000,
      level: 'medium',
      skills: ['Kullanıcı İçeriği', 'Dikey Video', 'Ürün Deneyimi', 'Reklam Kullanım Hakkı'],
      description:
        'Gerçek kullanıcıların ağzından ürününüzü anlatan, reklamlarda kullanılmaya hazır kısa videolar ürettiriyoruz. Her içerik reklam kullanım haklarıyla birlikte ve farklı açılış varyasyonlarıyla teslim edilir.',
    },
  ],
  tamHizmet: [
    {
      name: '360° Entegre Kampanya',
      priceTl: 400_000,
      level: 'expert',
      skills: ['Kampanya Stratejisi', 'Kreatif Konsept', 'Medya Planlama', 'Prodüksiyon', 'Dijital'],
      description:
        'Stratejiden kreatif fikre, film prodüksiyonundan medya planlamasına ve dijital uygulamalara kadar tüm kanalları tek bir fikir etrafında birleştiren entegre kampanyalar tasarlıyor ve yürütüyoruz.',
    },
    {
      name: 'Yıllık İletişim Yönetimi',
      priceTl: 150_000,
      level: 'expert',
      skills: ['Marka Yönetimi', 'Kampanya Takvimi', 'Kreatif Servis', 'Medya Koordinasyonu'],
      description:
        'Markanızın yıllık iletişim planını hazırlıyor, dönemsel kampanyaları, kreatif ihtiyaçları ve medya koordinasyonunu aylık sabit ücretle yönetiyoruz. Her çeyrek sonunda marka sağlığını birlikte değerlendiriyoruz.',
    },
    {
      name: 'Kreatif Konsept ve Kampanya Fikri',
      priceTl: 120_000,
      level: 'expert',
      skills: ['Kreatif Fikir', 'Slogan', 'Senaryo', 'Görsel Dil'],
      description:
        'Markanızın iletişim sorununu çözecek büyük fikri geliştiriyoruz. Kampanya konsepti, slogan, film senaryosu ve ana görseller farklı mecralara nasıl uyarlanacaklarını gösteren örneklerle sunulur.',
    },
    {
      name: 'Marka Lansman Paketi',
      priceTl: 250_000,
      level: 'advanced',
      skills: ['Lansman Stratejisi', 'Kurumsal Kimlik', 'Web Sitesi', 'Lansman Kampanyası'],
      description:
        'Yeni bir markayı pazara çıkarmak için gereken her şeyi tek pakette sunuyoruz: konumlandırma, kimlik, web sitesi, lansman filmi ve ilk üç ayın medya planı. Tüm işler aynı ekipten çıkar.',
    },
    {
      name: 'Bayi ve Satış Noktası İletişimi',
      priceTl: 80_000,
      level: 'advanced',
      skills: ['Satış Noktası Tasarımı', 'Bayi Kiti', 'Vitrin Uygulaması', 'Saha Denetimi'],
      description:
        'Bayilerinizin ve satış noktalarınızın kampanyalarla uyumlu görünmesi için vitrin, raf ve mağaza içi materyalleri tasarlıyor, üretimini ve sahada uygulanmasını fotoğraflı raporlarla takip ediyoruz.',
    },
  ],
  performance: [
    {
      name: 'Performans Pazarlama Yönetimi',
      priceTl: 35_000,
      level: 'advanced',
      skills: ['Google Ads', 'Meta Ads', 'TikTok Ads', 'Bütçe Optimizasyonu', 'ROAS'],
      description:
        'Google, Meta ve TikTok kampanyalarınızı tek bir gelir hedefiyle yönetiyor, bütçeyi haftalık olarak en iyi dönen kanala kaydırıyoruz. Şeffaf sabit ücretle çalışıyor, tüm hesaplar sizin adınıza açılıyor.',
    },
    {
      name: 'ROAS Odaklı E-ticaret Reklam Yönetimi',
      priceTl: 40_000,
      level: 'expert',
      skills: ['Google Alışveriş', 'Katalog Reklamları', 'Ürün Feed Optimizasyonu', 'Kârlılık Analizi'],
      description:
        'Ürün feedinizi optimize ediyor, alışveriş ve katalog kampanyalarını ürün grubu kârlılığına göre yapılandırıyoruz. Hedefimiz yalnızca ciro değil, reklam sonrası katkı payınızın artmasıdır.',
    },
    {
      name: 'Dönüşüm Oranı Optimizasyonu',
      priceTl: 45_000,
      level: 'advanced',
      skills: ['CRO', 'A/B Testi', 'Huni Analizi', 'Hipotez Yönetimi'],
      description:
        'Reklam trafiğini satışa çeviren sayfaları veriyle inceliyor, hipotezleri önceliklendiriyor ve her ay en az iki A/B testi yayına alıyoruz. Kazanan varyantlar kalıcı olarak uygulanır.',
    },
    {
      name: 'Uygulama Yükleme Kampanyaları',
      priceTl: 50_000,
      level: 'advanced',
      skills: ['App Campaigns', 'Apple Search Ads', 'MMP Entegrasyonu', 'Kohort Analizi'],
      description:
        'Mobil uygulamanız için yükleme ve uygulama içi aksiyon odaklı kampanyalar yürütüyoruz. Ölçüm ortağı entegrasyonu kurulur, kullanıcı kalitesi kohort bazında izlenerek bütçe yönlendirilir.',
    },
    {
      name: 'Reklam Hesabı Denetimi',
      priceTl: 15_000,
      level: 'medium',
      skills: ['Hesap Denetimi', 'Dönüşüm Kurulumu', 'Bütçe İsrafı Analizi', 'Yol Haritası'],
      description:
        'Mevcut reklam hesaplarınızı yapı, hedefleme, ölçümleme ve bütçe israfı açısından denetliyoruz. Rapor, hemen uygulanabilecek düzeltmeler ve üç aylık bir iyileştirme planı içerir.',
    },
    {
      name: 'Veri Odaklı Büyüme Danışmanlığı',
      priceTl: 60_000,
      level: 'expert',
      skills: ['Büyüme Modeli', 'Birim Ekonomisi', 'Kohort Analizi', 'Deney Tasarımı'],
      description:
        'Müşteri edinme maliyeti, yaşam boyu değer ve geri dönüş süresi gibi birim ekonomisi verilerinizi modelliyor, büyüme için hangi kanallara ve deneylere yatırım yapmanız gerektiğini belirliyoruz.',
    },
  ],
  content: [
    {
      name: 'Blog ve Makale Yazımı',
      priceTl: 12_000,
      level: 'medium',
      skills: ['Blog Yazarlığı', 'SEO Uyumlu Metin', 'Araştırma', 'Editörlük'],
      description:
        'Sektörünüzü araştırarak okuyucuya gerçekten faydalı, arama motorlarında bulunabilir blog yazıları ve rehber içerikler hazırlıyoruz. Fiyat ayda dört kapsamlı yazı ve görsel seçimini kapsar.',
    },
    {
      name: 'İçerik Stratejisi ve Takvimi',
      priceTl: 30_000,
      level: 'advanced',
      skills: ['İçerik Stratejisi', 'Hedef Kitle', 'Editoryal Takvim', 'Dağıtım Planı'],
      description:
        'Hangi konularda, hangi formatlarda ve hangi kanallarda içerik üretmeniz gerektiğini hedef kitlenizin sorularından yola çıkarak planlıyoruz. Altı aylık editoryal takvim ve dağıtım planı sunulur.',
    },
    {
      name: 'Kurumsal Metin Yazarlığı',
      priceTl: 20_000,
      level: 'medium',
      skills: ['Web Sitesi Metni', 'Ürün Açıklaması', 'Marka Sesi', 'Düzelti'],
      description:
        'Web sitesi sayfaları, ürün açıklamaları, kurumsal tanıtım ve sunum metinlerinizi markanızın sesine uygun, açık ve ikna edici bir dille yazıyoruz. İki tur düzeltme fiyata dahildir.',
    },
    {
      name: 'Podcast Prodüksiyonu',
      priceTl: 40_000,
      level: 'advanced',
      skills: ['Podcast', 'Ses Kaydı', 'Kurgu', 'Konuk Planlama', 'Yayın Dağıtımı'],
      description:
        'Markanız için podcast serisinin konseptini, bölüm planını ve konuk listesini hazırlıyor; kayıt, ses kurgusu ve yayın platformlarına dağıtımı yönetiyoruz. Fiyat dört bölümlük bir sezonu kapsar.',
    },
    {
      name: 'E-bülten İçerik Yönetimi',
      priceTl: 15_000,
      level: 'medium',
      skills: ['E-bülten', 'Metin Yazarlığı', 'Segmentasyon', 'Açılma Oranı Analizi'],
      description:
        'Müşterilerinize ve abonelerinize düzenli giden, okunmaya değer bültenler hazırlıyoruz. Konu seçimi, metin, tasarım uyarlaması ve açılma-tıklama analizleri aylık hizmetin parçasıdır.',
    },
  ],
  brandConsultant: [
    {
      name: 'Marka Konumlandırma Atölyesi',
      priceTl: 80_000,
      level: 'expert',
      skills: ['Konumlandırma', 'Atölye Yönetimi', 'Rakip Haritası', 'Marka Vaadi'],
      description:
        'Yönetim ekibinizle iki günlük bir atölyede markanızın hedef kitlesini, rakipler arasındaki yerini ve vaadini netleştiriyoruz. Çıktılar, tüm iletişimde kullanılacak bir konumlandırma belgesine dönüşür.',
    },
    {
      name: 'Marka Stratejisi ve Marka Mimarisi',
      priceTl: 150_000,
      level: 'expert',
      skills: ['Marka Stratejisi', 'Marka Mimarisi', 'Alt Marka Yönetimi', 'Portföy Analizi'],
      description:
        'Birden fazla ürün, alt marka ya da pazarda faaliyet gösteren şirketler için marka portföyünü sadeleştiren ve büyümeyi kolaylaştıran bir marka mimarisi kuruyoruz. Geçiş yol haritası dahildir.',
    },
    {
      name: 'Marka Sağlığı Araştırması',
      priceTl: 90_000,
      level: 'advanced',
      skills: ['Tüketici Araştırması', 'Bilinirlik', 'Algı Analizi', 'Net Tavsiye Skoru'],
      description:
        'Markanızın bilinirliğini, tercih edilme nedenlerini ve rakiplere göre algısını nicel ve nitel araştırmalarla ölçüyoruz. Sonuçlar yönetim için sade bir özet ve eylem önerileriyle sunulur.',
    },
    {
      name: 'İşveren Markası Danışmanlığı',
      priceTl: 70_000,
      level: 'advanced',
      skills: ['İşveren Markası', 'Çalışan Deneyimi', 'Kariyer Sayfası', 'İşe Alım İletişimi'],
      description:
        'Doğru yetenekleri çekmek için şirketinizin çalışan vaadini tanımlıyor, kariyer sayfası, ilan metinleri ve çalışan hikâyeleriyle işe alım iletişimini bu vaade göre yeniden kurguluyoruz.',
    },
    {
      name: 'Kurumsal İtibar Danışmanlığı',
      priceTl: 100_000,
      level: 'expert',
      skills: ['İtibar Analizi', 'Paydaş Haritası', 'Sürdürülebilirlik İletişimi', 'Risk Yönetimi'],
      description:
        'Yatırımcı, çalışan, müşteri ve kamuoyu gözündeki itibarınızı analiz ediyor, paydaş bazında iletişim önceliklerini ve olası itibar risklerine karşı alınacak önlemleri içeren bir plan hazırlıyoruz.',
    },
  ],
  specialSoftware: [
    {
      name: 'Kurumsal ERP Uyarlaması',
      priceTl: 300_000,
      level: 'expert',
      skills: ['ERP', 'Süreç Analizi', 'Veri Aktarımı', 'Kullanıcı Eğitimi'],
      description:
        'Satın alma, stok, üretim, satış ve muhasebe süreçlerinizi analiz ederek ERP sistemini şirketinize göre uyarlıyoruz. Eski sistemden veri aktarımı, kullanıcı eğitimleri ve canlı geçiş desteği dahildir.',
    },
    {
      name: 'CRM ve Satış Takip Yazılımı',
      priceTl: 180_000,
      level: 'advanced',
      skills: ['CRM', 'Satış Hunisi', 'Teklif Yönetimi', 'Mobil Erişim'],
      description:
        'Müşteri adaylarından teklif ve siparişe kadar satış sürecinizi izleyen, ekibinize özel alanlar ve raporlar sunan bir CRM yazılımı geliştiriyoruz. Saha ekibi için mobil erişim de sağlanır.',
    },
    {
      name: 'Üretim Takip (MES) Yazılımı',
      priceTl: 350_000,
      level: 'expert',
      skills: ['MES', 'PLC Entegrasyonu', 'OEE', 'İzlenebilirlik', 'Vardiya Raporu'],
      description:
        'Makinelerden anlık veri toplayan, iş emirlerini, duruşları ve fireleri izleyen, vardiya bazında verimlilik raporları üreten üretim takip yazılımları geliştiriyoruz. Parti izlenebilirliği dahildir.',
    },
    {
      name: 'Saha Servis Yönetim Uygulaması',
      priceTl: 200_000,
      level: 'advanced',
      skills: ['Saha Yönetimi', 'Çevrim Dışı Çalışma', 'Rota Planlama', 'Dijital Form'],
      description:
        'Teknik servis, bakım ve denetim ekiplerinizin iş emirlerini telefondan aldığı, fotoğraflı raporla kapattığı ve müşteriye dijital imza attırdığı bir saha yönetim sistemi kuruyoruz.',
    },
    {
      name: 'İş Zekâsı ve Raporlama Panoları',
      priceTl: 90_000,
      level: 'advanced',
      skills: ['Veri Ambarı', 'Power BI', 'SQL', 'ETL'],
      description:
        'Farklı sistemlerdeki verilerinizi tek bir veri ambarında birleştiriyor, yönetimin günlük kararlarında kullanacağı satış, stok ve finans panolarını hazırlıyoruz. Otomatik veri güncelleme kurulur.',
    },
    {
      name: 'Yapay Zekâ Destekli Doküman İşleme',
      priceTl: 160_000,
      level: 'expert',
      skills: ['OCR', 'Doğal Dil İşleme', 'Python', 'İş Akışı Otomasyonu'],
      description:
        'Fatura, irsaliye, sözleşme ve başvuru formlarındaki bilgileri otomatik okuyup sistemlerinize aktaran, insan onayı gereken durumları ayıran doküman işleme çözümleri geliştiriyoruz.',
    },
  ],
  other: [
    {
      name: 'Dijital Dönüşüm Danışmanlığı',
      priceTl: 80_000,
      level: 'expert',
      skills: ['Süreç Haritalama', 'Teknoloji Seçimi', 'Değişim Yönetimi', 'Yol Haritası'],
      description:
        'Kâğıt ve tablo tabanlı süreçlerinizi haritalandırıyor, hangi adımların hangi yazılımlarla dijitalleşeceğini önceliklendiriyoruz. Tedarikçi seçimi ve değişim yönetimi desteği de verilir.',
    },
    {
      name: 'Çeviri ve Yerelleştirme',
      priceTl: 15_000,
      level: 'medium',
      skills: ['Çeviri', 'Yerelleştirme', 'Terim Sözlüğü', 'Kültürel Uyarlama'],
      description:
        'Web sitenizi, uygulamanızı ve pazarlama materyallerinizi hedef pazarın diline ve kültürüne uyarlıyoruz. Ana dili konuşan çevirmenlerle çalışıyor, markanıza özel bir terim sözlüğü oluşturuyoruz.',
    },
    {
      name: 'Kurumsal Dijital Yetkinlik Eğitimi',
      priceTl: 25_000,
      level: 'medium',
      skills: ['Eğitim Tasarımı', 'Uygulamalı Atölye', 'Veri Güvenliği', 'Ofis Yazılımları'],
      description:
        'Çalışanlarınıza yeni sistemlerin kullanımı, veri güvenliği ve gündelik işlerde verimlilik araçları konusunda uygulamalı eğitimler veriyoruz. Eğitim sonrası ölçme ve destek dokümanları sunulur.',
    },
    {
      name: 'KVKK Uyum ve Çerez Yönetimi',
      priceTl: 30_000,
      level: 'advanced',
      skills: ['KVKK', 'Çerez Yönetimi', 'Aydınlatma Metni', 'Veri Envanteri'],
      description:
        'Web siteniz ve dijital kanallarınız için veri envanteri çıkarıyor, çerez yönetimi ve açık rıza akışlarını kuruyoruz. Aydınlatma metinleri hukuk danışmanınızla birlikte güncellenir.',
    },
    {
      name: 'Erişilebilirlik Denetimi',
      priceTl: 35_000,
      level: 'advanced',
      skills: ['WCAG 2.2', 'Ekran Okuyucu Testi', 'Klavye Erişimi', 'Renk Kontrastı'],
      description:
        'Web sitenizi ve uygulamanızı WCAG ölçütlerine göre ekran okuyucular ve klavye ile test ediyor, engelli kullanıcıların karşılaştığı sorunları önem sırasıyla ve çözüm önerileriyle raporluyoruz.',
    },
  ],
};

/** 36 agencies across 15 cities, weighted towards İstanbul, Ankara and İzmir. */
export const DEMO_AGENCIES: readonly TDemoAgency[] = [
  // İstanbul
  {
    nick: 'Pikselhane',
    legal: 'LTD',
    title: 'Pikselhane Dijital Hizmetler Ltd. Şti.',
    owner: ['Merve', 'Kılıç'],
    domain: 'pikselhane.com.tr',
    cityId: 34,
    district: 'Kadıköy',
    address: 'Caferağa Mah. Moda Cad. No: 48/3',
    taxOffice: 'Kadıköy',
    teamSize: '10-20',
    foundedYear: 2014,
    categories: ['web', 'ux', 'branding'],
    shortDescription:
      "Kadıköy'de kullanıcı deneyimi odaklı web siteleri ve marka kimlikleri tasarlayan on dört kişilik dijital tasarım stüdyosu.",
    description:
      "Pikselhane, 2014'te Moda'da üç tasarımcının kurduğu küçük bir atölye olarak başladı; bugün tasarımcı, yazılımcı ve araştırmacılardan oluşan on dört kişilik bir ekip olarak orta ölçekli markaların web sitelerini ve dijital ürünlerini tasarlıyor. İşe her zaman kullanıcıyla başlıyoruz: görüşmeler, analitik verileri ve rakip incelemesiyle sitenizin neden beklenen dönüşümü getirmediğini ortaya koyuyor, ardından bilgi mimarisini ve arayüzü bu bulgulara göre kuruyoruz. Marka kimliği projelerinde logo çalışmasını dijital kullanım senaryolarından ayırmıyor, renk ve tipografi sistemini ilk günden ekranlar için test ediyoruz. Gıda, sağlık ve eğitim sektörlerinden kırkı aşkın markayla çalıştık; teslim ettiğimiz her sitede erişilebilirlik ve sayfa hızı ölçümlerini raporlayarak projeyi kapatıyoruz.",
  },
  {
    nick: 'Kodhane',
    legal: 'AS',
    title: 'Kodhane Yazılım Teknolojileri A.Ş.',
    owner: ['Burak', 'Şahin'],
    domain: 'kodhane.com.tr',
    cityId: 34,
    district: 'Ataşehir',
    address: 'Barbaros Mah. Begonya Sok. No: 7 Kat: 12',
    taxOffice: 'Kozyatağı',
    teamSize: '20+',
    foundedYear: 2009,
    categories: ['software', 'specialSoftware', 'mobile'],
    shortDescription:
      'Finans, lojistik ve perakende şirketlerine ölçeklenebilir kurumsal yazılım, ERP entegrasyonu ve mobil uygulama geliştiriyoruz.',
    description:
      "Kodhane, 2009'dan bu yana kurumsal müşterilerin iş açısından kritik yazılımlarını geliştiren, altmışı aşkın mühendisten oluşan bir yazılım evidir. Lojistik firmaları için rota ve depo yönetim sistemleri, perakende zincirleri için mağaza içi satış uygulamaları ve finans kuruluşları için müşteri portalları geliştirdik. Projelerde iki haftalık sprintlerle çalışıyor, her sprint sonunda çalışan yazılımı müşterimize gösteriyoruz. Kod kalitesini otomatik testler, kod incelemesi ve sürekli entegrasyon hatlarıyla güvence altına alıyor, canlıya aldığımız sistemler için 7/24 destek ve hizmet seviyesi taahhüdü veriyoruz. ISO 27001 sertifikalı süreçlerimiz sayesinde bankacılık ve sağlık gibi regülasyonu yoğun sektörlerin güvenlik denetimlerinden sorunsuz geçiyoruz.",
  },
  {
    nick: 'Mavi Martı',
    legal: 'AS',
    title: 'Mavi Martı İletişim Hizmetleri A.Ş.',
    owner: ['Selin', 'Arslan'],
    domain: 'mavimarti.com.tr',
    cityId: 34,
    district: 'Beşiktaş',
    address: 'Sinanpaşa Mah. Ihlamurdere Cad. No: 61',
    taxOffice: 'Beşiktaş',
    teamSize: '20+',
    foundedYear: 2006,
    categories: ['tamHizmet', 'media', 'digitalAdvertisement'],
    shortDescription:
      'Gıda, otomotiv ve finans markaları için kreatif fikirden medya satın almaya kadar uçtan uca kampanya yöneten tam hizmet ajansı.',
    description:
      "Mavi Martı, 2006'da Beşiktaş'ta kurulan ve bugün kreatif, strateji, medya ve dijital ekiplerinde seksen kişiyi bir araya getiren bağımsız bir tam hizmet reklam ajansıdır. Ulusal televizyon kampanyalarından açıkhava ve dijital reklamlara kadar bütün mecraları tek bir planla yönetiyor, markanın bütçesini hangi temas noktasında en çok işe yarayacaksa oraya yönlendiriyoruz. Kendi medya satın alma birimimiz sayesinde yayıncılarla doğrudan pazarlık yapıyor, kampanya süresince haftalık erişim ve frekans raporları paylaşıyoruz. Hazır gıdadan otomotive, bankacılıktan beyaz eşyaya uzanan müşteri portföyümüzle yerel ve uluslararası yaratıcılık ödüllerinde kısa listelere girdik; ama asıl ölçütümüzün satış ve marka bilinirliği olduğunu hiç unutmuyoruz.",
  },
  {
    nick: 'Ritim Sosyal',
    legal: 'LTD',
    title: 'Ritim Sosyal Medya Ajansı Ltd. Şti.',
    owner: ['Ozan', 'Yıldız'],
    domain: 'ritimsosyal.com',
    cityId: 34,
    district: 'Şişli',
    address: 'Esentepe Mah. Büyükdere Cad. No: 112 Kat: 4',
    taxOffice: 'Şişli',
    teamSize: '10-20',
    foundedYear: 2016,
    categories: ['social', 'influencer', 'content'],
    shortDescription:
      'Genç tüketiciye ulaşmak isteyen moda, kozmetik ve içecek markaları için sosyal medya, influencer ve kısa video içerikleri.',
    description:
      "Ritim Sosyal, kısa video çağında markaların kendi dilini bulmasına yardım eden on altı kişilik bir sosyal medya ajansıdır. Instagram, TikTok ve YouTube Shorts için haftalık içerik takvimleri hazırlıyor, çekimden kurguya kadar tüm üretimi Şişli'deki stüdyomuzda yapıyoruz. Influencer iş birliklerinde takipçi sayısından çok etkileşim kalitesine bakıyor, sahte takipçi analizini ve marka uyumu değerlendirmesini her kampanyadan önce raporluyoruz. Topluluk yönetimi ekibimiz hafta içi her gün yorum ve mesajlara en geç iki saat içinde yanıt veriyor. Kozmetik, hazır giyim ve içecek kategorilerinde yirmiden fazla markanın hesaplarını yönetiyor, aylık raporlarımızda beğeni sayısı yerine erişim, kaydetme ve web trafiği gibi iş sonuçlarına bağlanan ölçütleri öne çıkarıyoruz.",
  },
  {
    nick: 'Zirve Arama',
    legal: 'LTD',
    title: 'Zirve Arama Motoru Optimizasyonu Ltd. Şti.',
    owner: ['Emre', 'Demirtaş'],
    domain: 'zirvearama.com.tr',
    cityId: 34,
    district: 'Üsküdar',
    address: 'Altunizade Mah. Kuşbakışı Cad. No: 27/5',
    taxOffice: 'Üsküdar',
    teamSize: '5-10',
    foundedYear: 2017,
    categories: ['seo'],
    services: {
      seo: [
        'Teknik SEO Denetimi',
        'Aylık SEO Danışmanlığı',
        'Anahtar Kelime ve İçerik Stratejisi',
        'Site Taşıma SEO Yönetimi',
        'E-ticaret SEO',
      ],
    },
    shortDescription:
      'Yalnızca SEO yapan butik ekip: teknik denetim, içerik stratejisi ve site taşıma projelerinde ölçülebilir organik büyüme.',
    description:
      'Zirve Arama, yalnızca arama motoru optimizasyonuna odaklanan dokuz kişilik bir uzman ekiptir; reklam ya da sosyal medya hizmeti vermiyor, bütün enerjimizi organik trafiğe harcıyoruz. Her projeye kapsamlı bir teknik denetimle başlıyor, tarama bütçesi, indekslenme, site hızı ve yapılandırılmış veri sorunlarını öncelik sırasına koyan bir yol haritası çıkarıyoruz. İçerik tarafında anahtar kelime araştırmasını arama niyetine göre kümeliyor, editör ekibimizle birlikte sektörünüzde gerçekten soru soran kullanıcıya yanıt veren sayfalar planlıyoruz. Büyük e-ticaret sitelerinin altyapı değişikliklerinde trafik kaybetmeden taşınmasını sağlayan yönlendirme planları, en çok gurur duyduğumuz işlerimiz arasında. Raporlarımızda sıralama tablolarından çok organik gelir ve talep formu dönüşümlerini takip ediyoruz.',
  },
  {
    nick: 'Dönüşüm Fabrikası',
    legal: 'LTD',
    title: 'Dönüşüm Fabrikası Dijital Pazarlama Ltd. Şti.',
    owner: ['Cem', 'Aksoy'],
    domain: 'donusumfabrikasi.com',
    cityId: 34,
    district: 'Şişli',
    address: 'Mecidiyeköy Mah. Oya Sok. No: 14 D: 6',
    taxOffice: 'Mecidiyeköy',
    teamSize: '10-20',
    foundedYear: 2015,
    categories: ['performance', 'digitalMarketing', 'eCommerce'],
    shortDescription:
      'E-ticaret markalarına reklam bütçesini gelir hedefine bağlayan performans pazarlama, CRO ve pazarlama otomasyonu hizmeti.',
    description:
      'Dönüşüm Fabrikası, çevrim içi satış yapan markaların reklam harcamasını ölçülebilir gelire dönüştürmek için kuruldu. On sekiz kişilik ekibimizde reklam uzmanları, veri analistleri ve dönüşüm optimizasyonu tasarımcıları aynı masada çalışıyor; böylece bir kampanyanın sonucu yalnızca reklam panelinde değil, ödeme sayfasına kadar uzanan bütün hunide izleniyor. Google, Meta ve TikTok hesaplarını tek bir ölçümleme altyapısıyla yönetiyor, sunucu taraflı dönüşüm takibi ve GA4 kurulumlarını kendimiz yapıyoruz. Müşterilerimizle gelir payı yerine şeffaf sabit ücretle çalışıyor, haftalık toplantılarda hangi kreatifin, hangi kitlenin ve hangi teklif stratejisinin işe yaradığını açıkça paylaşıyoruz. Ev tekstili, spor besini ve evcil hayvan ürünleri alanlarında yıllık cirosunu iki katına çıkaran markalarla çalıştık.',
  },
  {
    nick: 'Kadraj Film',
    legal: 'LTD',
    title: 'Kadraj Film Yapım Ltd. Şti.',
    owner: ['Kaan', 'Özdemir'],
    domain: 'kadrajfilm.com.tr',
    cityId: 34,
    district: 'Beşiktaş',
    address: 'Ortaköy Mah. Dereboyu Cad. No: 33',
    taxOffice: 'Beşiktaş',
    teamSize: '10-20',
    foundedYear: 2011,
    categories: ['production', 'photo'],
    shortDescription:
      'Reklam filmi, kurumsal tanıtım ve ürün videolarında senaryodan post prodüksiyona kendi ekipmanıyla çalışan yapım şirketi.',
    description:
      "Kadraj Film, 2011'den bu yana reklam filmleri, kurumsal tanıtım filmleri ve dijital video içerikleri üreten bir yapım şirketidir. Yönetmen, görüntü yönetmeni, kurgucu ve renk uzmanından oluşan çekirdek ekibimiz, projeye göre genişleyen serbest çalışan ağıyla birlikte yılda yüzü aşkın çekim gerçekleştiriyor. Sinema kameraları, ışık parkı ve Ortaköy'deki kurgu ve renk odalarımız kendimize ait olduğu için bütçeyi ekipman kirası yerine ekranda görünen kaliteye harcıyoruz. Senaryo aşamasında markanın iletişim hedefini netleştiriyor, çekim öncesi storyboard ve lokasyon önerilerini onayınıza sunuyoruz. Fotoğraf birimimiz aynı setlerde kampanya ve ürün fotoğraflarını da çektiği için video ve görsellerin aynı dili konuşmasını sağlıyoruz. Sanayi, turizm ve gıda sektörlerindeki deneyimimizle fabrikadan mutfağa her ortamda rahat çalışıyoruz.",
  },
  {
    nick: 'Elif Aydoğan Tasarım',
    legal: 'person',
    title: 'Elif Aydoğan — Serbest Tasarım Stüdyosu',
    owner: ['Elif', 'Aydoğan'],
    domain: 'elifaydogan.com',
    cityId: 34,
    district: 'Kadıköy',
    address: 'Rasimpaşa Mah. Karakolhane Cad. No: 19/2',
    taxOffice: 'Kadıköy',
    teamSize: '1-5',
    foundedYear: 2019,
    categories: ['graphic', 'branding'],
    shortDescription:
      'Yeni kurulan markalar ve butik işletmeler için logo, ambalaj ve illüstrasyon çalışmaları yapan bağımsız grafik tasarımcı.',
    description:
      "Ben Elif; on yıl boyunca İstanbul'daki reklam ajanslarında sanat yönetmeni olarak çalıştıktan sonra 2019'da kendi stüdyomu açtım. Bugün kahve dükkânlarından butik otellere, zeytinyağı üreticilerinden genç moda markalarına kadar küçük ve orta ölçekli işletmelerin görsel kimliklerini tasarlıyorum. Her projeyi baştan sona kendim yürütüyorum; gerektiğinde birlikte çalıştığım illüstratör ve metin yazarı arkadaşlarımı ekibe davet ediyorum. Süreç, markanın hikâyesini dinlediğim uzun bir tanışma görüşmesiyle başlıyor, ardından üç farklı konsept sunuyor ve seçilen yönü birlikte olgunlaştırıyoruz. Logo dosyalarının yanında kartvizit, ambalaj etiketi ve sosyal medya şablonlarını da teslim ediyor, kimliğin gündelik hayatta nasıl kullanılacağını anlatan sade bir kılavuz hazırlıyorum.",
  },
  {
    nick: 'Derinlik XR',
    legal: 'LTD',
    title: 'Derinlik Genişletilmiş Gerçeklik Teknolojileri Ltd. Şti.',
    owner: ['Barış', 'Koç'],
    domain: 'derinlikxr.com',
    cityId: 34,
    district: 'Sarıyer',
    address: 'Maslak Mah. Eski Büyükdere Cad. No: 9 Kat: 3',
    taxOffice: 'Sarıyer',
    teamSize: '5-10',
    foundedYear: 2018,
    categories: ['ar_vr', 'event'],
    services: {
      event: [
        'Hibrit ve Çevrim İçi Etkinlik Yayını',
        'Fuar Stand Tasarımı ve Yönetimi',
        'Ürün Lansmanı Organizasyonu',
      ],
    },
    shortDescription:
      'Fuar, lansman ve eğitim için artırılmış ve sanal gerçeklik deneyimleri, WebAR kampanyaları ve 3D ürün modelleri geliştiriyoruz.',
    description:
      "Derinlik XR, oyun motorlarıyla çalışan geliştiricilerin ve 3D sanatçıların 2018'de kurduğu bir genişletilmiş gerçeklik stüdyosudur. Markaların ürünlerini müşterinin kendi salonunda görmesini sağlayan WebAR deneyimleri, fuar standlarında ilgi toplayan sanal gerçeklik kurguları ve fabrikalarda iş güvenliği eğitimi için VR simülasyonları geliştiriyoruz. Uygulama indirmeden telefon tarayıcısında açılan deneyimlere özellikle önem veriyoruz, çünkü katılım oranının en çok o adımda düştüğünü biliyoruz. Etkinlik ekibimiz lansman ve fuar alanlarında donanım kurulumunu, gözlük hijyenini ve ziyaretçi akışını da üstleniyor. Mobilya, otomotiv ve enerji sektörlerinden müşterilerimiz için hazırladığımız dijital ikiz ve sanal showroom projelerinde 3D modelleri hem web hem de satış ekiplerinin tabletleri için optimize ediyoruz.",
  },
  {
    nick: 'Yankı İletişim',
    legal: 'AS',
    title: 'Yankı İletişim ve Halkla İlişkiler A.Ş.',
    owner: ['Aylin', 'Çelik'],
    domain: 'yankiiletisim.com.tr',
    cityId: 34,
    district: 'Şişli',
    address: 'Teşvikiye Mah. Valikonağı Cad. No: 85/4',
    taxOffice: 'Şişli',
    teamSize: '10-20',
    foundedYear: 2008,
    categories: ['pr', 'event', 'brandConsultant'],
    shortDescription:
      "Basın ilişkileri, kriz iletişimi, lansman etkinlikleri ve itibar yönetiminde 2008'den beri kurumsal markaların yanındayız.",
    description:
      "Yankı İletişim, ulusal ve yerel basınla güçlü ilişkileri olan eski gazeteciler ile iletişim danışmanlarının 2008'de kurduğu bir halkla ilişkiler şirketidir. Kurumsal şirketler, sivil toplum kuruluşları ve hızlı büyüyen teknoloji girişimleri için basın bültenlerinden röportaj planlamasına, kriz iletişimi senaryolarından lansman etkinliklerine kadar geniş bir yelpazede hizmet veriyoruz. Her müşterimiz için önce bir mesaj haritası oluşturuyor, sözcüleri kamera karşısına ve zorlu sorulara hazırlayan medya eğitimleri düzenliyoruz. Etkinlik birimimiz basın toplantılarını, bayi buluşmalarını ve ödül törenlerini davet listesinden sahne akışına kadar yönetiyor. Medya takibi ve aylık raporlamayla yayınlanan her haberin erişimini ve tonunu ölçüyor, itibarınızı etkileyebilecek gelişmeleri daha gündeme düşmeden size bildiriyoruz.",
  },
  {
    nick: 'Raf Dijital',
    legal: 'LTD',
    title: 'Raf Dijital E-Ticaret Çözümleri Ltd. Şti.',
    owner: ['Gizem', 'Erdem'],
    domain: 'rafdijital.com',
    cityId: 34,
    district: 'Ataşehir',
    address: 'Küçükbakkalköy Mah. Kayışdağı Cad. No: 3/21',
    taxOffice: 'Kozyatağı',
    teamSize: '5-10',
    foundedYear: 2020,
    categories: ['eCommerce', 'web', 'performance'],
    shortDescription:
      "KOBİ'lerin çevrim içi mağaza açmasına, pazaryerlerinde büyümesine ve reklamla kârlı satış yapmasına yardım eden e-ticaret ekibi.",
    description:
      "Raf Dijital, pandemi döneminde fiziksel mağazasını internete taşımak zorunda kalan esnafa yardım etmek için 2020'de kuruldu ve bugün yüzü aşkın KOBİ'nin e-ticaret operasyonuna destek veriyor. Hazır altyapılar üzerinde hızlı mağaza kurulumu, ödeme ve kargo entegrasyonları, pazaryerleriyle stok ve sipariş senkronizasyonu ana işlerimiz. Mağazanız açıldıktan sonra da yanınızdayız: ürün sayfalarını dönüşüm odaklı yeniden yazıyor, katalog reklamlarını ve alışveriş kampanyalarını yönetiyor, sepet hatırlatma e-postalarını kuruyoruz. Sekiz kişilik ekibimiz küçük işletmelerin bütçesini iyi bildiği için kurulum projelerini sabit fiyatla, sonraki yönetimi ise aylık paketlerle sunuyor. Ev dekorasyonu, takı, kozmetik ve yöresel gıda alanında satış yapan markalarla çalışıyor, her ay sonunda net kârlılığı da içeren sade bir rapor paylaşıyoruz.",
  },
  // Ankara
  {
    nick: 'Anka Bilişim',
    legal: 'AS',
    title: 'Anka Bilişim Teknolojileri A.Ş.',
    owner: ['Murat', 'Yılmaz'],
    domain: 'ankabilisim.com.tr',
    cityId: 6,
    district: 'Çankaya',
    address: 'Mustafa Kemal Mah. 2120. Cad. No: 10/4',
    taxOffice: 'Çankaya',
    teamSize: '20+',
    foundedYear: 2007,
    categories: ['software', 'specialSoftware', 'mobile'],
    shortDescription:
      'Kamu ve savunma sanayi projelerinde güvenli, yüksek erişilebilirlikli kurumsal yazılım ve mobil çözümler geliştiren Ankara ekibi.',
    description:
      "Anka Bilişim, 2007'den bu yana Ankara'da kamu kurumları, belediyeler ve savunma sanayi tedarikçileri için kurumsal yazılımlar geliştiriyor. Elli beş kişilik mühendislik ekibimiz doküman yönetim sistemlerinden saha denetim uygulamalarına, vatandaş başvuru portallarından üretim planlama yazılımlarına kadar yüksek güvenlik gerektiren projelerde çalıştı. Yerli ve açık kaynak teknolojileri tercih ediyor, kurum içi sunuculara kurulabilen, dış bağımlılığı az mimariler tasarlıyoruz. Analiz aşamasında son kullanıcılarla birlikte çalışıyor, iş akışlarını sahada gözlemleyerek ekranları sadeleştiriyoruz. Geliştirdiğimiz mobil uygulamalar çevrim dışı çalışabiliyor ve bağlantı geldiğinde verileri güvenle eşitliyor. Proje teslim edildikten sonra kullanıcı eğitimleri, kaynak kod devri ve uzun dönemli bakım sözleşmeleriyle kurumun kendi ekibini de güçlendiriyoruz.",
  },
  {
    nick: 'Ayrıntı Tasarım',
    legal: 'LTD',
    title: 'Ayrıntı Tasarım ve Reklam Hizmetleri Ltd. Şti.',
    owner: ['Seda', 'Kaya'],
    domain: 'ayrintitasarim.com.tr',
    cityId: 6,
    district: 'Çankaya',
    address: 'Kavaklıdere Mah. Tunalı Hilmi Cad. No: 88/7',
    taxOffice: 'Kavaklıdere',
    teamSize: '5-10',
    foundedYear: 2013,
    categories: ['branding', 'graphic', 'web'],
    shortDescription:
      'Kurumsal kimlik, faaliyet raporu, katalog ve web sitesi tasarımında titiz tipografi ve sade çözümler üreten Ankara stüdyosu.',
    description:
      "Ayrıntı Tasarım, adını işimizin en çok özen isteyen kısmından alıyor. 2013'te Tunalı Hilmi'de kurulan stüdyomuz, yedi kişilik ekibiyle kurumsal kimlik, yayın tasarımı ve web sitesi projeleri yürütüyor. Dernekler, vakıflar, mühendislik firmaları ve üniversitelerden doğan teknoloji şirketleri gibi bilgi yoğun kurumların karmaşık içeriklerini okunur ve güven veren bir görsel dile dönüştürmekte uzmanız. Faaliyet raporları, sürdürülebilirlik raporları ve ürün katalogları en sık hazırladığımız işler arasında; baskı öncesi kontrolleri ve matbaa takibini de biz üstleniyoruz. Web projelerinde kimlik çalışmasıyla aynı tipografi ve ızgara sistemini kullanarak basılı ve dijital malzemelerin tutarlı görünmesini sağlıyoruz. Her projeyi kullanım kılavuzu ve düzenlenebilir şablonlarla teslim ediyor, kurum içi ekiplerin tasarımı bozmadan yeni materyal üretebilmesini kolaylaştırıyoruz.",
  },
  {
    nick: 'Nabız Dijital',
    legal: 'LTD',
    title: 'Nabız Dijital Pazarlama Ltd. Şti.',
    owner: ['Tolga', 'Güneş'],
    domain: 'nabizdijital.com',
    cityId: 6,
    district: 'Yenimahalle',
    address: 'Ostim OSB Mah. 100. Yıl Blv. No: 55/12',
    taxOffice: 'Ostim',
    teamSize: '5-10',
    foundedYear: 2016,
    categories: ['digitalMarketing', 'social', 'seo'],
    shortDescription:
      'Sanayi ve B2B firmalarına LinkedIn, SEO ve e-posta ile nitelikli talep toplayan, Ostim merkezli dijital pazarlama ajansı.',
    description:
      "Nabız Dijital, Ostim'in kalbinde sanayi ve B2B firmalarının dijital pazarlama ihtiyaçlarına odaklanan bir ajanstır. Makine, savunma, medikal ve yapı malzemeleri üreticilerinin satış döngülerinin uzun, karar vericilerinin ise az ve meşgul olduğunu biliyoruz; bu yüzden her stratejiyi talep formu ve teklif isteği gibi gerçek satış fırsatlarına göre kuruyoruz. LinkedIn'de şirket sayfası ve yönetici profillerini yönetiyor, teknik ürünleri anlatan blog ve vaka çalışması içerikleriyle arama motorlarında görünürlük sağlıyoruz. İhracat hedefleyen müşterilerimiz için İngilizce, Almanca ve Arapça SEO çalışmaları yürütüyoruz. Altı kişilik ekibimizde endüstri mühendisliği geçmişi olan içerik uzmanları bulunduğundan ürün kataloglarınızı teknik doğrulukla dijitale taşıyabiliyoruz. Her çeyrek sonunda satış ekibinizle birlikte fırsatların kalitesini değerlendiriyoruz.",
  },
  {
    nick: 'Can Özkaya Mobil',
    legal: 'person',
    title: 'Can Özkaya — Serbest Mobil Geliştirme Stüdyosu',
    owner: ['Can', 'Özkaya'],
    domain: 'canozkaya.dev',
    cityId: 6,
    district: 'Çankaya',
    address: 'Bahçelievler Mah. 7. Cad. No: 41/3',
    taxOffice: 'Maltepe',
    teamSize: '1-5',
    foundedYear: 2020,
    categories: ['mobile', 'ux'],
    shortDescription:
      'Flutter ile iOS ve Android uygulamaları geliştiren, tasarımdan mağaza yayınına kadar tek muhatap olan serbest geliştirici.',
    description:
      "Merhaba, ben Can. Bir bankanın mobil ekibinde beş yıl çalıştıktan sonra 2020'den beri girişimlere ve KOBİ'lere serbest olarak mobil uygulama geliştiriyorum. Flutter ile tek kod tabanından iOS ve Android uygulamaları çıkarıyor, gerektiğinde Swift ve Kotlin ile yerel modüller yazıyorum. Arayüz tasarımını Figma'da kendim hazırlıyor, kullanıcı akışlarını tıklanabilir prototiplerle test etmeden kod yazmaya başlamıyorum. Randevu, sadakat programı, saha satış ve eğitim uygulamaları en çok geliştirdiğim ürünler arasında. Tek kişilik bir stüdyo olduğum için aynı anda en fazla iki projeye başlıyorum; böylece her müşterim doğrudan benimle konuşuyor ve kararlar hızlı alınıyor. App Store ve Google Play yayın süreçlerini, mağaza görsellerini ve yayından sonraki ilk üç aylık hata düzeltmelerini fiyata dahil ediyorum.",
  },
  {
    nick: 'Atlas Etkinlik',
    legal: 'LTD',
    title: 'Atlas Etkinlik ve Organizasyon Ltd. Şti.',
    owner: ['Serkan', 'Polat'],
    domain: 'atlasetkinlik.com.tr',
    cityId: 6,
    district: 'Çankaya',
    address: 'Kızılırmak Mah. Ufuk Üniversitesi Cad. No: 8/5',
    taxOffice: 'Çankaya',
    teamSize: '10-20',
    foundedYear: 2010,
    categories: ['event', 'production', 'pr'],
    shortDescription:
      'Kongre, bayi toplantısı, ürün lansmanı ve hibrit etkinliklerde konseptten sahne prodüksiyonuna tüm organizasyonu yönetiyoruz.',
    description:
      "Atlas Etkinlik, 2010'dan bu yana Ankara merkezli olarak Türkiye'nin dört bir yanında kurumsal etkinlikler düzenliyor. Kamu kurumlarının kongrelerinden ilaç firmalarının bilimsel toplantılarına, otomotiv bayilerinin yıllık buluşmalarından teknoloji şirketlerinin ürün lansmanlarına kadar yılda otuzu aşkın organizasyonu hayata geçiriyoruz. Konsept tasarımı, mekân ve konaklama yönetimi, sahne ve ışık prodüksiyonu, konuşmacı koordinasyonu ve katılımcı kayıt sistemi tek ekipten çıkıyor. Kendi video birimimiz etkinliklerin canlı yayınını yapıyor, çevrim içi katılımcıların salondakilerle aynı deneyimi yaşaması için hibrit yayın kurguları hazırlıyor. Etkinlik öncesinde ve sonrasında basın duyurularını da yöneterek organizasyonun salonun dışında da duyulmasını sağlıyoruz. Her etkinliğin ardından katılımcı memnuniyet anketi ve bütçe gerçekleşme raporu sunuyoruz.",
  },
  // İzmir
  {
    nick: 'Körfez Dijital',
    legal: 'LTD',
    title: 'Körfez Dijital Reklamcılık Ltd. Şti.',
    owner: ['Onur', 'Acar'],
    domain: 'korfezdijital.com.tr',
    cityId: 35,
    district: 'Konak',
    address: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 140/3',
    taxOffice: 'Kordon',
    teamSize: '10-20',
    foundedYear: 2012,
    categories: ['digitalMarketing', 'social', 'performance'],
    shortDescription:
      "Ege'nin turizm, gıda ve tekstil markaları için sosyal medya, performans reklamları ve dijital strateji yöneten İzmir ajansı.",
    description:
      "Körfez Dijital, 2012'de Alsancak'ta kurulan ve bugün on iki kişilik ekibiyle Ege bölgesinin önde gelen bağımsız dijital ajanslarından biri olan bir iletişim şirketidir. Zeytinyağı ve şarap üreticileri, butik oteller, tekstil ihracatçıları ve yerel perakende zincirleri için dijital pazarlama stratejisi kuruyor, sosyal medya hesaplarını ve reklam kampanyalarını yönetiyoruz. Bölgenin mevsimsel dinamiklerini iyi bildiğimiz için turizm müşterilerimizin bütçesini erken rezervasyon ve sezon dönemlerine göre planlıyor, yurt dışı pazarlara yönelik İngilizce ve Almanca kampanyalar hazırlıyoruz. İçerik ekibimiz ürünün üretildiği bağda, fabrikada ya da mutfakta çekim yaparak markaların hikâyesini gerçek insanlarla anlatıyor. Performans kampanyalarında her ay reklam harcamasının getirisini raporluyor, sonuç vermeyen kanallardan bütçeyi çekmekten çekinmiyoruz.",
  },
  {
    nick: 'İmbat Yazılım',
    legal: 'LTD',
    title: 'İmbat Yazılım ve Bilişim Hizmetleri Ltd. Şti.',
    owner: ['Hakan', 'Tekin'],
    domain: 'imbatyazilim.com',
    cityId: 35,
    district: 'Bornova',
    address: 'Kazımdirik Mah. Üniversite Cad. No: 49/7',
    taxOffice: 'Bornova',
    teamSize: '10-20',
    foundedYear: 2015,
    categories: ['software', 'mobile', 'web'],
    shortDescription:
      "Bornova'dan girişimlere ve ihracatçı şirketlere web uygulaması, mobil uygulama ve bulut tabanlı yazılım geliştiren ekip.",
    description:
      "İmbat Yazılım, İzmir'deki üniversitelerden mezun mühendislerin 2015'te Bornova'da kurduğu bir yazılım geliştirme şirketidir. On yedi kişilik ekibimizle yurt içindeki girişimlerin yanı sıra Almanya ve Hollanda'daki müşteriler için de ürün geliştiriyoruz; bu sayede Avrupa'nın veri koruma ve erişilebilirlik beklentilerine göre çalışmaya alışkınız. React ve Node.js ile web uygulamaları, Flutter ile mobil uygulamalar geliştiriyor, altyapıyı bulutta kod olarak yönetiyoruz. Projelere genellikle iki haftalık bir keşif aşamasıyla başlıyor, kapsamı, riskleri ve bütçeyi netleştiren bir teknik öneri belgesi hazırlıyoruz. Ürün yöneticisi, tasarımcı ve geliştiricilerden oluşan küçük ve kalıcı ekipler kurduğumuz için müşterilerimiz projenin her aşamasında aynı insanlarla çalışıyor. Kaynak kodun tamamı ve tüm hesaplar proje sonunda müşteriye devrediliyor.",
  },
  {
    nick: 'Kordon Reklam',
    legal: 'AS',
    title: 'Kordon Reklam ve Tanıtım A.Ş.',
    owner: ['Gülşen', 'Yavuz'],
    domain: 'kordonreklam.com.tr',
    cityId: 35,
    district: 'Karşıyaka',
    address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 412/1',
    taxOffice: 'Karşıyaka',
    teamSize: '20+',
    foundedYear: 2005,
    categories: ['tamHizmet', 'branding', 'media'],
    shortDescription:
      "2005'ten beri Ege'nin köklü markalarına kampanya, marka kimliği ve medya planlaması sunan tam hizmet reklam ajansı.",
    description:
      "Kordon Reklam, 2005'te Karşıyaka'da kurulan ve yirmi yılı geride bırakan bir tam hizmet reklam ajansıdır. Otuz kişilik ekibimizde strateji, kreatif, prodüksiyon ve medya planlama birimleri birlikte çalışıyor. Ege'nin köklü gıda, mobilya ve yapı markalarının pek çoğuyla uzun soluklu iş birlikleri kurduk; bazı müşterilerimizle on yıldır birlikte yol yürüyoruz. Markaların yeniden konumlandırılması, yeni ürün lansmanları ve bölgesel perakende kampanyaları en güçlü olduğumuz alanlar. Medya birimimiz yerel televizyon, radyo, açıkhava ve dijital mecralar arasında bütçeyi bölgesel erişim verileriyle dağıtıyor; İzmir, Manisa ve Aydın'daki billboard ağlarını yakından tanıyoruz. Kurumsal kimlik projelerinde tabela ve araç giydirmeden mağaza içi yönlendirmelere kadar bütün uygulamaları takip ediyor, markanın sahada tutarlı görünmesini sağlıyoruz.",
  },
  {
    nick: 'Deniz Ertürk Stüdyo',
    legal: 'person',
    title: 'Deniz Ertürk — Serbest Fotoğraf ve İçerik Stüdyosu',
    owner: ['Deniz', 'Ertürk'],
    domain: 'denizerturk.com',
    cityId: 35,
    district: 'Konak',
    address: 'Göztepe Mah. Mithatpaşa Cad. No: 612/4',
    taxOffice: 'Konak',
    teamSize: '1-5',
    foundedYear: 2018,
    categories: ['photo', 'content'],
    shortDescription:
      'Restoran, otel ve e-ticaret markaları için ürün ve mekân fotoğrafı, blog yazısı ve sosyal medya içeriği üreten stüdyo.',
    description:
      "Ben Deniz; gazete fotoğrafçılığıyla başladığım meslek hayatıma 2018'den bu yana kendi stüdyomda devam ediyorum. Göztepe'deki küçük stüdyomda e-ticaret markaları için ürün fotoğrafları çekiyor, sahada ise restoranların, butik otellerin ve mimarlık ofislerinin mekânlarını fotoğraflıyorum. Fotoğrafın tek başına yetmediğini, iyi bir görselin iyi bir metinle birlikte çalıştığını düşündüğüm için içerik yazarlığını da işimin parçası yaptım: menü hikâyeleri, blog yazıları ve ürün açıklamalarını çekimlerle aynı tonda hazırlıyorum. Çekim öncesinde markanızın renk paletine ve hedef kitlesine göre bir görsel yönlendirme dosyası paylaşıyor, çekim günü ise stil ve ışık kararlarını sizinle birlikte veriyorum. Rötuşlanmış fotoğrafları web, sosyal medya ve baskı için ayrı formatlarda, kullanım haklarıyla birlikte teslim ediyorum.",
  },
  // Bursa
  {
    nick: 'Tophane Yazılım',
    legal: 'LTD',
    title: 'Tophane Yazılım Sanayi ve Ticaret Ltd. Şti.',
    owner: ['Volkan', 'Aktaş'],
    domain: 'tophaneyazilim.com.tr',
    cityId: 16,
    district: 'Nilüfer',
    address: 'Beşevler Mah. Ertuğrul Cad. No: 16/2',
    taxOffice: 'Nilüfer',
    teamSize: '5-10',
    foundedYear: 2014,
    categories: ['software', 'specialSoftware', 'web'],
    shortDescription:
      'Otomotiv yan sanayi ve tekstil üreticilerine üretim takibi, ERP entegrasyonu ve kurumsal web çözümleri geliştiren Bursa ekibi.',
    description:
      "Tophane Yazılım, Bursa'nın sanayi dokusunu içeriden tanıyan bir ekip tarafından 2014'te kuruldu. Otomotiv yan sanayi, tekstil ve makine üreticilerinin fabrika sahasındaki ihtiyaçlarına göre üretim takip sistemleri, kalite kontrol uygulamaları ve tedarikçi portalları geliştiriyoruz. Makinelerden ve PLC'lerden veri toplayan, vardiya bazında verimlilik raporları üreten yazılımlarımız bugün bölgedeki yirmiden fazla fabrikada çalışıyor. Mevcut ERP sisteminizi değiştirmeden, eksik kalan süreçleri tamamlayan modüller yazmayı tercih ediyoruz; böylece yatırımınız korunuyor. Dokuz kişilik ekibimiz kurumsal web siteleri ve ihracat odaklı çok dilli ürün katalogları da hazırlıyor. Projelerin sahada benimsenmesi için operatörlere ve vardiya amirlerine yerinde eğitim veriyor, ilk üç ay boyunca fabrikada düzenli ziyaretlerle kullanım verilerini birlikte inceliyoruz.",
  },
  {
    nick: 'İpekyolu Dijital',
    legal: 'LTD',
    title: 'İpekyolu Dijital Ticaret Ltd. Şti.',
    owner: ['Büşra', 'Karaca'],
    domain: 'ipekyoludijital.com',
    cityId: 16,
    district: 'Osmangazi',
    address: 'Altıparmak Mah. Altıparmak Cad. No: 71/5',
    taxOffice: 'Osmangazi',
    teamSize: '5-10',
    foundedYear: 2017,
    categories: ['eCommerce', 'digitalMarketing', 'seo'],
    shortDescription:
      'Ev tekstili ve havlu üreticilerinin yurt içi ve yurt dışı e-ticaretini kuran, SEO ve dijital pazarlamayla büyüten ekip.',
    description:
      "İpekyolu Dijital, Bursa'nın tekstil mirasından ilham alarak 2017'de kuruldu. Havlu, nevresim, bornoz ve ipek ürünleri üreten aile şirketlerinin toptancıya bağımlılığını azaltıp doğrudan tüketiciye satış yapmasına yardımcı oluyoruz. E-ticaret sitesi kurulumunun yanında Avrupa ve Körfez ülkelerine yönelik e-ihracat mağazaları, çok dilli ürün içerikleri ve uluslararası kargo entegrasyonları hazırlıyoruz. Arama motoru optimizasyonunda ürün kategorisi sayfalarını ve kumaş, gramaj, bakım gibi ayrıntıları anlatan rehber içerikleri öne çıkarıyoruz. Yedi kişilik ekibimiz, e-posta pazarlaması ve sadakat kampanyalarıyla tekrar satın alma oranını artırmaya özellikle odaklanıyor. Üreticilerle çalışmayı sevdiğimiz için fabrika çıkışından müşteri kapısına kadar bütün süreci birlikte planlıyor, stok ve fiyatlama kararlarında veriye dayalı öneriler sunuyoruz.",
  },
  {
    nick: 'Kozahan Tasarım',
    legal: 'LTD',
    title: 'Kozahan Tasarım ve İletişim Ltd. Şti.',
    owner: ['İrem', 'Doğan'],
    domain: 'kozahantasarim.com',
    cityId: 16,
    district: 'Osmangazi',
    address: 'Nalbantoğlu Mah. Cumhuriyet Cad. No: 54/3',
    taxOffice: 'Çekirge',
    teamSize: '1-5',
    foundedYear: 2021,
    categories: ['graphic', 'branding', 'social'],
    shortDescription:
      'Yerel işletmeler ve yeni markalar için logo, sosyal medya tasarımları ve basılı materyaller üreten genç tasarım ekibi.',
    description:
      "Kozahan Tasarım, üç grafik tasarımcının 2021'de Bursa'nın tarihi çarşısına yakın küçük bir ofiste kurduğu genç bir stüdyodur. Kafeler, pastaneler, butik mağazalar, klinikler ve yeni kurulan e-ticaret markaları için logo ve kurumsal kimlik tasarlıyor, bu kimliği sosyal medya gönderilerine, menülere, ambalajlara ve tabelalara taşıyoruz. Küçük işletmelerin her ay yeni görsel ihtiyacı olduğunu bildiğimiz için aylık tasarım paketleri sunuyor, Instagram gönderilerini ve hikâye şablonlarını marka kimliğiyle uyumlu bir düzende hazırlıyoruz. Yerel matbaalarla uzun süredir çalıştığımız için broşür, katalog ve ambalaj baskılarında uygun fiyat ve hızlı teslim sağlayabiliyoruz. Çalışma şeklimiz sade: bir tanışma görüşmesi, iki tur revizyon, net bir teslim tarihi. İlk kez profesyonel tasarım desteği alan işletmelere süreci sabırla anlatmayı seviyoruz.",
  },
  // Antalya
  {
    nick: 'Turkuaz Dijital',
    legal: 'LTD',
    title: 'Turkuaz Dijital Pazarlama Ltd. Şti.',
    owner: ['Gökhan', 'Öztürk'],
    domain: 'turkuazdijital.com.tr',
    cityId: 7,
    district: 'Muratpaşa',
    address: 'Fener Mah. Tekelioğlu Cad. No: 25/8',
    taxOffice: 'Muratpaşa',
    teamSize: '10-20',
    foundedYear: 2013,
    categories: ['digitalMarketing', 'digitalAdvertisement', 'social'],
    shortDescription:
      'Otel, tur operatörü ve sağlık turizmi markaları için çok dilli dijital pazarlama, reklam ve sosyal medya yönetimi.',
    description:
      "Turkuaz Dijital, turizmin başkentinde turizm markaları için dijital pazarlama yapan on üç kişilik bir ajanstır. 2013'ten bu yana tatil köyleri, butik konaklama tesisleri, tur operatörleri, yat kiralama firmaları ve sağlık turizmi klinikleri için çalışıyoruz. Ekibimizde Almanca, Rusça ve İngilizce konuşan reklam uzmanları bulunduğu için kampanyaları hedef pazarın dilinde ve kültürel alışkanlıklarına göre kurguluyoruz. Google ve Meta reklamlarında doğrudan rezervasyonları artırarak otellerin aracı komisyonlarına bağımlılığını azaltmayı hedefliyor, rezervasyon motoru ve çağrı merkezi dönüşümlerini tek panelde izliyoruz. Sezon dışı aylarda içerik üretimine ve yeni pazar araştırmalarına ağırlık veriyor, sezona hazır hesaplarla giriyoruz. Sosyal medya tarafında tesis içi çekimlerle misafir deneyimini anlatan içerikler üretiyor ve misafir yorumlarına birçok dilde yanıt veriyoruz.",
  },
  {
    nick: 'Falez Prodüksiyon',
    legal: 'LTD',
    title: 'Falez Prodüksiyon ve Medya Hizmetleri Ltd. Şti.',
    owner: ['Mert', 'Aydın'],
    domain: 'falezproduksiyon.com',
    cityId: 7,
    district: 'Konyaaltı',
    address: 'Liman Mah. Akdeniz Blv. No: 132/2',
    taxOffice: 'Antalya Kurumlar',
    teamSize: '5-10',
    foundedYear: 2016,
    categories: ['production', 'photo', 'influencer'],
    shortDescription:
      "Akdeniz'in doğal mekânlarında otel tanıtım filmi, drone çekimi, fotoğraf ve influencer iş birlikleri üreten yapım ekibi.",
    description:
      "Falez Prodüksiyon, Antalya'nın doğal dekorlarını en iyi tanıyan yapım ekiplerinden biridir. 2016'dan bu yana otellerin, yat kiralama şirketlerinin, restoranların ve etkinlik mekânlarının tanıtım filmlerini ve fotoğraflarını çekiyoruz. Lisanslı drone pilotlarımız kıyı şeridinde ve antik kentlerde gerekli izinleri alarak havadan çekim yapıyor; su altı kamera ekipmanımızla dalış merkezleri için de içerik üretiyoruz. Son yıllarda otellerin seyahat içerik üreticileriyle iş birliklerini de yönetmeye başladık: uygun isimleri seçiyor, konaklama programını planlıyor, çekimlere destek oluyor ve yayınlanan içeriklerin erişimini raporluyoruz. Sekiz kişilik ekibimiz sezon yoğunluğunda serbest çalışan görüntü yönetmenleriyle genişliyor. Ham görüntüleri arşivleyip otellerin yıl boyu kullanabileceği kısa video ve fotoğraf kütüphaneleri oluşturuyoruz.",
  },
  // Eskişehir
  {
    nick: 'Porsuk Yazılım',
    legal: 'LTD',
    title: 'Porsuk Yazılım Teknolojileri Ltd. Şti.',
    owner: ['Serdar', 'Kurt'],
    domain: 'porsukyazilim.com.tr',
    cityId: 26,
    district: 'Tepebaşı',
    address: 'Hoşnudiye Mah. Cengiz Topel Cad. No: 31/4',
    taxOffice: 'Yunus Emre',
    teamSize: '10-20',
    foundedYear: 2012,
    categories: ['software', 'mobile', 'ux'],
    shortDescription:
      'Eğitim teknolojisi ve sağlık alanında kullanıcı araştırmasıyla başlayan web ve mobil ürünler geliştiren Eskişehir ekibi.',
    description:
      "Porsuk Yazılım, Eskişehir'in üniversite ekosisteminden doğmuş, 2012'den bu yana dijital ürün geliştiren on beş kişilik bir ekiptir. Çevrim içi eğitim platformları, öğrenci takip sistemleri, klinik randevu ve hasta takip uygulamaları gibi eğitim ve sağlık alanlarındaki ürünlerde derin deneyime sahibiz. Her projeye kullanıcı araştırmasıyla başlıyoruz: öğretmenler, veliler, hekimler ya da hastalarla görüşmeler yapıyor, prototipleri gerçek kullanıcılarla test etmeden geliştirmeye geçmiyoruz. Web tarafında React ve .NET, mobil tarafında Kotlin ve Swift ile çalışıyor, erişilebilirlik standartlarını tasarımdan itibaren uyguluyoruz. Şehirdeki üniversitelerle ortak yürüttüğümüz projeler sayesinde genç yetenekleri erken keşfediyor, ekibimizi istikrarlı tutuyoruz. İstanbul ve Ankara'daki müşterilerimizle uzaktan ama düzenli yüz yüze atölyelerle çalışıyor, maliyet avantajını kaliteden ödün vermeden sunuyoruz.",
  },
  {
    nick: 'Ece Yılmazer UX',
    legal: 'person',
    title: 'Ece Yılmazer — Serbest UX Tasarım Stüdyosu',
    owner: ['Ece', 'Yılmazer'],
    domain: 'eceyilmazer.com',
    cityId: 26,
    district: 'Odunpazarı',
    address: 'Vişnelik Mah. Atatürk Blv. No: 120/6',
    taxOffice: 'Yunus Emre',
    teamSize: '1-5',
    foundedYear: 2021,
    categories: ['ux', 'web'],
    shortDescription:
      'SaaS girişimleri ve dijital ürün ekipleri için kullanıcı araştırması, arayüz tasarımı ve kullanılabilirlik testi yapıyorum.',
    description:
      "Ben Ece; yazılım şirketlerinde ürün tasarımcısı olarak yedi yıl çalıştıktan sonra 2021'de kendi UX stüdyomu kurdum. Özellikle SaaS girişimleri, finans teknolojisi ürünleri ve B2B yazılımlar için kullanıcı araştırması, bilgi mimarisi, arayüz tasarımı ve kullanılabilirlik testi yapıyorum. Bir ürünün neden kullanılmadığını anlamak için önce verilere ve gerçek kullanıcılara bakıyorum; görüşme notlarını ve test kayıtlarını ekiplerin kolayca paylaşabileceği somut bulgulara dönüştürüyorum. Tasarımları Figma'da, yeniden kullanılabilir bileşenlerden oluşan bir tasarım sistemiyle hazırlıyor ve geliştirici ekiple aynı dili konuşabilmek için ön yüz geliştirme bilgimi kullanıyorum. Küçük şirketler için kampanya sayfası ve ürün tanıtım sitesi tasarımı da yapıyorum. Uzaktan çalışıyorum ama her projede en az bir yüz yüze atölye düzenlemeyi önemsiyorum.",
  },
  // Kocaeli
  {
    nick: 'Tersane Dijital',
    legal: 'LTD',
    title: 'Tersane Dijital Medya Ltd. Şti.',
    owner: ['Kerem', 'Bulut'],
    domain: 'tersanedijital.com',
    cityId: 41,
    district: 'İzmit',
    address: 'Ömerağa Mah. Alemdar Cad. No: 19/4',
    taxOffice: 'Tepecik',
    teamSize: '5-10',
    foundedYear: 2015,
    categories: ['web', 'seo', 'content'],
    shortDescription:
      "Kocaeli'nin sanayi ve lojistik firmalarına çok dilli kurumsal web sitesi, teknik SEO ve ihracata yönelik içerik üretiyoruz.",
    description:
      "Tersane Dijital, Türkiye'nin en yoğun sanayi bölgelerinden birinde, üretici ve lojistik firmalarının dijitalde doğru bulunması için çalışan dokuz kişilik bir ajanstır. Kimya, otomotiv yan sanayi, metal işleme ve liman hizmetleri alanındaki müşterilerimiz için kurumsal web siteleri tasarlıyor, ürün ve hizmet sayfalarını teknik SEO ilkelerine göre yapılandırıyoruz. Yurt dışındaki alıcıların tedarikçi ararken hangi terimleri kullandığını araştırıyor, İngilizce, Almanca ve Rusça içerikleri ana dili konuşan çevirmenlerle hazırlıyoruz. Mühendislerle konuşmayı seven içerik ekibimiz teknik dokümanları, sertifikaları ve üretim kabiliyetlerini satın almacıların anlayacağı bir dille sayfalara dönüştürüyor. Sitelerimizi hızlı, güvenli ve bakımı kolay altyapılarla kuruyor, yayından sonra aylık raporlarla organik trafiği ve gelen teklif isteklerini takip ediyoruz.",
  },
  // Adana
  {
    nick: 'Pamuk Reklam',
    legal: 'LTD',
    title: 'Pamuk Reklam ve Organizasyon Ltd. Şti.',
    owner: ['Fatih', 'Kaplan'],
    domain: 'pamukreklam.com.tr',
    cityId: 1,
    district: 'Seyhan',
    address: 'Reşatbey Mah. Atatürk Cad. No: 29/6',
    taxOffice: 'Ziyapaşa',
    teamSize: '5-10',
    foundedYear: 2010,
    categories: ['tamHizmet', 'graphic', 'social'],
    shortDescription:
      "Çukurova'nın perakende, tarım ve sağlık markalarına kampanya, grafik tasarım ve sosyal medya hizmeti veren tam hizmet ajans.",
    description:
      "Pamuk Reklam, 2010'dan bu yana Adana'da yerel ve bölgesel markalara tam hizmet veren bir reklam ajansıdır. Tarım ilacı ve tohum üreticilerinden özel hastanelere, mobilya mağazalarından market zincirlerine kadar Çukurova'nın farklı sektörlerinden müşterilerimize kampanya fikri, grafik tasarım, sosyal medya yönetimi ve açıkhava uygulamaları sunuyoruz. Bölgenin tüketici alışkanlıklarını ve yerel medyasını iyi tanıdığımız için uzaktan çalışan ajansların gözden kaçırdığı ayrıntıları yakalıyoruz; kampanyalarımızda yerel dili ve mizahı ölçülü bir şekilde kullanıyoruz. Tasarım ekibimiz broşür, katalog, ambalaj ve mağaza içi materyalleri hızlı hazırlıyor, baskı ve montaj süreçlerini de biz takip ediyoruz. Sosyal medya birimimiz kampanyaları dijitale taşıyor ve yerel hedeflemeli reklamlarla mağaza trafiğini artırıyor. Dokuz kişilik ekibimizle büyük ajans deneyimini yerel bir ajansın hızıyla sunuyoruz.",
  },
  // Konya
  {
    nick: 'Çini Yazılım',
    legal: 'LTD',
    title: 'Çini Yazılım ve Danışmanlık Ltd. Şti.',
    owner: ['Yusuf', 'Karakaya'],
    domain: 'ciniyazilim.com.tr',
    cityId: 42,
    district: 'Selçuklu',
    address: 'Bosna Hersek Mah. Yeni İstanbul Cad. No: 78/3',
    taxOffice: 'Alaaddin',
    teamSize: '10-20',
    foundedYear: 2011,
    categories: ['software', 'specialSoftware', 'eCommerce'],
    shortDescription:
      "Konya'nın makine, gıda ve tarım makinesi üreticileri için ERP, bayi yönetimi ve B2B e-ticaret yazılımları geliştiriyoruz.",
    description:
      "Çini Yazılım, 2011'den bu yana Konya'da sanayi firmaları için yazılım geliştiren on dokuz kişilik bir teknoloji şirketidir. Tarım makineleri, döküm, otomotiv yedek parça ve gıda üreticilerinin bayi ağlarını yönetmesi için B2B sipariş portalları, stok ve sevkiyat takip sistemleri ve bayiye özel fiyat listeleri sunan e-ticaret altyapıları kuruyoruz. Kurumsal kaynak planlama tarafında mevcut muhasebe ve ERP yazılımlarıyla entegre çalışan özel modüller geliştiriyor, üretim planlamasını ve satın alma süreçlerini dijitalleştiriyoruz. Ekibimizde yazılımcıların yanı sıra sahada çalışmış iş analistleri bulunuyor; ihtiyaçları fabrika ve depo ziyaretleriyle yerinde inceliyoruz. Geliştirdiğimiz sistemlerin çoğu yurt dışındaki bayilerin de kullanabileceği şekilde çok dilli ve çok para birimli. Projelerin ardından kurduğumuz destek hattıyla sistemlerin yıllarca sorunsuz çalışmasını sağlıyoruz.",
  },
  // Gaziantep
  {
    nick: 'Zeugma Dijital',
    legal: 'LTD',
    title: 'Zeugma Dijital Ticaret ve Reklamcılık Ltd. Şti.',
    owner: ['Ahmet', 'Çakır'],
    domain: 'zeugmadijital.com',
    cityId: 27,
    district: 'Şahinbey',
    address: 'Kolejtepe Mah. Atatürk Blv. No: 68/4',
    taxOffice: 'Şahinbey',
    teamSize: '5-10',
    foundedYear: 2016,
    categories: ['eCommerce', 'performance', 'digitalAdvertisement'],
    shortDescription:
      "Gaziantep'in halı, gıda ve ayakkabı üreticilerini e-ihracat, pazaryeri ve performans reklamlarıyla dünya pazarına taşıyoruz.",
    description:
      "Zeugma Dijital, Gaziantep'in güçlü üretim geleneğini dijital satış kanallarıyla buluşturmak için 2016'da kuruldu. Makine halısı, kuruyemiş, baharat, ayakkabı ve ev tekstili üreticilerinin kendi e-ticaret sitelerini kuruyor, yurt içi ve yurt dışı pazaryerlerinde mağazalarını açıp yönetiyoruz. E-ihracat projelerinde Körfez ülkeleri, Avrupa ve Kuzey Amerika'ya yönelik ayrı mağazalar, yerel ödeme yöntemleri ve gümrük sürecine uygun kargo çözümleri hazırlıyoruz. Performans reklamlarında Google Alışveriş, Meta ve pazaryeri içi reklamları birlikte yönetiyor, her ürün grubunun kârlılığına göre bütçe dağıtıyoruz. Sekiz kişilik ekibimizde Arapça ve İngilizce bilen kampanya uzmanları var. Devlet destekli e-ihracat programları hakkında müşterilerimizi bilgilendiriyor, başvuru için gereken dijital pazarlama planlarını birlikte hazırlıyoruz.",
  },
  // Samsun
  {
    nick: 'Yelken Dijital',
    legal: 'LTD',
    title: 'Yelken Dijital Ajans Ltd. Şti.',
    owner: ['Sinem', 'Arıkan'],
    domain: 'yelkendijital.com',
    cityId: 55,
    district: 'Atakum',
    address: 'Cumhuriyet Mah. Atatürk Blv. No: 154/3',
    taxOffice: '19 Mayıs',
    teamSize: '1-5',
    foundedYear: 2019,
    categories: ['digital', 'social', 'production'],
    services: {
      production: ['Sosyal Medya Video Serisi', 'Ürün Tanıtım Videosu', 'Drone ile Havadan Çekim'],
    },
    shortDescription:
      "Karadeniz'in yerel işletmelerine web sitesi, sosyal medya yönetimi ve kısa tanıtım videosu sunan butik dijital ajans.",
    description:
      "Yelken Dijital, Samsun Atakum'da 2019'da kurulan ve Karadeniz'in yerel işletmelerine dijital iletişimin bütün temel ihtiyaçlarını tek çatı altında sunan butik bir ajanstır. Restoranlar, diş klinikleri, özel okullar, emlak ofisleri ve yerel üreticiler için web sitesi kuruyor, sosyal medya hesaplarını yönetiyor ve kısa tanıtım videoları çekiyoruz. Beş kişilik ekibimizin her üyesi birden fazla işi iyi yapabildiği için küçük bütçelerle bile düzenli ve profesyonel bir dijital varlık oluşturabiliyoruz. Müşterilerimize önce mevcut durumlarını anlatan ücretsiz bir dijital karne hazırlıyor, ardından üç aylık hedefler belirliyoruz. Video birimimiz ürünleri, mekânları ve ekipleri doğal ışıkta, samimi bir dille anlatan kısa içerikler üretiyor. İşletme profilleri, yorum yönetimi ve yerel reklamlarla müşterilerimizin çevrelerindeki aramalarda ilk sıralarda görünmesine yardım ediyoruz.",
  },
  // Trabzon
  {
    nick: 'Horon Dijital',
    legal: 'LTD',
    title: 'Horon Dijital Hizmetler Ltd. Şti.',
    owner: ['Tuncay', 'Şimşek'],
    domain: 'horondijital.com.tr',
    cityId: 61,
    district: 'Ortahisar',
    address: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 47/5',
    taxOffice: 'Hızırbey',
    teamSize: '1-5',
    foundedYear: 2018,
    categories: ['web', 'seo', 'digital'],
    services: {
      seo: ['Yerel SEO ve Google İşletme Profili', 'Teknik SEO Denetimi', 'Aylık SEO Danışmanlığı'],
    },
    shortDescription:
      "Trabzon'dan turizm, çay ve fındık işletmelerine hızlı web siteleri, yerel SEO ve dijital görünürlük çözümleri sunuyoruz.",
    description:
      "Horon Dijital, 2018'de Trabzon'da iki yazılımcı ve bir içerik editörünün kurduğu küçük bir dijital ajanstır. Yayla turizmi yapan pansiyonlar, çay ve fındık ürünleri satan aile işletmeleri, yöresel lezzet restoranları ve kargoyla tüm Türkiye'ye satış yapan üreticiler için web siteleri geliştiriyoruz. Sitelerimizi hazır temalar yerine hafif ve hızlı altyapılarla kuruyoruz; dağ köylerindeki zayıf mobil bağlantıda bile açılabilen sayfalar bizim için bir öncelik. Yerel SEO çalışmalarıyla işletmelerin harita sonuçlarında ve yayla evi, Karadeniz tereyağı gibi aramalarda görünmesini sağlıyor, işletme profillerini ve müşteri yorumlarını düzenli olarak yönetiyoruz. Dijital strateji tarafında küçük işletmelerin hangi kanala ne kadar bütçe ayırması gerektiğini sade bir planla anlatıyoruz. Dört kişilik ekibimizle her müşterimize doğrudan ulaşılabilir bir muhatap sunuyoruz.",
  },
  // Kayseri
  {
    nick: 'Argeus Dijital',
    legal: 'LTD',
    title: 'Argeus Dijital Pazarlama ve Danışmanlık Ltd. Şti.',
    owner: ['Levent', 'Aslan'],
    domain: 'argeusdijital.com',
    cityId: 38,
    district: 'Melikgazi',
    address: 'Gevhernesibe Mah. Sivas Cad. No: 23/7',
    taxOffice: 'Gevher Nesibe',
    teamSize: '5-10',
    foundedYear: 2014,
    categories: ['digitalMarketing', 'performance', 'brandConsultant'],
    shortDescription:
      'Mobilya, tekstil ve gıda üreticilerine marka danışmanlığı, dijital pazarlama stratejisi ve performans reklamları sunuyoruz.',
    description:
      "Argeus Dijital, Kayseri'nin üretim gücünü tüketiciyle doğrudan buluşturmak için 2014'te kurulan bir dijital pazarlama ve marka danışmanlığı şirketidir. Mobilya, yatak, tekstil ve şarküteri ürünleri üreten firmaların fason üretimden kendi markasını büyütmeye geçişinde yol arkadaşlığı yapıyoruz. Marka danışmanlığı sürecinde hedef kitleyi, fiyat konumlandırmasını ve marka vaadini netleştiriyor, ardından bu kararları dijital pazarlama planına ve reklam kampanyalarına dönüştürüyoruz. Performans pazarlama ekibimiz bayi ağına yönlendiren yerel kampanyalarla çevrim içi satış kampanyalarını birlikte yönetiyor; böylece internette başlayan ilginin mağazada satışa dönüşmesini de ölçebiliyoruz. Aile şirketlerinin karar süreçlerini yakından tanıyor, ikinci kuşak yöneticilerle kurucuları aynı masada buluşturan atölyeler düzenliyoruz. Yedi kişilik ekibimiz her ay satış verilerini pazarlama verileriyle birlikte yorumluyor.",
  },
  // Mersin
  {
    nick: 'Soli Medya',
    legal: 'LTD',
    title: 'Soli Medya Planlama ve Reklamcılık Ltd. Şti.',
    owner: ['Ayşe', 'Güler'],
    domain: 'solimedya.com.tr',
    cityId: 33,
    district: 'Yenişehir',
    address: 'Çiftlikköy Mah. 34. Cad. No: 11/2',
    taxOffice: 'İstiklal',
    teamSize: '5-10',
    foundedYear: 2017,
    categories: ['media', 'digitalAdvertisement', 'influencer'],
    shortDescription:
      'Akdeniz bölgesinde yerel TV, radyo, açıkhava ve dijital mecraları birlikte planlayan, influencer kampanyaları yöneten ajans.',
    description:
      "Soli Medya, Mersin merkezli olarak Akdeniz ve Güneydoğu bölgelerinde faaliyet gösteren markalara medya planlama ve satın alma hizmeti veren bir ajanstır. 2017'den bu yana yerel televizyon ve radyo kanalları, şehir içi açıkhava ağları, alışveriş merkezi ekranları ve dijital mecralar arasında bütçeyi veriye dayalı olarak dağıtıyoruz. Yayıncılarla kurduğumuz doğrudan ilişkiler sayesinde bölgesel kampanyalarda ulusal ajansların sunamadığı fiyat ve yerleşim avantajları sağlıyoruz. Dijital reklam birimimiz programatik satın alma, YouTube ve Meta kampanyalarını bölgesel hedeflemeyle yönetiyor. Son üç yılda bölgenin sevilen içerik üreticileriyle geniş bir iş birliği ağı kurduk; yemek, seyahat ve aile içerikleri üreten yerel isimlerle markaların güvenilir ve samimi bir şekilde tanışmasını sağlıyoruz. Kampanya sonunda erişim, frekans ve maliyet verilerini tek raporda sunuyoruz.",
  },
  // Diyarbakır
  {
    nick: 'Dicle Yazılım',
    legal: 'LTD',
    title: 'Dicle Yazılım ve Eğitim Hizmetleri Ltd. Şti.',
    owner: ['Mehmet', 'Demir'],
    domain: 'dicleyazilim.com',
    cityId: 21,
    district: 'Kayapınar',
    address: 'Huzurevleri Mah. 75. Sok. No: 6/1',
    taxOffice: 'Gökalp',
    teamSize: '5-10',
    foundedYear: 2019,
    categories: ['software', 'mobile', 'other'],
    services: {
      other: [
        'Dijital Dönüşüm Danışmanlığı',
        'Kurumsal Dijital Yetkinlik Eğitimi',
        'KVKK Uyum ve Çerez Yönetimi',
      ],
    },
    shortDescription:
      "Güneydoğu'daki işletmelere web ve mobil yazılım, dijital dönüşüm danışmanlığı ve çalışan eğitimleri sunan yazılım şirketi.",
    description:
      "Dicle Yazılım, 2019'da Diyarbakır'da kurulan ve bölgenin işletmelerini dijital dönüşüm yolculuğunda destekleyen bir yazılım ve eğitim şirketidir. Tarım kooperatifleri, özel sağlık kuruluşları, lojistik firmaları ve perakendeciler için stok, sipariş ve müşteri takip yazılımları geliştiriyor, saha ekiplerinin kullanacağı mobil uygulamalar hazırlıyoruz. Pek çok müşterimiz kâğıt ve tablo tabanlı süreçlerden geldiği için işe mevcut iş akışlarını birlikte haritalandırarak başlıyor, dönüşümü küçük ve yönetilebilir adımlara bölüyoruz. Eğitim birimimiz çalışanlara temel dijital yetkinlikler, veri güvenliği ve yeni sistemlerin kullanımı konusunda uygulamalı eğitimler veriyor. Yerel üniversitelerden mezun genç yazılımcıları ekibimize katarak bölgede nitelikli istihdam yaratmayı da bir sorumluluk olarak görüyoruz. Uzaktan destek ve düzenli saha ziyaretleriyle geliştirdiğimiz sistemleri yaşayan ürünler olarak sürdürüyoruz.",
  },
];

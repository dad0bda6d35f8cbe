import { localizedWithRules } from '@brifa/contracts';
import type { TLegalPage, TLocalized } from './content-types.ts';

const COMPANY = 'Brifa Teknoloji A.Ş.';
const ADDRESS_TR = 'Maslak Mahallesi, Eski Büyükdere Caddesi No: 27, Kat: 9, 34398 Sarıyer/İstanbul';
const ADDRESS_EN =
  'Maslak Mahallesi, Eski Büyükdere Caddesi No: 27, Floor 9, 34398 Sarıyer, İstanbul, Türkiye';
const SUPPORT_EMAIL = 'destek@brifa.com.tr';
const KVKK_EMAIL = 'kvkk@brifa.com.tr';
const UPDATED_TR = 'Son güncelleme: 23 Kasım 2026';
const UPDATED_EN = 'Last updated: 23 November 2026';

const cookiePolicy: TLocalized<TLegalPage> = {
  tr: {
    title: 'Çerez Politikası',
    updated: UPDATED_TR,
    intro: `Bu politika, ${COMPANY} olarak Brifa web sitesinde ve panellerinde hangi çerezleri, hangi amaçla ve ne kadar süreyle kullandığımızı ve bunları nasıl yönetebileceğinizi açıklar.`,
    sections: [
      {
        heading: 'Çerez nedir?',
        paragraphs: [
          'Çerezler, ziyaret ettiğiniz web sitesinin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Site, sonraki isteklerinizde bu dosyaları okuyarak oturumunuzu tanır, tercihlerinizi hatırlar ve hizmetin güvenli çalışmasını sağlar.',
          'Bu politikada listelenen çerezlerin tamamı, Brifa tarafından yerleştirilen birinci taraf çerezlerdir. Çerezler bilgisayarınıza zarar vermez ve kişisel dosyalarınıza erişemez.',
        ],
      },
      {
        heading: 'Kullandığımız çerezler',
        paragraphs: ['Sitemizde kullanılan çerezler, türleri ve saklama süreleri şunlardır:'],
        bullets: [
          'language (tercih): Seçtiğiniz arayüz dilini (tr-TR veya en-TR) saklar. Süre: 365 gün.',
          'country (tercih): Ülke bilginizi saklar; dil ve içerik seçiminde kullanılır. Süre: 365 gün.',
          'auth_token (zorunlu): Giriş yaptığınızda kimliğinizi doğrular ve her sayfada yeniden giriş yapmanızı önler. Süre: 25 gün veya çıkış yapana kadar.',
          'sessionId (zorunlu): Ziyaretiniz boyunca isteklerinizi aynı oturumla ilişkilendirir ve güvenlik kontrollerinde kullanılır. Süre: tarayıcı oturumu.',
          'trackingId (analitik): Ziyaretlerin hangi kaynaktan geldiğini ve sayfaların nasıl kullanıldığını rastgele oluşturulmuş bir kimlikle ölçer. Süre: 12 ay.',
        ],
      },
      {
        heading: 'Kesinlikle gerekli çerezler',
        paragraphs: [
          'auth_token ve sessionId çerezleri; giriş yapma, hesap güvenliği, ödeme adımları ve form gönderimleri gibi talep ettiğiniz hizmetlerin sunulabilmesi için gereklidir.',
          'Bu çerezler KVKK 5. maddesinin 2. fıkrasının (c) ve (f) bentleri uyarınca sözleşmenin ifası ve meşru menfaatimiz kapsamında kullanılır; onayınıza bağlı değildir. Engellemeniz halinde giriş yapamaz ve panelleri kullanamazsınız.',
        ],
      },
      {
        heading: 'Tercih çerezleri',
        paragraphs: [
          'language ve country çerezleri dil ve ülke seçiminizi hatırlar. Böylece siteyi her ziyaretinizde aynı dilde görürsünüz.',
          'Arayüz dili sırasıyla açtığınız sayfaya, bu çereze ve tarayıcınızın dil ayarına göre belirlenir. Dili sitedeki dil seçiciden istediğiniz zaman değiştirebilirsiniz; çerezi silerseniz site tarayıcınızın dil ayarına göre açılır.',
        ],
      },
      {
        heading: 'Analitik çerezler',
        paragraphs: [
          'trackingId çerezi, hangi sayfaların ziyaret edildiğini, ziyaretçilerin siteye hangi bağlantı veya kampanya ile geldiğini ve proje formunun hangi adımda yarıda bırakıldığını ölçmemize yardımcı olur.',
          'Bu verileri yalnızca toplu olarak ve hizmeti geliştirmek için kullanırız; reklam profili oluşturmak veya üçüncü kişilere satmak için kullanmayız. Analitik çerezler açık rızanıza dayanır; rızanızı dilediğiniz zaman geri alabilirsiniz.',
        ],
      },
      {
        heading: 'Çerezleri nasıl yönetebilirsiniz?',
        paragraphs: [
          'Tarayıcınız çerezleri görüntülemenize, silmenize ve engellemenize izin verir. Bu ayarlar genellikle tarayıcının Ayarlar menüsündeki Gizlilik ve güvenlik bölümünde yer alır.',
          'Kesinlikle gerekli çerezleri engellerseniz giriş yapma ve ödeme gibi işlevler çalışmaz.',
        ],
        bullets: [
          'Tüm çerezleri silmek için tarama verilerini temizlerken çerezler ve site verileri seçeneğini işaretleyin.',
          'Yalnızca Brifa çerezlerini silmek için tarayıcının site verileri listesinde brifa.com.tr alanını bulun ve kaldırın.',
          'Çerezleri tamamen engellemek için tarayıcı ayarlarında çerezlere izin vermeyen seçeneği açın.',
          `Analitik çerezlere verdiğiniz rızayı geri almak için trackingId çerezini silip engelleyebilir veya ${KVKK_EMAIL} adresine yazabilirsiniz.`,
        ],
      },
      {
        heading: 'Çerezlerle işlenen kişisel veriler',
        paragraphs: [
          'Çerezler aracılığıyla elde edilen veriler 6698 sayılı Kişisel Verilerin Korunması Kanunu ve Gizlilik Politikamız kapsamında işlenir.',
          'Veri sorumlusu, işleme amaçları ve haklarınız hakkında ayrıntılı bilgi için Aydınlatma Metni ve Gizlilik Politikası sayfalarını inceleyebilirsiniz.',
        ],
      },
      {
        heading: 'Değişiklikler ve iletişim',
        paragraphs: [
          'Yeni bir çerez eklediğimizde veya bir çerezin amacını ya da süresini değiştirdiğimizde bu politikayı güncelleriz. Güncelleme tarihi sayfanın başında yer alır.',
          `Çerezlerle ilgili sorularınız için ${KVKK_EMAIL} adresine yazabilirsiniz.`,
        ],
      },
    ],
  },
  en: {
    title: 'Cookie Policy',
    updated: UPDATED_EN,
    intro: `This policy explains which cookies ${COMPANY} uses on the Brifa website and dashboards, why and for how long, and how you can manage them.`,
    sections: [
      {
        heading: 'What is a cookie?',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser. On later requests, the site reads them to recognise your session, remember your preferences and keep the service secure.',
          'All cookies listed in this policy are first-party cookies set by Brifa. Cookies do not harm your device and cannot access your personal files.',
        ],
      },
      {
        heading: 'The cookies we use',
        paragraphs: ['These are the cookies used on our site, their type and how long they are kept:'],
        bullets: [
          'language (preference): stores the interface language you chose (tr-TR or en-TR). Duration: 365 days.',
          'country (preference): stores your country; used to choose the language and content. Duration: 365 days.',
          'auth_token (strictly necessary): keeps you signed in so you do not have to log in on every page. Duration: 25 days or until you log out.',
          'sessionId (strictly necessary): links your requests to the same session during a visit and is used in security checks. Duration: browser session.',
          'trackingId (analytics): measures where visits come from and how pages are used, with a randomly generated identifier. Duration: 12 months.',
        ],
      },
      {
        heading: 'Strictly necessary cookies',
        paragraphs: [
          'The auth_token and sessionId cookies are needed to provide the services you ask for, such as signing in, account security, payment steps and form submissions.',
          'They are used for the performance of our contract with you and our legitimate interest, under Article 5(2)(c) and (f) of the KVKK, and do not require your consent. If you block them, you cannot sign in or use the dashboards.',
        ],
      },
      {
        heading: 'Preference cookies',
        paragraphs: [
          'The language and country cookies remember your language and country, so you see the site in the same language on every visit.',
          'The interface language is taken from the page you open, then this cookie, then your browser language setting. You can change it at any time with the language switcher; if you delete the cookie, the site follows your browser setting.',
        ],
      },
      {
        heading: 'Analytics cookies',
        paragraphs: [
          'The trackingId cookie helps us measure which pages are visited, which link or campaign brought visitors to the site, and at which step the project form was abandoned.',
          'We use this data only in aggregate and only to improve the service; we do not use it to build advertising profiles or sell it to anyone. Analytics cookies rely on your explicit consent, which you can withdraw at any time.',
        ],
      },
      {
        heading: 'How to manage cookies',
        paragraphs: [
          'Your browser lets you view, delete and block cookies. These settings are usually under Privacy and security in the browser settings.',
          'If you block strictly necessary cookies, features such as signing in and payments will not work.',
        ],
        bullets: [
          'To delete all cookies, tick cookies and site data when you clear your browsing data.',
          "To delete only Brifa cookies, find brifa.com.tr in your browser's list of site data and remove it.",
          'To block cookies altogether, turn on the option that does not allow cookies in your browser settings.',
          `To withdraw consent to analytics cookies, delete and block the trackingId cookie or write to ${KVKK_EMAIL}.`,
        ],
      },
      {
        heading: 'Personal data processed through cookies',
        paragraphs: [
          'Data obtained through cookies is processed under Law No. 6698 on the Protection of Personal Data (KVKK) and our Privacy Policy.',
          'For details of the data controller, the purposes of processing and your rights, see the Clarification Text and the Privacy Policy.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          "When we add a cookie or change a cookie's purpose or duration, we update this policy. The date of the last update is shown at the top of the page.",
          `For questions about cookies, write to ${KVKK_EMAIL}.`,
        ],
      },
    ],
  },
};

const privacyPolicy: TLocalized<TLegalPage> = {
  tr: {
    title: 'Gizlilik Politikası',
    updated: UPDATED_TR,
    intro: `${COMPANY} (“Brifa”), platformunu kullanan markaların, ajansların ve ziyaretçilerin kişisel verilerini 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) ve uygulandığı ölçüde Avrupa Birliği Genel Veri Koruma Tüzüğü (“GDPR”) ilkelerine uygun olarak işler. Bu politika hangi verileri neden topladığımızı, kimlerle paylaştığımızı ve haklarınızı özetler.`,
    sections: [
      {
        heading: 'Veri sorumlusu ve kapsam',
        paragraphs: [
          `Kişisel verilerinizin veri sorumlusu ${COMPANY}'dir. Adres: ${ADDRESS_TR}. E-posta: ${KVKK_EMAIL}.`,
          'Bu politika Brifa web sitesini, marka ve ajans panellerini, yapay zekâ sohbet asistanını ve Brifa tarafından gönderilen e-posta, SMS ve bildirimleri kapsar.',
        ],
      },
      {
        heading: 'Topladığımız veriler',
        paragraphs: [
          'Verilerin büyük bölümünü doğrudan sizden alırız. Bir marka ajansınızı değerlendirdiğinde veya bir ajans sizinle yaptığı işi referans olarak eklediğinde bazı veriler diğer kullanıcılar aracılığıyla da bize ulaşabilir.',
        ],
        bullets: [
          'Kimlik ve iletişim: ad, soyad, e-posta adresi, cep telefonu numarası, unvan ve şirket adı.',
          'Proje bilgileri: kategori, sektör, konum, bütçe, şirket büyüklüğü, proje açıklaması, yüklenen dosyalar, iletişim tercihi ve uygun zaman.',
          'Ajans bilgileri: ticari unvan, vergi numarası ve vergi dairesi, yasal adres, ekip üyeleri, hizmetler, portföy, referanslar, ürünler ve bildirim kanalları.',
          'Yazışma ve değerlendirmeler: platform içi mesajlar, geri bildirimler, memnuniyet puanları ve yorumlar.',
          'Ödeme ve fatura: fatura bilgileri, işlem tutarları ve cüzdan hareketleri. Kart bilgileri ödeme kuruluşu tarafından saklanır; Brifa tam kart numarasını saklamaz.',
          'Kredi raporu hizmeti: yalnızca bu hizmeti talep ederseniz T.C. kimlik numarası, doğum tarihi ve telefon numarası.',
          'Teknik veriler: IP adresi, tarayıcı ve cihaz bilgisi, oturum ve çerez kimlikleri, dil ve ülke tercihi, işlem kayıtları.',
        ],
      },
      {
        heading: 'Verileri hangi amaçlarla kullanırız?',
        paragraphs: [
          'Kişisel verilerinizi yalnızca aşağıdaki amaçlarla ve bu amaçlar için gerekli olduğu ölçüde kullanırız:',
        ],
        bullets: [
          'Hesap oluşturmak, telefon doğrulaması yapmak ve oturumu güvenle yönetmek.',
          'Proje taleplerini uygun ajanslarla eşleştirmek, teklifleri ve mesajları iletmek.',
          'Ajans profillerini, portföyleri ve doğrulanmış yorumları yayımlamak.',
          'Paket, abonelik, cüzdan ve reklam ödemelerini almak, fatura düzenlemek, iade ve borç takibini yürütmek.',
          'Dolandırıcılığı, kötüye kullanımı ve kural ihlallerini önlemek.',
          'Hizmeti ölçmek ve geliştirmek, destek taleplerini yanıtlamak.',
          'Yasal yükümlülüklerimizi yerine getirmek.',
          'İzin vermeniz halinde yenilikler ve kampanyalar hakkında ileti göndermek.',
        ],
      },
      {
        heading: 'Hukuki sebepler',
        paragraphs: [
          'Verilerinizi KVKK 5. maddesi ve GDPR 6. maddesi kapsamında şu hukuki sebeplere dayanarak işleriz: sözleşmenin kurulması ve ifası (hesap, eşleştirme, mesajlaşma ve ödeme), hukuki yükümlülük (vergi ve ticaret mevzuatı kapsamında kayıt tutma), meşru menfaat (güvenlik, kötüye kullanımın önlenmesi ve hizmetin geliştirilmesi) ile bir hakkın tesisi, kullanılması veya korunması (uyuşmazlıklar ve alacak takibi).',
          'Analitik çerezler ve ticari elektronik iletiler için açık rızanıza başvururuz. Rızanızı geri almanız, geri almadan önceki işlemelerin hukuka uygunluğunu etkilemez.',
        ],
      },
      {
        heading: 'Verileri kimlerle paylaşırız?',
        paragraphs: [
          'Kişisel verilerinizi satmayız. Yalnızca hizmeti sunmak için gereken ölçüde şu taraflarla paylaşırız:',
          'Ajansların kendi tanımladığı Slack, Microsoft Teams, Discord veya Telegram kanallarına gönderilen fırsat bildirimleri, ajansın talimatıyla ve ajansın sorumluluğunda iletilir.',
        ],
        bullets: [
          'Eşleşen ajanslar: marka adı, proje ayrıntıları ve iletişim bilgileri yalnızca projeyle eşleşen ve projeye erişim hakkı kazanan üye ajanslarla paylaşılır.',
          'Ödeme kuruluşu: kart ödemeleri 6493 sayılı Kanun kapsamında lisanslı bir ödeme kuruluşu tarafından 3D Secure ile işlenir.',
          'SMS ve e-posta hizmet sağlayıcıları: doğrulama kodları, bildirimler ve işlem e-postaları için.',
          'Barındırma ve altyapı sağlayıcıları: verilerin güvenli biçimde saklanması ve yedeklenmesi için.',
          'Mali müşavir, denetçi ve hukuk danışmanları: yasal yükümlülükler ve uyuşmazlıklar için.',
          'Yetkili kamu kurum ve kuruluşları ile yargı mercileri: mevzuatın gerektirdiği hallerde.',
        ],
      },
      {
        heading: 'Yurt dışına aktarım',
        paragraphs: [
          'Altyapı, e-posta veya bildirim hizmeti aldığımız bazı sağlayıcıların sunucuları yurt dışında bulunabilir.',
          'Bu durumda aktarımı KVKK 9. maddesine uygun olarak; yeterlilik kararı, Kişisel Verileri Koruma Kurulu tarafından ilan edilen standart sözleşmeler veya kanunda sayılan diğer uygun güvencelerle yaparız.',
        ],
      },
      {
        heading: 'Saklama süreleri',
        paragraphs: [
          'Verilerinizi işleme amacının gerektirdiği süre ve mevzuatta öngörülen süreler boyunca saklarız. Süre dolduğunda veriler silinir, yok edilir veya anonim hale getirilir.',
        ],
        bullets: [
          'Hesap, proje ve mesaj kayıtları: hesap açık olduğu sürece ve kapanıştan sonra genel zamanaşımı süresi olan 10 yıl.',
          'Fatura ve ödeme kayıtları: Türk Ticaret Kanunu ve Vergi Usul Kanunu uyarınca 10 yıl.',
          'Erişim ve trafik kayıtları: 5651 sayılı Kanun uyarınca en az 1, en fazla 2 yıl.',
          "Çerez verileri: Çerez Politikası'nda belirtilen süreler.",
        ],
      },
      {
        heading: 'Güvenlik',
        paragraphs: [
          'Verilere erişimi görev gereğiyle sınırlar, bağlantıları TLS ile şifreler, parolaları geri döndürülemez biçimde saklar ve erişim kayıtlarını izleriz.',
          "Ödeme adımlarında 3D Secure kullanılır ve kart bilgileri Brifa sunucularında tutulmaz. Bir veri ihlali fark edersek ilgili kişileri ve Kişisel Verileri Koruma Kurulu'nu mevzuatta öngörülen sürede bilgilendiririz.",
        ],
      },
      {
        heading: 'Herkese açık içerikler',
        paragraphs: [
          'Ajans profilleri, portföyler, ürünler ve yayımlanan yorumlar herkese açıktır ve arama motorlarınca dizinlenebilir.',
          'Yorumlarda yorumu yazan kişinin adı, unvanı ve şirketi görünebilir; e-posta adresi yayımlanmaz. Markaların proje talepleri ve iletişim bilgileri herkese açık sayfalarda gösterilmez.',
        ],
      },
      {
        heading: 'Haklarınız',
        paragraphs: [
          'KVKK 11. maddesi ve uygulandığı ölçüde GDPR kapsamında verilerinizin işlenip işlenmediğini öğrenme, bilgi ve kopya talep etme, düzeltme, silme, işlemeye itiraz etme, açık rızanızı geri alma ve zararınızın giderilmesini isteme haklarına sahipsiniz.',
          "Profil, iletişim ve bildirim bilgilerinizin çoğunu hesap ayarlarınızdan kendiniz güncelleyebilirsiniz. Diğer talepleriniz için Aydınlatma Metni'nde açıklanan başvuru yöntemini kullanabilirsiniz.",
        ],
      },
      {
        heading: 'Değişiklikler ve iletişim',
        paragraphs: [
          'Bu politikayı hizmetimiz veya mevzuat değiştikçe güncelleriz. Önemli değişiklikleri e-posta veya platform bildirimiyle duyururuz.',
          `Gizlilikle ilgili sorularınız için ${KVKK_EMAIL}, diğer konular için ${SUPPORT_EMAIL} adresine yazabilirsiniz.`,
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    updated: UPDATED_EN,
    intro: `${COMPANY} (“Brifa”) processes the personal data of the brands, agencies and visitors using its platform in line with Law No. 6698 on the Protection of Personal Data (“KVKK”) and, where it applies, the EU General Data Protection Regulation (“GDPR”). This policy summarises what we collect and why, who we share it with, and your rights.`,
    sections: [
      {
        heading: 'Data controller and scope',
        paragraphs: [
          `The data controller for your personal data is ${COMPANY}, ${ADDRESS_EN}. E-mail: ${KVKK_EMAIL}.`,
          'This policy covers the Brifa website, the brand and agency dashboards, the AI chat assistant, and the e-mails, text messages and notifications Brifa sends.',
        ],
      },
      {
        heading: 'Data we collect',
        paragraphs: [
          'We receive most data directly from you. Some data may also reach us through other users, for example when a brand reviews your agency or an agency lists work it did for you as a reference.',
        ],
        bullets: [
          'Identity and contact: first name, surname, e-mail address, mobile number, job title and company name.',
          'Project details: category, industry, location, budget, company size, project description, uploaded files, contact preference and available times.',
          'Agency details: company title, tax number and tax office, registered address, team members, services, portfolio, references, products and notification channels.',
          'Messages and reviews: in-platform messages, feedback, satisfaction scores and reviews.',
          'Payment and billing: billing details, transaction amounts and wallet activity. Card details are stored by the payment institution; Brifa does not store full card numbers.',
          'Credit report service: your national ID number, date of birth and phone number, only if you request this service.',
          'Technical data: IP address, browser and device information, session and cookie identifiers, language and country preference, and activity logs.',
        ],
      },
      {
        heading: 'How we use your data',
        paragraphs: [
          'We use your personal data only for the following purposes, and only as far as they require:',
        ],
        bullets: [
          'Creating your account, verifying your phone number and managing your session securely.',
          'Matching project briefs with suitable agencies and delivering offers and messages.',
          'Publishing agency profiles, portfolios and verified reviews.',
          'Taking payments for packages, subscriptions, the wallet and advertising, issuing invoices, and handling refunds and overdue amounts.',
          'Preventing fraud, abuse and breaches of our rules.',
          'Measuring and improving the service and answering support requests.',
          'Meeting our legal obligations.',
          'Sending news and offers, if you have agreed to receive them.',
        ],
      },
      {
        heading: 'Legal bases',
        paragraphs: [
          'We process your data under Article 5 of the KVKK and Article 6 of the GDPR on these legal bases: entering into and performing a contract (account, matching, messaging and payments), legal obligation (record keeping under tax and commercial law), legitimate interest (security, preventing abuse and improving the service), and establishing, exercising or defending legal claims (disputes and collection of receivables).',
          'We ask for your explicit consent for analytics cookies and commercial electronic messages. Withdrawing consent does not affect the lawfulness of processing carried out before you withdrew it.',
        ],
      },
      {
        heading: 'Who we share data with',
        paragraphs: [
          'We do not sell personal data. We share it only as far as needed to provide the service, with:',
          "Opportunity notifications sent to Slack, Microsoft Teams, Discord or Telegram channels that an agency sets up are delivered on that agency's instruction and under its responsibility.",
        ],
        bullets: [
          'Matched agencies: the brand name, project details and contact details are shared only with member agencies matched with the project that have gained access to it.',
          'The payment institution: card payments are processed with 3D Secure by a payment institution licensed under Law No. 6493.',
          'SMS and e-mail service providers: for verification codes, notifications and transactional e-mails.',
          'Hosting and infrastructure providers: to store and back up data securely.',
          'Accountants, auditors and legal advisers: for legal obligations and disputes.',
          'Authorised public bodies and courts: where the law requires it.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'Some of our infrastructure, e-mail and notification providers may have servers outside Türkiye.',
          'In that case, we transfer data in line with Article 9 of the KVKK, on the basis of an adequacy decision, the standard contracts published by the Personal Data Protection Board, or the other appropriate safeguards set out in the law.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'We keep your data for as long as the purpose of processing requires and for the periods set by law. After that, the data is deleted, destroyed or anonymised.',
        ],
        bullets: [
          'Account, project and message records: while your account is open and for 10 years after it closes, the general limitation period.',
          'Invoices and payment records: 10 years under the Turkish Commercial Code and the Tax Procedure Law.',
          'Access and traffic logs: at least 1 and at most 2 years under Law No. 5651.',
          'Cookie data: the periods stated in the Cookie Policy.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We limit access to data to those who need it for their work, encrypt connections with TLS, store passwords in a non-reversible form and monitor access logs.',
          'Payments use 3D Secure and card details are not kept on Brifa servers. If we become aware of a data breach, we notify the people affected and the Personal Data Protection Board within the period the law requires.',
        ],
      },
      {
        heading: 'Public content',
        paragraphs: [
          'Agency profiles, portfolios, products and published reviews are public and may be indexed by search engines.',
          "A review may show the reviewer's name, job title and company; their e-mail address is never published. Brands' project briefs and contact details are not shown on public pages.",
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under Article 11 of the KVKK and, where it applies, the GDPR, you have the right to learn whether your data is processed, to request information and a copy, to have it corrected or erased, to object to processing, to withdraw your consent and to claim compensation for damage.',
          'You can update most of your profile, contact and notification details yourself in your account settings. For other requests, use the application method described in the Clarification Text.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We update this policy as our service or the law changes. We announce significant changes by e-mail or a notice on the platform.',
          `For privacy questions, write to ${KVKK_EMAIL}; for anything else, write to ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
  },
};

const termsOfUse: TLocalized<TLegalPage> = {
  tr: {
    title: 'Kullanım Şartları',
    updated: UPDATED_TR,
    intro: `Bu şartlar, ${COMPANY} tarafından işletilen Brifa platformunun markalar ve ajanslar tarafından kullanılmasına ilişkin kuralları belirler. Platforma üye olarak veya platformu kullanarak bu şartları kabul etmiş olursunuz.`,
    sections: [
      {
        heading: 'Taraflar ve tanımlar',
        paragraphs: [
          `Bu şartlarda “Brifa”, ${ADDRESS_TR} adresinde yerleşik ${COMPANY}'yi; “Marka”, hizmet almak amacıyla proje talebi oluşturan şirket veya kişiyi; “Ajans”, hizmet sunmak amacıyla profil oluşturan işletmeyi; “Kullanıcı” ise her ikisini ifade eder.`,
          'Brifa, markalar ile ajansları buluşturan bir aracı hizmet sağlayıcıdır. Marka ile ajans arasında kurulan hizmet sözleşmesinin tarafı değildir; işin yapılmasından, bedelinden veya sonucundan sorumlu tutulamaz.',
        ],
      },
      {
        heading: 'Hesap açma ve güvenlik',
        paragraphs: [
          'Hesap açmak için 18 yaşını doldurmuş olmanız ve ticari veya mesleki amaçla hareket etmeniz gerekir. Kayıtta verdiğiniz bilgilerin doğru ve güncel olmasından siz sorumlusunuz.',
          "Kayıt sırasında cep telefonu numaranızı size gönderilen kodla doğrulamanız ve Aydınlatma Metni'ni okuduğunuzu onaylamanız gerekir. Parolanız en az 8 karakter olmalıdır.",
          `Hesabınızın güvenliğinden siz sorumlusunuz. Parolanızı kimseyle paylaşmayın ve yetkisiz bir kullanım fark ederseniz ${SUPPORT_EMAIL} adresine hemen bildirin. Ajans hesabına eklenen ekip üyelerinin işlemlerinden ajans sorumludur.`,
        ],
      },
      {
        heading: 'Markaların yükümlülükleri',
        paragraphs: [
          'Markalar için proje oluşturmak, teklif almak ve ajanslarla mesajlaşmak ücretsizdir. Bu hizmeti kullanan markalar şunları kabul eder:',
        ],
        bullets: [
          'Gerçek ve güncel bir hizmet ihtiyacı için proje talebi oluşturmak.',
          'Şirket adını, bütçeyi ve iletişim bilgilerini doğru vermek; başka bir şirket adına yetkisiz talep oluşturmamak.',
          'Eşleşen ajansların mesajlarına makul sürede yanıt vermek ve ilgilenmediği teklifleri bildirmek.',
          'Anlaştığı ajansı platformda işaretlemek ve dürüst geri bildirim vermek.',
          'Ajansların paylaştığı teklif, fiyat ve fikirleri yalnızca kendi değerlendirmesi için kullanmak ve üçüncü kişilerle paylaşmamak.',
        ],
      },
      {
        heading: 'Ajansların yükümlülükleri',
        paragraphs: [
          'Ajanslar profil ve yasal bilgilerini doğru tutmak, portföyünde yalnızca hakkına sahip olduğu çalışmaları yayımlamak ve eşleştiği markalara profesyonel biçimde dönüş yapmakla yükümlüdür.',
          'Ajanslara özgü ayrıntılı kurallar, ücretler ve yaptırımlar Sözleşme ve Kurallar belgesinde yer alır. Bu belge, ajanslar bakımından bu şartların ayrılmaz bir parçasıdır.',
        ],
      },
      {
        heading: 'Proje talebi içerik kuralları',
        paragraphs: [
          'Proje talepleri, ajansların doğru teklif verebilmesi için yeterince açık olmalıdır; proje açıklaması en az {briefMinLength} karakter olmalıdır.',
          'Brifa, bu kurallara uymayan talepler için düzenleme isteme, talebi eşleştirmeye almama veya kaldırma hakkını saklı tutar.',
        ],
        bullets: [
          'Yapılacak işi, hedefi, bütçe aralığını ve zamanlamayı açıkça belirtin.',
          'İş ilanı, personel arayışı, reklam veya satış teklifini proje talebi olarak göndermeyin.',
          'Yasa dışı, yanıltıcı, ayrımcı, hakaret içeren veya üçüncü kişilerin haklarını ihlal eden içerik eklemeyin.',
          'Üçüncü kişilere ait kişisel verileri, gizli bilgileri veya ticari sırları paylaşmayın.',
          'Aynı ihtiyaç için birden fazla talep oluşturmayın.',
        ],
      },
      {
        heading: 'Ücretsiz iş talebi yasağı',
        paragraphs: [
          'Markalar, değerlendirme aşamasında ajanslardan ücretsiz tasarım, kampanya fikri, yazılım prototipi, strateji belgesi veya benzeri karşılıksız iş isteyemez. Teklifler ajansın deneyimi, yaklaşımı ve fiyatı üzerinden verilir.',
          'Bir ajans kendi isteğiyle ön çalışma sunarsa bu çalışmanın fikri hakları ajansta kalır ve ajansın yazılı izni olmadan kullanılamaz.',
        ],
      },
      {
        heading: 'Mesajlar ve değerlendirmeler',
        paragraphs: [
          'Platform içi mesajlar yalnızca projeyle ilgili iletişim içindir. İstenmeyen toplu mesaj, tanıtım ve taciz içeren yazışmalar yasaktır. Mesajla gönderilen dosyalar en fazla {maxFileMb} MB olabilir ve güvenlik nedeniyle bazı dosya türleri engellenir.',
          'Yorumlar gerçek bir iş ilişkisine dayanmalı ve yazan kişinin kendi deneyimini yansıtmalıdır. Yorumlar e-posta doğrulamasından sonra yayımlanır; sahte, karşılığında menfaat sağlanmış veya kişisel saldırı içeren yorumlar yayımlanmaz ya da kaldırılır.',
        ],
      },
      {
        heading: 'Ödemeler ve iadeler',
        paragraphs: [
          'Markalar platformu ücretsiz kullanır. Ajansların ödediği paket, kategori aboneliği, cüzdan yüklemesi, reklam, boost ve görüntüleme ücretleri Türk lirası üzerinden, 3D Secure ile kartla tahsil edilir. Güncel fiyatlar satın almadan önce gösterilir.',
          'Ödeme ve iade koşullarının ayrıntıları Sözleşme ve Kurallar belgesinde yer alır.',
        ],
        bullets: [
          'Paketlerde satın alma tarihinden itibaren 30 gün içinde para iade garantisi uygulanır.',
          'Abonelikler hemen veya dönem sonunda sona erecek şekilde iptal edilebilir; dönem sonunda iptal edilen abonelik, dönem bitene kadar kullanılabilir.',
          'Anlaşmayla sonuçlanan projelerde görüntüleme ücretinin {refundMultiple} katına kadar iade yapılır.',
          'Cüzdan bakiyesi yalnızca platform içinde kullanılır; mevzuatın zorunlu kıldığı haller dışında nakde çevrilmez.',
          'Vadesi geçmiş borcu bulunan ajansın fırsatlara erişimi, ödeme yapılana kadar durdurulur.',
        ],
      },
      {
        heading: 'Fikri mülkiyet',
        paragraphs: [
          "Brifa adı, logosu, arayüzü, yazılımı ve veritabanı Brifa'ya aittir. İzinsiz kopyalanamaz, otomatik araçlarla taranamaz veya çoğaltılamaz.",
          "Profil, portföy, ürün ve yorum olarak yüklediğiniz içeriklerin hakları size aittir. Bu içerikleri yükleyerek Brifa'ya, içerik yayında kaldığı sürece platformda ve platformun tanıtımında gösterilmesi için münhasır olmayan ve ücretsiz bir kullanım izni verirsiniz.",
        ],
      },
      {
        heading: 'Sorumluluğun sınırı',
        paragraphs: [
          'Brifa eşleştirme için makul özeni gösterir; ancak belirli sayıda teklif alınacağını, bir anlaşma yapılacağını veya ajansın sunduğu hizmetin belirli bir sonuç doğuracağını garanti etmez.',
          "Brifa, kullanıcıların birbirine verdiği bilgilerin doğruluğundan, aralarındaki sözleşmelerin ifasından ve aralarındaki ödemelerden sorumlu değildir. Kasıt ve ağır ihmal halleri saklı kalmak üzere Brifa'nın sorumluluğu, ilgili kullanıcının son 12 ayda Brifa'ya ödediği tutarla sınırlıdır.",
          'Bakım, güncelleme veya mücbir sebepler nedeniyle hizmette geçici kesintiler yaşanabilir.',
        ],
      },
      {
        heading: 'Askıya alma ve hesabın kapatılması',
        paragraphs: [
          'Brifa, bu şartları ihlal eden hesapları uyarabilir, kısıtlayabilir, askıya alabilir veya kapatabilir. Ağır ihlallerde bu işlem önceden bildirim yapılmadan uygulanabilir.',
          `Hesabınızı dilediğiniz zaman ${SUPPORT_EMAIL} adresine yazarak kapatabilirsiniz. Kapanıştan önce doğmuş ödeme yükümlülükleri devam eder.`,
        ],
      },
      {
        heading: 'Değişiklikler, uygulanacak hukuk ve yetki',
        paragraphs: [
          'Bu şartlar değişirse güncel metni bu sayfada yayımlar, önemli değişiklikleri e-posta veya platform bildirimiyle duyururuz. Değişiklikten sonra platformu kullanmaya devam etmeniz, güncel şartları kabul ettiğiniz anlamına gelir.',
          'Bu şartlar Türkiye Cumhuriyeti hukukuna tabidir. Uyuşmazlıklarda İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir; tüketici sıfatı taşıyan kullanıcıların kanundan doğan hakları saklıdır.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Use',
    updated: UPDATED_EN,
    intro: `These terms set the rules for brands and agencies using the Brifa platform operated by ${COMPANY}. By registering or using the platform, you accept these terms.`,
    sections: [
      {
        heading: 'Parties and definitions',
        paragraphs: [
          `In these terms, “Brifa” means ${COMPANY}, ${ADDRESS_EN}; “Brand” means a company or person posting a project brief to buy a service; “Agency” means a business that creates a profile to provide services; and “User” means either.`,
          'Brifa is an intermediary that connects brands with agencies. It is not a party to the service contract between a brand and an agency and is not responsible for the work, its price or its outcome.',
        ],
      },
      {
        heading: 'Accounts and security',
        paragraphs: [
          'To open an account, you must be at least 18 and act for business or professional purposes. You are responsible for keeping the details you provide accurate and up to date.',
          'When you register, you must verify your mobile number with the code we send you and confirm that you have read the Clarification Text. Your password must be at least 8 characters long.',
          `You are responsible for the security of your account. Do not share your password, and report any unauthorised use to ${SUPPORT_EMAIL} straight away. An agency is responsible for the actions of the team members added to its account.`,
        ],
      },
      {
        heading: 'Obligations of brands',
        paragraphs: [
          'Posting projects, receiving offers and messaging agencies are free for brands. Brands using the service agree to:',
        ],
        bullets: [
          'Post briefs only for a real, current need for a service.',
          'Give their company name, budget and contact details accurately, and not post briefs on behalf of another company without authority.',
          'Reply to matched agencies within a reasonable time and say when they are not interested in an offer.',
          'Mark the agency they chose on the platform and give honest feedback.',
          'Use the quotes, prices and ideas agencies share only for their own evaluation, and not pass them on to third parties.',
        ],
      },
      {
        heading: 'Obligations of agencies',
        paragraphs: [
          'Agencies must keep their profile and legal details accurate, show only work they have the right to show in their portfolio, and respond professionally to the brands they are matched with.',
          'Detailed rules, fees and sanctions for agencies are set out in the Contract and Rules. For agencies, that document forms an integral part of these terms.',
        ],
      },
      {
        heading: 'Rules for project briefs',
        paragraphs: [
          'Briefs must be clear enough for agencies to quote accurately; the project description must be at least {briefMinLength} characters.',
          'Brifa may ask for changes to briefs that break these rules, leave them out of matching, or remove them.',
        ],
        bullets: [
          'State clearly what needs to be done, the goal, the budget range and the timing.',
          'Do not post job vacancies, recruitment requests, advertising or sales offers as briefs.',
          "Do not include content that is unlawful, misleading, discriminatory or abusive, or that infringes anyone else's rights.",
          "Do not share other people's personal data, confidential information or trade secrets.",
          'Do not post more than one brief for the same need.',
        ],
      },
      {
        heading: 'No demands for free work',
        paragraphs: [
          "While evaluating agencies, brands may not ask them for free designs, campaign ideas, software prototypes, strategy documents or any other unpaid work. Offers are based on the agency's experience, approach and price.",
          "If an agency chooses to present preliminary work, the intellectual property in it stays with the agency and may not be used without the agency's written permission.",
        ],
      },
      {
        heading: 'Messages and reviews',
        paragraphs: [
          'In-platform messages are for communication about the project only. Spam, promotional mass messages and harassment are prohibited. Files sent in messages can be up to {maxFileMb} MB, and some file types are blocked for security.',
          "Reviews must be based on a real working relationship and reflect the reviewer's own experience. They are published after e-mail verification; reviews that are fake, given in exchange for a benefit or contain personal attacks are not published or are removed.",
        ],
      },
      {
        heading: 'Payments and refunds',
        paragraphs: [
          'Brands use the platform free of charge. Packages, category subscriptions, wallet top-ups, advertising, boosts and viewing fees paid by agencies are charged in Turkish lira by card with 3D Secure. Current prices are shown before purchase.',
          'Detailed payment and refund terms are set out in the Contract and Rules.',
        ],
        bullets: [
          'Packages come with a 30-day money-back guarantee from the date of purchase.',
          'Subscriptions can be cancelled with immediate effect or at the end of the period; a subscription cancelled at the end of the period can be used until the period ends.',
          'For projects that end in an agreement, up to {refundMultiple} times the viewing fee is refunded.',
          'Wallet balance can be used only on the platform and is not paid out in cash, except where the law requires it.',
          'An agency with an overdue balance loses access to opportunities until it pays.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The Brifa name, logo, interface, software and database belong to Brifa. They may not be copied, scraped with automated tools or reproduced without permission.',
          "You keep the rights to the content you upload as a profile, portfolio, product or review. By uploading it, you give Brifa a non-exclusive, royalty-free licence to show it on the platform and in the platform's promotion for as long as it remains published.",
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          "Brifa takes reasonable care in matching, but does not guarantee a particular number of offers, that an agreement will be reached, or that an agency's service will achieve a particular result.",
          "Brifa is not responsible for the accuracy of information users give each other, for the performance of contracts between them, or for payments between them. Except in cases of intent or gross negligence, Brifa's liability is limited to the amount the user concerned paid Brifa in the previous 12 months.",
          'The service may be briefly interrupted for maintenance, updates or reasons beyond our control.',
        ],
      },
      {
        heading: 'Suspension and closing your account',
        paragraphs: [
          'Brifa may warn, restrict, suspend or close accounts that break these terms. In serious cases, this may happen without prior notice.',
          `You can close your account at any time by writing to ${SUPPORT_EMAIL}. Payment obligations that arose before closure remain in force.`,
        ],
      },
      {
        heading: 'Changes, governing law and jurisdiction',
        paragraphs: [
          'If these terms change, we publish the new text on this page and announce significant changes by e-mail or a notice on the platform. Continuing to use the platform after a change means you accept the updated terms.',
          'These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of İstanbul (Çağlayan) have jurisdiction over disputes; the statutory rights of users who are consumers are reserved.',
        ],
      },
    ],
  },
};

const contractAndRules: TLocalized<TLegalPage> = {
  tr: {
    title: 'Sözleşme ve Kurallar',
    updated: UPDATED_TR,
    intro:
      "Bu belge, Brifa'da profil açan ajansların uyması gereken pazar yeri kurallarını, ücretlendirme esaslarını ve kural ihlallerinde uygulanacak yaptırımları düzenler. Ajans kaydı sırasında onaylanır ve Kullanım Şartları ile birlikte uygulanır.",
    sections: [
      {
        heading: 'Kapsam ve onay',
        paragraphs: [
          `Bu kurallar, ${COMPANY} ile platforma kayıtlı her ajans ve ajansın hesabına eklediği ekip üyeleri için geçerlidir.`,
          'Ajans, yasal bilgilerini girip bu sözleşmeyi onaylamadan fırsatlara erişemez. Sözleşme güncellendiğinde panelde yeniden onay istenir; yeni metin onaylanana kadar bazı işlevler kısıtlanabilir.',
        ],
      },
      {
        heading: 'Doğru ve güncel profil',
        paragraphs: [
          'Brifa, beyan edilen bilgileri doğrulamak için belge isteyebilir. Doğrulanamayan bilgiler profilden kaldırılabilir.',
        ],
        bullets: [
          'Tam ticari unvan (A.Ş. veya Ltd. Şti. ekiyle), vergi numarası, vergi dairesi ve yasal adres resmi kayıtlarla aynı olmalıdır.',
          'Ekip büyüklüğü, deneyim yılı, kuruluş yılı, hizmetler ve fiyat bilgileri gerçeği yansıtmalıdır.',
          'Profilde yanıltıcı ödül, sertifika, iş ortaklığı veya müşteri beyanı kullanılmamalıdır.',
          'İletişim bilgileri, ekip üyeleri ve bildirim kanalları çalışır durumda tutulmalıdır.',
        ],
      },
      {
        heading: 'Portföy ve referanslar',
        paragraphs: [
          'Ajans, portföyünde yalnızca kendi ürettiği veya üretimine katkı verdiği çalışmaları yayımlayabilir. Alt yüklenici olarak yer aldığı işlerde kendi katkısını açıkça belirtmelidir.',
          'Müşteri adı, logo ve iş görselleri için gerekli izinleri almak ajansın sorumluluğundadır. Gizlilik sözleşmesine tabi işler izinsiz yayımlanamaz.',
          'Fırsat alabilmek için portföyde en az 5 çalışma bulunmalıdır. Her çalışmada en az bir görsel veya video, en az 3 beceri, en az 3 etiket ve en az {portfolioDetailMin} karakterlik açıklama yer alır.',
        ],
      },
      {
        heading: 'Fırsatlara yanıt süresi',
        paragraphs: [
          'Markalar teklifleri {offerWindowHours} saat içinde bekler. Ajans, kilidini açtığı bir fırsata {matchResponseHours} saat içinde dönüş yapmalı; ilgilenmiyorsa fırsatı “İlgilenmiyorum” olarak işaretlemelidir.',
          'Görüşme, teklif ve sonuç aşamaları geri bildirim adımlarıyla güncel tutulmalıdır. Fırsatları sürekli yanıtsız bırakan ajansların eşleşme önceliği düşürülebilir.',
        ],
      },
      {
        heading: 'Markalarla iletişim kuralları',
        paragraphs: ['Markaların güvenini korumak için ajanslar şu kurallara uyar:'],
        bullets: [
          'Ajans, yalnızca kilidini açtığı projelerin markalarıyla ve o proje kapsamında iletişim kurabilir.',
          'Kilidi açılmamış bir projenin markasını başka yollarla tespit edip ona ulaşmak yasaktır.',
          'Platformda edinilen iletişim bilgileri toplu e-posta, bülten, soğuk arama veya proje dışı satış için kullanılamaz.',
          'Hesap bilgileri başka ajanslarla paylaşılamaz; fırsatlar üçüncü kişilere devredilemez veya satılamaz.',
          "Ajans, markadan gelen ücretsiz iş taleplerini kabul etmek zorunda değildir ve bu talepleri Brifa'ya bildirebilir.",
        ],
      },
      {
        heading: 'Yorumların dürüstlüğü',
        paragraphs: [
          'Yorumlar yalnızca gerçek müşterilerden istenebilir. Ajans kendi adına yorum yazamaz, yazdıramaz veya yorum karşılığında indirim, hediye ya da başka bir menfaat sunamaz.',
          'Rakip ajanslar hakkında yorum yazmak veya yazdırmak yasaktır. Ajans, yorumlara profilinde nazik ve olgulara dayalı bir yanıt verebilir; bir yorumun kaldırılmasını yalnızca kurallara aykırılık gerekçesiyle isteyebilir.',
          'Kurallara aykırı yorumlar kaldırılır; ihlalin tekrarı halinde hesap askıya alınabilir.',
        ],
      },
      {
        heading: 'Erişim modeli ve ödemeler',
        paragraphs: [
          'Fırsatların marka ve iletişim bilgilerine paket (Lite {liteRights}, Growth {growthRights}, Elite {eliteRights} kategori hakkı), kategori aboneliği (en az 1 kategori ve 3 ay) veya leadcoin cüzdanı ile erişilir. Kategori seçimi paketin kalan hakkını aşamaz; hizmet eklemek için aktif abonelik gerekir.',
          "Cüzdana tek seferde en az {topUpMinimumTl} TL yüklenir. Abonelik ödemelerinin %10'u cüzdana leadcoin olarak eklenir. Aktif bir abonelik sürerken hesapta en az bir kayıtlı kart bulunmalıdır.",
          'Fiyatlar satın alma ekranında Türk lirası olarak ve vergi durumu belirtilerek gösterilir. Ödemeler 3D Secure ile alınır; uygun kartlarda 12 taksite kadar seçenek sunulabilir.',
        ],
      },
      {
        heading: 'Görüntüleme ücreti, komisyon ve iadeler',
        paragraphs: [
          '14 Ekim 2024 ve sonrasında oluşturulan projelerde komisyon alınmaz. Ajans, projenin marka ve iletişim bilgilerini görmek için görüntüleme ücreti öder; ücret, kilit açıldığında cüzdandan düşülür.',
          "Ajans, kilidini açtığı projede markayla anlaştığında anlaşmayı tutarı ve gerekli belgeleriyle birlikte Brifa'ya bildirir. Anlaşma doğrulandığında görüntüleme ücretinin {refundMultiple} katına kadar tutar iade edilir.",
          "14 Ekim 2024'ten önce oluşturulan projelerde, aylık ödemeli anlaşmalar için 12 ay boyunca anlaşma bedelinin %10'u komisyon olarak tahsil edilir.",
          'Paketlerde 30 gün para iade garantisi geçerlidir. Üst pakete geçmek için mevcut paket iptal edilir. Abonelikler hemen veya dönem sonunda sona erecek şekilde iptal edilebilir.',
        ],
      },
      {
        heading: 'Gecikmiş ödemeler',
        paragraphs: [
          'Vadesi geçmiş abonelik veya komisyon borcu bulunan ajansın fırsatlara erişimi borç ödenene kadar kapatılır ve panelde borç uyarısı gösterilir.',
          'Borç kartla veya havale/EFT ile ödenebilir. Kartla yapılan ödemeler anında, havale/EFT ödemeleri en geç 60 dakika içinde onaylanır. Bedeli ödenmeyen reklamlar 9 gün içinde yayından kaldırılır.',
        ],
      },
      {
        heading: 'Reklam ve boost',
        paragraphs: [
          'Reklamlar kategori sayfası, ayın ajansı ve spotlight alanlarında yayımlanır ve toplam 13 reklam alanı bulunur. Reklam satın almadan önce reklam koşullarının kabul edilmesi gerekir.',
          'Boost, profili 10 veya 30 gün süreyle öne çıkarır. Reklam ve boost, yorum puanlarını ve doğrulama durumunu etkilemez.',
        ],
      },
      {
        heading: 'Yaptırımlar ve askıya alma',
        paragraphs: [
          'Brifa, ihlalin ağırlığına göre uyarı verebilir, içeriği kaldırabilir, eşleşme önceliğini düşürebilir, fırsat erişimini geçici olarak durdurabilir veya hesabı askıya alıp kapatabilir. Özellikle şu durumlar ağır ihlal sayılır:',
          `Askıya alma kararı gerekçesiyle e-posta ile bildirilir. Ajans, bildirimden itibaren 7 gün içinde ${SUPPORT_EMAIL} adresine itiraz edebilir.`,
        ],
        bullets: [
          'Sahte veya satın alınmış yorum kullanmak',
          'Başkasına ait çalışmaları portföyde kendi işi gibi göstermek',
          'Kilidi açılmamış projelerin markalarıyla iletişime geçmek',
          'Yanıltıcı yasal bilgi veya belge sunmak',
          'Ödeme ve iade süreçlerini kötüye kullanmak',
        ],
      },
      {
        heading: 'Yürürlük, uygulanacak hukuk ve iletişim',
        paragraphs: [
          'Bu kurallar onay tarihinde yürürlüğe girer ve üyelik süresince geçerlidir. Uyuşmazlıklarda Türk hukuku uygulanır; İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir.',
          `Sorularınız için ${SUPPORT_EMAIL} adresine yazabilirsiniz.`,
        ],
      },
    ],
  },
  en: {
    title: 'Contract and Rules',
    updated: UPDATED_EN,
    intro:
      'This document sets out the marketplace rules that agencies with a profile on Brifa must follow, how fees work, and the sanctions that apply when rules are broken. Agencies accept it when they register, and it applies together with the Terms of Use.',
    sections: [
      {
        heading: 'Scope and acceptance',
        paragraphs: [
          `These rules apply between ${COMPANY} and every agency registered on the platform, including the team members the agency adds to its account.`,
          'An agency cannot access opportunities until it has entered its legal details and accepted this contract. When the contract is updated, the dashboard asks for acceptance again, and some features may be restricted until the new text is accepted.',
        ],
      },
      {
        heading: 'An accurate, up-to-date profile',
        paragraphs: [
          'Brifa may ask for documents to verify what you declare. Information that cannot be verified may be removed from the profile.',
        ],
        bullets: [
          'The full company title (including the A.Ş. or Ltd. Şti. suffix), tax number, tax office and registered address must match official records.',
          'Team size, years of experience, year founded, services and prices must reflect reality.',
          'The profile must not contain misleading claims about awards, certificates, partnerships or clients.',
          'Contact details, team members and notification channels must be kept working.',
        ],
      },
      {
        heading: 'Portfolio and references',
        paragraphs: [
          'An agency may show in its portfolio only work it produced or contributed to. Where it worked as a subcontractor, it must state its contribution clearly.',
          'The agency is responsible for obtaining permission to use client names, logos and images of the work. Work covered by a confidentiality agreement may not be published without permission.',
          'To receive opportunities, the portfolio must contain at least 5 works. Each work includes at least one image or video, at least 3 skills, at least 3 tags and a description of at least {portfolioDetailMin} characters.',
        ],
      },
      {
        heading: 'Response time',
        paragraphs: [
          'Brands expect offers within {offerWindowHours} hours. An agency must respond within {matchResponseHours} hours to any opportunity it unlocks, or mark it as not interested.',
          'Meetings, offers and outcomes must be kept up to date through the feedback steps. Agencies that repeatedly leave opportunities unanswered may be given lower matching priority.',
        ],
      },
      {
        heading: 'Contacting brands',
        paragraphs: ["To protect brands' trust, agencies follow these rules:"],
        bullets: [
          'An agency may contact only the brands of projects it has unlocked, and only about that project.',
          'Identifying the brand behind a locked project by other means and contacting it is prohibited.',
          'Contact details obtained on the platform may not be used for mass e-mails, newsletters, cold calls or sales unrelated to the project.',
          'Account access may not be shared with other agencies, and opportunities may not be passed on or sold to third parties.',
          "An agency is not obliged to accept a brand's request for free work and may report such requests to Brifa.",
        ],
      },
      {
        heading: 'Review integrity',
        paragraphs: [
          'Reviews may be requested only from real clients. An agency may not write reviews of itself, have others write them, or offer discounts, gifts or any other benefit in exchange for a review.',
          'Writing reviews of competing agencies, or having others write them, is prohibited. An agency may reply to reviews on its profile politely and factually, and may ask for a review to be removed only because it breaks the rules.',
          'Reviews that break the rules are removed; repeated breaches may lead to suspension.',
        ],
      },
      {
        heading: 'Access model and payments',
        paragraphs: [
          "Brand and contact details of opportunities are accessed with a package (Lite {liteRights}, Growth {growthRights} or Elite {eliteRights} category rights), a category subscription (at least 1 category and 3 months) or the leadcoin wallet. Selected categories cannot exceed the package's remaining rights, and adding a service requires an active subscription.",
          'Each wallet top-up is at least {topUpMinimumTl} TL. 10% of subscription payments is added to the wallet as leadcoin. While a subscription is active, at least one saved card must remain on the account.',
          'Prices are shown on the purchase screen in Turkish lira, with their tax status stated. Payments are taken with 3D Secure, and eligible cards may pay in up to 12 instalments.',
        ],
      },
      {
        heading: 'Viewing fee, commission and refunds',
        paragraphs: [
          "No commission is taken on projects created on or after 14 October 2024. An agency pays a viewing fee to see a project's brand and contact details; the fee is deducted from the wallet when the project is unlocked.",
          'When an agency reaches an agreement with the brand on a project it unlocked, it reports the agreement to Brifa with the amount and the required documents. Once the agreement is confirmed, up to {refundMultiple} times the viewing fee is refunded.',
          'For projects created before 14 October 2024, a commission of 10% of the deal value is charged on monthly deals for 12 months.',
          'Packages come with a 30-day money-back guarantee. To move to a higher package, the current package is cancelled. Subscriptions can be cancelled with immediate effect or at the end of the period.',
        ],
      },
      {
        heading: 'Overdue payments',
        paragraphs: [
          'An agency with an overdue subscription or commission payment loses access to opportunities until the debt is paid, and a debt notice is shown in its dashboard.',
          'Debts can be paid by card or bank transfer. Card payments are confirmed immediately and bank transfers within 60 minutes. Advertising that is not paid for is removed within 9 days.',
        ],
      },
      {
        heading: 'Advertising and boosts',
        paragraphs: [
          'Advertising appears on category pages, as agency of the month and in the spotlight, with 13 advertising slots in total. The advertising terms must be accepted before an advertisement is purchased.',
          'A boost brings the profile forward for 10 or 30 days. Advertising and boosts do not affect review scores or verification status.',
        ],
      },
      {
        heading: 'Sanctions and suspension',
        paragraphs: [
          'Depending on how serious a breach is, Brifa may issue a warning, remove content, lower matching priority, temporarily stop access to opportunities, or suspend and close the account. The following are treated as serious breaches:',
          `A suspension is notified by e-mail with the reasons. The agency may object within 7 days of the notice by writing to ${SUPPORT_EMAIL}.`,
        ],
        bullets: [
          'Using fake or paid-for reviews',
          "Presenting someone else's work as its own in the portfolio",
          'Contacting the brands of locked projects',
          'Providing misleading legal details or documents',
          'Abusing payment or refund processes',
        ],
      },
      {
        heading: 'Effect, governing law and contact',
        paragraphs: [
          'These rules take effect on the date of acceptance and apply for the duration of the membership. Disputes are governed by Turkish law, and the courts and enforcement offices of İstanbul (Çağlayan) have jurisdiction.',
          `For questions, write to ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
  },
};

const clarificationText: TLocalized<TLegalPage> = {
  tr: {
    title: 'Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni',
    updated: UPDATED_TR,
    intro: `${COMPANY} olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun (“KVKK”) 10. maddesi uyarınca, Brifa platformunu kullanan markaları, ajansları, ajans ekip üyelerini ve ziyaretçileri kişisel verilerinin işlenmesi hakkında bilgilendiririz.`,
    sections: [
      {
        heading: 'Veri sorumlusu',
        paragraphs: [
          `Kişisel verileriniz, veri sorumlusu sıfatıyla ${COMPANY} tarafından bu metinde açıklanan kapsamda işlenir.`,
        ],
        bullets: [
          `Unvan: ${COMPANY}`,
          `Adres: ${ADDRESS_TR}`,
          `KVKK başvuruları: ${KVKK_EMAIL}`,
          `Genel destek: ${SUPPORT_EMAIL}`,
        ],
      },
      {
        heading: 'İşlenen kişisel veri kategorileri',
        paragraphs: ['Platformu nasıl kullandığınıza bağlı olarak aşağıdaki veri kategorileri işlenir:'],
        bullets: [
          'Kimlik: ad, soyad; kredi raporu hizmetini kullanırsanız T.C. kimlik numarası ve doğum tarihi.',
          'İletişim: e-posta adresi, cep telefonu numarası ve adres.',
          'Mesleki deneyim: şirket adı, unvan, sektör, şirket büyüklüğü, ajans profili, hizmetler ve portföy bilgileri.',
          'Müşteri işlem: proje talepleri, teklifler, mesajlar, geri bildirimler, yorumlar ve anlaşma bilgileri.',
          'Finans: fatura bilgileri, vergi numarası, ödeme ve cüzdan işlem kayıtları, maskelenmiş kart bilgisi.',
          'İşlem güvenliği: IP adresi, oturum ve çerez kimlikleri, doğrulama kodu kayıtları, giriş ve işlem kayıtları.',
          'Görsel kayıtlar: profil fotoğrafı, logo ve yüklenen görseller.',
          'Pazarlama: izin vermeniz halinde iletişim tercihleri ve kampanya etkileşimleri.',
        ],
      },
      {
        heading: 'İşleme amaçları',
        paragraphs: ['Kişisel verileriniz şu amaçlarla işlenir:'],
        bullets: [
          'Üyelik kaydının oluşturulması ve telefon doğrulamasının yapılması',
          'Proje taleplerinin ajanslarla eşleştirilmesi, teklif ve mesajların iletilmesi',
          'Ajans profillerinin, portföylerin ve yorumların doğrulanması ve yayımlanması',
          'Ödeme, faturalama, iade ve borç takibi süreçlerinin yürütülmesi',
          'Kredi raporu başvurularının sonuçlandırılması',
          'Bilgi güvenliğinin sağlanması ve kötüye kullanımın önlenmesi',
          'Memnuniyet ölçümü ve destek taleplerinin yanıtlanması',
          'Hukuki yükümlülüklerin yerine getirilmesi ve yetkili kurumlara bilgi verilmesi',
          'Açık rızanız varsa analitik ölçüm yapılması ve ticari elektronik ileti gönderilmesi',
        ],
      },
      {
        heading: 'Hukuki sebepler',
        paragraphs: [
          'Kişisel verileriniz KVKK 5. maddesinde sayılan şu hukuki sebeplere dayanılarak işlenir:',
        ],
        bullets: [
          'Kanunlarda açıkça öngörülmesi (m. 5/2-a): vergi, ticaret ve internet mevzuatı kapsamındaki kayıtlar.',
          'Sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (m. 5/2-c): üyelik, eşleştirme, mesajlaşma, ödeme ve kredi raporu hizmeti.',
          'Veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi (m. 5/2-ç): fatura düzenlenmesi ve resmi taleplerin karşılanması.',
          'İlgili kişinin kendisi tarafından alenileştirilmiş olması (m. 5/2-d): ajansların herkese açık profil bilgileri.',
          'Bir hakkın tesisi, kullanılması veya korunması (m. 5/2-e): uyuşmazlıklar ve alacak takibi.',
          'Temel hak ve özgürlüklere zarar vermemek kaydıyla meşru menfaat (m. 5/2-f): bilgi güvenliği, dolandırıcılığın önlenmesi ve hizmetin geliştirilmesi.',
          'Açık rıza (m. 5/1): analitik çerezler ve ticari elektronik ileti gönderimi.',
        ],
      },
      {
        heading: 'Kişisel verilerin aktarılması',
        paragraphs: [
          'Kişisel verileriniz yukarıdaki amaçlarla ve KVKK 8. ve 9. maddelerine uygun olarak şu alıcı gruplarına aktarılabilir:',
          'Hizmet sağlayıcılarımızın sunucularının yurt dışında bulunması halinde aktarım, KVKK 9. maddesinde öngörülen uygun güvenceler sağlanarak yapılır.',
        ],
        bullets: [
          'Eşleşen ajanslar: projeye erişim hakkı kazanan ajanslarla marka adı, proje ayrıntıları ve iletişim bilgileri.',
          'Ödeme hizmet sağlayıcısı: kart ödemelerinin 3D Secure ile işlenmesi ve kartların saklanması için lisanslı ödeme kuruluşu.',
          'SMS ve e-posta hizmet sağlayıcıları: doğrulama kodları, bildirimler ve işlem iletileri.',
          'Barındırma ve bulut altyapı sağlayıcıları: verilerin saklanması ve yedeklenmesi.',
          'Kredi raporu hizmeti sağlayıcısı: yalnızca kredi raporu başvurusu yapmanız halinde.',
          'Hukuk, mali müşavirlik ve denetim hizmeti alınan iş ortakları.',
          'Kanunen yetkili kamu kurum ve kuruluşları ile yargı mercileri.',
        ],
      },
      {
        heading: 'Toplama yöntemi',
        paragraphs: [
          'Kişisel verileriniz web sitesi ve paneller üzerindeki kayıt, proje, profil ve ödeme formları, yapay zekâ sohbet asistanı, platform içi mesajlaşma, e-posta ve SMS doğrulaması, çerezler ve sunucu kayıtları aracılığıyla otomatik veya kısmen otomatik yollarla elektronik ortamda toplanır.',
          'Bazı veriler, sizinle ilgili yorum veya referans ekleyen diğer kullanıcılar aracılığıyla da elde edilebilir.',
        ],
      },
      {
        heading: 'Saklama süresi',
        paragraphs: [
          "Kişisel verileriniz işleme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen süreler boyunca saklanır. Bu süreler sona erdiğinde veriler Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik'e uygun olarak silinir, yok edilir veya anonim hale getirilir.",
        ],
      },
      {
        heading: 'KVKK 11. madde kapsamındaki haklarınız',
        paragraphs: ['Veri sorumlusuna başvurarak aşağıdaki haklarınızı kullanabilirsiniz:'],
        bullets: [
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme',
          'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme',
          'İşlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme',
          'Yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme',
          'Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme',
          'KVKK 7. maddesindeki şartlar çerçevesinde verilerin silinmesini veya yok edilmesini isteme',
          'Düzeltme, silme veya yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme',
          'Verilerin münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonuç çıkmasına itiraz etme',
          'Verilerin kanuna aykırı işlenmesi nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme',
        ],
      },
      {
        heading: 'Başvuru yöntemi',
        paragraphs: [
          "Taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak ve kimliğinizi tespit etmeye yarayan bilgilerle birlikte aşağıdaki yollardan biriyle iletebilirsiniz. Başvurunuzda ad, soyad, T.C. kimlik numarası (yabancılar için uyruk ve pasaport numarası), tebligata esas adres, varsa e-posta ve telefon bilgisi ile talep konusu yer almalıdır.",
          "Başvurunuz niteliğine göre en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulu'nca belirlenen tarifedeki ücret alınabilir. Başvurunuz reddedilirse, yanıtı yetersiz bulursanız veya süresinde yanıt verilmezse Kurul'a şikâyette bulunabilirsiniz.",
        ],
        bullets: [
          `Islak imzalı dilekçeyle ${ADDRESS_TR} adresine şahsen ya da noter aracılığıyla`,
          'Kayıtlı elektronik posta (KEP) adresinizden, güvenli elektronik imza veya mobil imza ile',
          `Brifa'da kayıtlı e-posta adresinizden ${KVKK_EMAIL} adresine`,
        ],
      },
    ],
  },
  en: {
    title: 'Clarification Text on the Processing of Personal Data',
    updated: UPDATED_EN,
    intro: `Under Article 10 of Law No. 6698 on the Protection of Personal Data (“KVKK”), ${COMPANY} informs the brands, agencies, agency team members and visitors using the Brifa platform about how their personal data is processed.`,
    sections: [
      {
        heading: 'Data controller',
        paragraphs: [
          `Your personal data is processed by ${COMPANY}, as data controller, within the scope described in this text.`,
        ],
        bullets: [
          `Company: ${COMPANY}`,
          `Address: ${ADDRESS_EN}`,
          `KVKK applications: ${KVKK_EMAIL}`,
          `General support: ${SUPPORT_EMAIL}`,
        ],
      },
      {
        heading: 'Categories of personal data processed',
        paragraphs: [
          'Depending on how you use the platform, the following categories of data are processed:',
        ],
        bullets: [
          'Identity: first name and surname; your national ID number and date of birth if you use the credit report service.',
          'Contact: e-mail address, mobile number and address.',
          'Professional: company name, job title, industry, company size, agency profile, services and portfolio.',
          'Customer transactions: project briefs, offers, messages, feedback, reviews and agreement details.',
          'Financial: billing details, tax number, payment and wallet transaction records, and masked card details.',
          'Transaction security: IP address, session and cookie identifiers, verification code records, sign-in and activity logs.',
          'Visual records: profile photo, logo and uploaded images.',
          'Marketing: contact preferences and campaign interactions, if you have given permission.',
        ],
      },
      {
        heading: 'Purposes of processing',
        paragraphs: ['Your personal data is processed for the following purposes:'],
        bullets: [
          'Creating your membership and verifying your phone number',
          'Matching project briefs with agencies and delivering offers and messages',
          'Verifying and publishing agency profiles, portfolios and reviews',
          'Handling payments, invoicing, refunds and overdue amounts',
          'Completing credit report applications',
          'Keeping information secure and preventing abuse',
          'Measuring satisfaction and answering support requests',
          'Meeting legal obligations and providing information to authorised bodies',
          'Carrying out analytics and sending commercial electronic messages, if you have given explicit consent',
        ],
      },
      {
        heading: 'Legal bases',
        paragraphs: [
          'Your personal data is processed on the following legal bases listed in Article 5 of the KVKK:',
        ],
        bullets: [
          'Expressly provided for by law (Art. 5(2)(a)): records required under tax, commercial and internet law.',
          'Necessary for entering into or performing a contract (Art. 5(2)(c)): membership, matching, messaging, payments and the credit report service.',
          'Necessary for the data controller to meet a legal obligation (Art. 5(2)(ç)): issuing invoices and responding to official requests.',
          'Made public by the data subject (Art. 5(2)(d)): the public profile information of agencies.',
          'Necessary to establish, exercise or defend a right (Art. 5(2)(e)): disputes and collection of receivables.',
          'Legitimate interest, provided it does not harm your fundamental rights and freedoms (Art. 5(2)(f)): information security, fraud prevention and improving the service.',
          'Explicit consent (Art. 5(1)): analytics cookies and commercial electronic messages.',
        ],
      },
      {
        heading: 'Transfers of personal data',
        paragraphs: [
          'For the purposes above and in line with Articles 8 and 9 of the KVKK, your personal data may be transferred to the following groups of recipients:',
          "Where our service providers' servers are located outside Türkiye, data is transferred with the appropriate safeguards set out in Article 9 of the KVKK.",
        ],
        bullets: [
          'Matched agencies: the brand name, project details and contact details, to agencies that have gained access to the project.',
          'Payment service provider: a licensed payment institution that processes card payments with 3D Secure and stores cards.',
          'SMS and e-mail service providers: verification codes, notifications and transactional messages.',
          'Hosting and cloud infrastructure providers: storing and backing up data.',
          'Credit report service provider: only if you apply for a credit report.',
          'Business partners providing legal, accounting and audit services.',
          'Public bodies and courts authorised by law.',
        ],
      },
      {
        heading: 'Method of collection',
        paragraphs: [
          'Your personal data is collected electronically, by automated or partly automated means, through the registration, project, profile and payment forms on the website and dashboards, the AI chat assistant, in-platform messaging, e-mail and SMS verification, cookies and server logs.',
          'Some data may also be obtained through other users who add a review or reference concerning you.',
        ],
      },
      {
        heading: 'Retention period',
        paragraphs: [
          'Your personal data is kept for as long as the purpose of processing requires and for the periods set by the applicable law. When these periods end, the data is deleted, destroyed or anonymised in line with the Regulation on the Deletion, Destruction or Anonymisation of Personal Data.',
        ],
      },
      {
        heading: 'Your rights under Article 11 of the KVKK',
        paragraphs: ['By applying to the data controller, you can exercise the following rights:'],
        bullets: [
          'To learn whether your personal data is processed',
          'To request information about the processing if it is processed',
          'To learn the purpose of processing and whether data is used in line with that purpose',
          'To know the third parties in Türkiye or abroad to whom data is transferred',
          'To request correction of incomplete or inaccurate data',
          'To request deletion or destruction of data under the conditions in Article 7 of the KVKK',
          'To request that correction, deletion or destruction be notified to the third parties to whom data was transferred',
          'To object to a result against you that arises from analysis of data exclusively by automated systems',
          'To claim compensation if you suffer damage because data was processed unlawfully',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'You can send your request, in line with the Communiqué on the Procedures and Principles for Applications to the Data Controller and with information that identifies you, by one of the methods below. Your application must include your name, surname, Turkish ID number (for foreign nationals, nationality and passport number), address for notifications, e-mail and phone number if any, and the subject of your request.',
          'Your application is concluded free of charge within 30 days at the latest, depending on its nature. If the process involves an additional cost, the fee in the tariff set by the Personal Data Protection Board may be charged. If your application is rejected, you find the answer insufficient, or no answer is given in time, you can complain to the Board.',
        ],
        bullets: [
          `By a signed petition delivered in person or through a notary to ${ADDRESS_EN}`,
          'From your registered electronic mail (KEP) address, with a secure electronic or mobile signature',
          `From the e-mail address registered on Brifa, to ${KVKK_EMAIL}`,
        ],
      },
    ],
  },
};

/** The rules in this copy are `{params}` ("{maxFileMb} MB"), filled in from contracts rules.ts. */
export const legalPages: Record<
  'cookiePolicy' | 'privacyPolicy' | 'termsOfUse' | 'contractAndRules' | 'clarificationText',
  TLocalized<TLegalPage>
> = {
  cookiePolicy: localizedWithRules(cookiePolicy),
  privacyPolicy: localizedWithRules(privacyPolicy),
  termsOfUse: localizedWithRules(termsOfUse),
  contractAndRules: localizedWithRules(contractAndRules),
  clarificationText: localizedWithRules(clarificationText),
};

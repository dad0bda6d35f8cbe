import { localizedWithRules } from '@brifa/contracts';
import type { TLocalized, TMarketingPage } from './content-types.ts';

/** The rules in this copy are `{params}` ("{maxAgencies} ajans"), filled in from contracts rules.ts. */
export const join: TLocalized<TMarketingPage> = localizedWithRules({
  tr: {
    title: "Ajansınızı Brifa'da listeleyin",
    lead: 'Uzmanlığınıza uyan markalarla buluşun. Brifa sizi hizmet arayan şirketlerle eşleştirir; siz de zamanınızı teklif hazırlamaya ve işi yapmaya ayırırsınız.',
    blocks: [
      {
        heading: 'Neden Brifa?',
        features: [
          {
            title: 'Gerçek talep',
            text: "5000'den fazla marka ajans bulmak için Brifa'yı kullanıyor. Size gelen her fırsat, hizmet almak isteyen bir şirketin telefonu doğrulanmış talebidir.",
          },
          {
            title: 'Sınırlı ve isabetli rekabet',
            text: 'Her proje en fazla {maxAgencies} ajansla eşleşir. Yüzlerce firmayla aynı listede yarışmazsınız.',
          },
          {
            title: 'Görünür bir profil',
            text: "Hizmetleriniz, portföyünüz, referanslarınız, yorumlarınız ve ürünleriniz herkese açık ajans profilinizde yer alır. Profil doluluğu %80'i geçen ajanslar ajans dizininde listelenir.",
          },
          {
            title: 'Kontrol sizde',
            text: 'Hangi kategori, sektör, bölge ve bütçedeki işleri almak istediğinize siz karar verirsiniz.',
          },
          {
            title: 'Ekip olarak çalışın',
            text: 'Ekip arkadaşlarınızı hesabınıza ekleyin; fırsat e-postaları, mesajlar ve bildirimler ilgili kişilere ulaşsın.',
          },
        ],
      },
      {
        heading: 'Eşleştirme nasıl çalışır?',
        text: 'Eşleşmelerin yanında, fırsat havuzundaki paylaşılan projeleri de inceleyebilirsiniz.',
        steps: [
          {
            title: 'Marka talebini oluşturur',
            text: 'Marka kategori, sektör, bütçe, konum ve zamanlama bilgilerini girer ve en az {briefMinLength} karakterlik bir proje açıklaması yazar.',
          },
          {
            title: 'Uygun ajanslar belirlenir',
            text: 'Brifa talebi kategorilerinize, hizmetlerinize, uzmanlık alanlarınıza, sektör deneyiminize, çalışma bölgenize ve fırsat tercihlerinize göre değerlendirir.',
          },
          {
            title: 'En fazla {maxAgencies} ajans eşleşir',
            text: 'Talebe en uygun ajanslar seçilir; fırsat size e-posta, WhatsApp veya tanımladığınız bildirim kanallarıyla iletilir.',
          },
          {
            title: 'Fırsatın kilidini açarsınız',
            text: 'Paketiniz veya kategori aboneliğinizle ya da leadcoin ile görüntüleme ücretini ödeyerek markanın adını ve iletişim bilgilerini görürsünüz.',
          },
          {
            title: 'Teklif verir, sonucu bildirirsiniz',
            text: "Markayla görüşür, teklifinizi iletir ve süreci Brifa'da güncellersiniz. Anlaşma sağladığınızda görüntüleme ücretinin {refundMultiple} katına kadar iade alırsınız.",
          },
        ],
      },
      {
        heading: 'Fiyatlandırma modeli',
        text: "Brifa'da ödemeyi markalar değil ajanslar yapar. 14 Ekim 2024 ve sonrasında oluşturulan projelerde anlaşma bedelinden komisyon alınmaz; size uyan erişim modelini seçersiniz. Güncel fiyatlar panelinizde, Türk lirası olarak gösterilir.",
        features: [
          {
            title: 'Paketler: Lite, Growth ve Elite',
            text: 'Paketler belirli sayıda kategoride fırsatlara erişim hakkı verir: Lite {liteRights}, Growth {growthRights}, Elite {eliteRights} kategori. Aylık ya da 3, 6 veya 12 aylık dönemlerle alınabilir. Elite, seçtiğiniz bir kategoride 3 aylık reklamı da içerir.',
          },
          {
            title: 'Kategori abonelikleri',
            text: 'Belirli kategori ve konumlarda çalışıyorsanız yalnızca onlara abone olabilirsiniz. Kategori abonelikleri en az 1 kategori ve en az 3 ay için alınır.',
          },
          {
            title: 'Leadcoin cüzdanı',
            text: "Cüzdanınıza kartla tek seferde en az {topUpMinimumTl} TL yükleyebilirsiniz. Bakiye proje görüntüleme, boost ve diğer hizmetlerde kullanılır. Abonelik ödemelerinizin %10'u da cüzdanınıza leadcoin olarak eklenir.",
          },
          {
            title: 'Proje başına görüntüleme',
            text: 'Abonelik olmadan da çalışabilirsiniz: ilgilendiğiniz projenin marka ve iletişim bilgilerini görüntüleme ücretiyle açarsınız. Anlaşma sağladığınızda görüntüleme ücretinin {refundMultiple} katına kadar iade edilir.',
          },
          {
            title: 'Reklam ve boost',
            text: 'Kategori sayfası, ayın ajansı ve spotlight alanlarında reklam verebilir, profilinizi 10 veya 30 günlük boost ile öne çıkarabilirsiniz.',
          },
          {
            title: '30 gün para iade garantisi',
            text: 'Paket satın aldıktan sonraki 30 gün içinde beklentinizi karşılamazsa ödemenizin iadesini isteyebilirsiniz.',
          },
          {
            title: 'Güvenli ödeme',
            text: 'Ödemeler Türk lirası üzerinden, kartla ve 3D Secure doğrulamasıyla alınır. Uygun kartlarda 12 taksite kadar seçenek sunulur.',
          },
        ],
      },
      {
        heading: 'Başvuru şartları',
        text: 'Fırsat almaya başlamadan önce şu adımları tamamlamanız gerekir.',
        features: [
          {
            title: 'Onaylı yasal bilgiler',
            text: 'Tam ticari unvanınız (A.Ş. veya Ltd. Şti. ekiyle), vergi numaranız, vergi daireniz ve yasal adresiniz eksiksiz ve doğru olmalıdır. Şahıs işletmeleri gerçek kişi olarak kaydolabilir.',
          },
          {
            title: 'Sözleşme onayı',
            text: 'Sözleşme ve Kurallar ile Aydınlatma Metni onaylanmadan fırsatlara erişilemez.',
          },
          {
            title: 'En az 5 portföy çalışması',
            text: 'Her çalışmada müşteri, sektör, görsel veya video ve en az {portfolioDetailMin} karakterlik bir açıklama yer almalıdır.',
          },
          {
            title: 'Tamamlanmış eşleşme ayarları',
            text: 'Her kategori için en az {servicesPerCategory} hizmet ve toplamda en az {technologiesMin} teknoloji seçersiniz. Telefon numaranızı SMS ile gelen kodla doğrularsınız.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: "Brifa'ya katılmak ücretli mi?",
        answer:
          'Kayıt olmak ve profil oluşturmak ücretsizdir. Fırsatların marka ve iletişim bilgilerine erişmek için paket, kategori aboneliği veya leadcoin ile görüntüleme ücreti ödersiniz.',
      },
      {
        question: 'Anlaşmalardan komisyon ödüyor muyum?',
        answer:
          '14 Ekim 2024 ve sonrasında oluşturulan projelerde komisyon alınmaz. Bu tarihten önce oluşturulan projelerde, aylık ödemeli anlaşmalar için 12 ay boyunca %10 komisyon uygulanır.',
      },
      {
        question: 'Görüntüleme ücreti iadesi nasıl işler?',
        answer:
          "Kilidini açtığınız bir projede markayla anlaştığınızda anlaşmayı Brifa'da bildirirsiniz. Anlaşma doğrulandığında görüntüleme ücretinin {refundMultiple} katına kadar tutar iade edilir.",
      },
      {
        question: 'Paketimi yükseltebilir miyim?',
        answer:
          'Evet. Daha fazla kategori hakkı için üst pakete geçebilirsiniz; bunun için önce mevcut paketinizi iptal etmeniz gerekir.',
      },
      {
        question: 'Neden en az 5 portföy çalışması isteniyor?',
        answer:
          'Markalar ajans seçerken en çok geçmiş işlere bakar. 5 çalışma uzmanlığınızı göstermek için gereken asgari kanıttır; 10 çalışmayla profiliniz çok daha güçlü görünür.',
      },
      {
        question: 'Hangi fırsatları alacağımı nasıl belirlerim?',
        answer:
          'Fırsat tercihlerinizde yalnızca bütçesi belirtilmiş talepleri almayı, kişisel e-posta adresleriyle veya karar verici olmayan kişilerden gelen talepleri elemeyi ve ihaleleri kabul edip etmeyeceğinizi seçersiniz. Hedef kitle, coğrafi kapsam, sektör, ciro ve şirket büyüklüğüne göre de filtreleyebilirsiniz.',
      },
      {
        question: 'Ödemem gecikirse ne olur?',
        answer:
          'Vadesi geçmiş abonelik veya komisyon borcu bulunan ajanslar, ödeme yapılana kadar fırsatlara erişemez. Kartla yapılan ödemeler anında, havale veya EFT ile yapılanlar en geç 60 dakika içinde onaylanır.',
      },
    ],
    cta: {
      heading: 'Ajansınızı bugün listeleyin',
      text: 'Profilinizi oluşturun, portföyünüzü ekleyin ve size uygun fırsatları almaya başlayın.',
      button: 'Ajans olarak kaydol',
    },
  },
  en: {
    title: 'Get your agency listed on Brifa',
    lead: 'Meet brands that need exactly what you do. Brifa matches you with companies looking for a service provider, so you can spend your time on quotes and on the work itself.',
    blocks: [
      {
        heading: 'Why Brifa',
        features: [
          {
            title: 'Real demand',
            text: 'More than 5000 brands use Brifa to find agencies. Every opportunity you receive is a request from a company that wants to buy a service and has verified its phone number.',
          },
          {
            title: 'Limited, relevant competition',
            text: 'Each project is matched with up to {maxAgencies} agencies. You do not compete with hundreds of firms on the same list.',
          },
          {
            title: 'A profile that gets seen',
            text: 'Your services, portfolio, references, reviews and products appear on your public agency profile. Agencies with a profile more than 80% complete are listed in the agency directory.',
          },
          {
            title: 'You stay in control',
            text: 'You decide which categories, industries, regions and budgets you want to work with.',
          },
          {
            title: 'Work as a team',
            text: 'Add your colleagues to your account so opportunity e-mails, messages and notifications reach the right people.',
          },
        ],
      },
      {
        heading: 'How matching works',
        text: 'Alongside your matches, you can also browse shared projects in the opportunity pool.',
        steps: [
          {
            title: 'A brand posts a brief',
            text: 'The brand enters its category, industry, budget, location and timing, and writes a project description of at least {briefMinLength} characters.',
          },
          {
            title: 'Suitable agencies are identified',
            text: 'Brifa assesses the brief against your categories, services, areas of expertise, industry experience, region and opportunity preferences.',
          },
          {
            title: 'Up to {maxAgencies} agencies are matched',
            text: 'The best-fitting agencies are selected, and the opportunity reaches you by e-mail, WhatsApp or the notification channels you have set up.',
          },
          {
            title: 'You unlock the opportunity',
            text: 'With your package or category subscription, or by paying the viewing fee in leadcoin, you see the brand name and contact details.',
          },
          {
            title: 'You quote and report the outcome',
            text: 'You talk to the brand, send your quote and keep the status updated on Brifa. When you reach an agreement, you get up to {refundMultiple} times the viewing fee back.',
          },
        ],
      },
      {
        heading: 'Pricing model',
        text: 'On Brifa, agencies pay, not brands. There is no commission on deals for projects created on or after 14 October 2024; you choose the access model that suits you. Current prices are shown in Turkish lira in your dashboard.',
        features: [
          {
            title: 'Packages: Lite, Growth and Elite',
            text: 'Packages give access to opportunities in a set number of categories: Lite {liteRights}, Growth {growthRights} and Elite {eliteRights}. They are available monthly or for 3, 6 or 12 months. Elite also includes 3 months of advertising in a category of your choice.',
          },
          {
            title: 'Category subscriptions',
            text: 'If you work in specific categories and locations, you can subscribe to those alone. Category subscriptions are for at least 1 category and at least 3 months.',
          },
          {
            title: 'Leadcoin wallet',
            text: 'Top up your wallet by card, with a minimum of {topUpMinimumTl} TL per top-up. The balance pays for project views, boosts and other services. 10% of your subscription payments is also added to your wallet as leadcoin.',
          },
          {
            title: 'Pay per project view',
            text: 'You can work without a subscription: unlock the brand and contact details of a project you like by paying its viewing fee. When you reach an agreement, up to {refundMultiple} times the viewing fee is refunded.',
          },
          {
            title: 'Advertising and boosts',
            text: 'Advertise on category pages, as agency of the month or in the spotlight, and bring your profile forward with a 10-day or 30-day boost.',
          },
          {
            title: '30-day money-back guarantee',
            text: 'If a package does not meet your expectations, you can request a refund within 30 days of purchase.',
          },
          {
            title: 'Secure payment',
            text: 'Payments are taken in Turkish lira by card with 3D Secure. Eligible cards can pay in up to 12 instalments.',
          },
        ],
      },
      {
        heading: 'Requirements',
        text: 'Complete these steps before you start receiving opportunities.',
        features: [
          {
            title: 'Approved legal details',
            text: 'Your full company title (including the A.Ş. or Ltd. Şti. suffix), tax number, tax office and registered address must be complete and correct. Sole proprietors can register as individuals.',
          },
          {
            title: 'Contract approval',
            text: 'You cannot access opportunities until you accept the Contract and Rules and the Clarification Text.',
          },
          {
            title: 'At least 5 portfolio works',
            text: 'Each work needs the client, the industry, an image or video and a description of at least {portfolioDetailMin} characters.',
          },
          {
            title: 'Completed match settings',
            text: 'Select at least {servicesPerCategory} services per category and at least {technologiesMin} technologies in total. Verify your phone number with the code we send by SMS.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Does it cost anything to join Brifa?',
        answer:
          'Registering and building your profile are free. To see the brand and contact details of opportunities, you use a package, a category subscription or pay a viewing fee in leadcoin.',
      },
      {
        question: 'Do I pay commission on deals?',
        answer:
          'There is no commission on projects created on or after 14 October 2024. For projects created before that date, a 10% commission applies to monthly deals for 12 months.',
      },
      {
        question: 'How does the viewing fee refund work?',
        answer:
          'When you reach an agreement with the brand on a project you unlocked, you report it on Brifa. Once the agreement is confirmed, up to {refundMultiple} times the viewing fee is refunded.',
      },
      {
        question: 'Can I upgrade my package?',
        answer:
          'Yes. You can move to a higher package for more category rights; to do so, you first cancel your current package.',
      },
      {
        question: 'Why do you require at least 5 portfolio works?',
        answer:
          'Brands look at past work more than anything else when choosing an agency. Five works are the minimum evidence of your expertise; with 10, your profile looks much stronger.',
      },
      {
        question: 'How do I choose which opportunities I receive?',
        answer:
          'In your opportunity preferences, you can accept only briefs with a stated budget, filter out requests from personal e-mail addresses or non-decision makers, and choose whether to accept tenders. You can also filter by audience, geographic scope, industry, turnover and company size.',
      },
      {
        question: 'What happens if my payment is overdue?',
        answer:
          'Agencies with an overdue subscription or commission payment cannot access opportunities until it is paid. Card payments are confirmed immediately; bank transfers within 60 minutes.',
      },
    ],
    cta: {
      heading: 'Get your agency listed today',
      text: 'Create your profile, add your portfolio and start receiving opportunities that fit you.',
      button: 'Register as an agency',
    },
  },
});

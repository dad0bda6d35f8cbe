import { localizedWithRules } from '@brifa/contracts';
import type { TLocalized, TMarketingPage } from './content-types.ts';

/** The rules in this copy are `{params}` ("{maxAgencies} ajans"), filled in from contracts rules.ts. */
export const howItWorks: TLocalized<TMarketingPage> = localizedWithRules({
  tr: {
    title: 'Brifa nasıl çalışır?',
    lead: 'Markalar ihtiyacını birkaç soruyla anlatır, Brifa uygun ajansları bulur. Ajanslar ise uzmanlığına uyan projelerle zaman kaybetmeden buluşur.',
    blocks: [
      {
        heading: 'Markalar için',
        text: 'Ajans listesi çıkarmak, tek tek aramak ve teklif kovalamak yerine süreci beş adımda tamamlarsınız.',
        steps: [
          {
            title: 'Projenizi 2 dakikada anlatın',
            text: 'Açılan pencerede birkaç kısa soruyu yanıtlayın: hizmet kategorisi, sektörünüz, bütçeniz, zamanlamanız ve beklentileriniz. Dilerseniz yapay zekâ asistanıyla yazışarak da anlatabilirsiniz.',
          },
          {
            title: 'Sizi en fazla {maxAgencies} ajansla eşleştiriyoruz',
            text: 'Talebinizi kategori, sektör deneyimi, konum, bütçe ve ajansların fırsat tercihlerine göre değerlendirir, en uygun {maxAgencies} ajansa kadar iletiriz.',
          },
          {
            title: 'Teklifler {offerWindowHours} saat içinde gelir',
            text: 'Eşleşen ajanslar projenizi inceler ve size ulaşır. Teklifler {offerWindowHours} saat içinde panelinizde toplanır.',
          },
          {
            title: 'Mesajlaşın, kısa listeye alın, karşılaştırın',
            text: 'Ajanslara platform üzerinden yazın, ilginizi çekenleri kısa listenize ekleyin; portföylerini, referanslarını ve yorumlarını yan yana değerlendirin.',
          },
          {
            title: 'Seçin ve değerlendirin',
            text: 'Anlaştığınız ajansı işaretleyin. İş ilerledikçe deneyiminizi puanlayın; yorumunuz ajans arayan diğer markalara yol gösterir.',
          },
        ],
      },
      {
        heading: 'Ajanslar için',
        text: 'Brifa, uzmanlığınıza uyan projeleri size getirir. Soğuk arama yerine hizmet almak isteyen markaların gerçek talepleri üzerinden çalışırsınız.',
        steps: [
          {
            title: 'Profilinizi ve portföyünüzü oluşturun',
            text: 'Hizmetlerinizi, referanslarınızı ve çalışmalarınızı ekleyin. Fırsat alabilmek için portföyünüzde en az 5 çalışma bulunmalıdır; güçlü bir profil için 10 çalışma öneririz.',
          },
          {
            title: 'Eşleşme ayarlarınızı ve fırsat tercihlerinizi belirleyin',
            text: 'Hangi kategori, sektör ve bölgelerde çalıştığınızı seçin. Bütçesi belirtilmemiş talepleri, kişisel e-posta adresiyle gelen başvuruları veya ihaleleri alıp almayacağınıza siz karar verin.',
          },
          {
            title: 'Size uygun fırsatları alın',
            text: 'Ayarlarınıza uyan projeler fırsatlar ekranınıza düşer. Bildirimleri e-posta ve WhatsApp ile ya da Slack, Teams, Discord ve Telegram kanallarınızdan alırsınız.',
          },
          {
            title: 'Abonelik veya leadcoin ile kilidi açın',
            text: 'Paketiniz veya kategori aboneliğiniz varsa proje ayrıntılarına erişirsiniz. Aboneliğiniz yoksa görüntüleme ücretini cüzdanınızdaki leadcoin ile ödeyerek markanın adını ve iletişim bilgilerini açarsınız.',
          },
          {
            title: 'Teklifinizi gönderin ve işi kazanın',
            text: "Markayla görüşün, ihtiyacı netleştirin ve teklifinizi iletin. Anlaşma sağladığınızda bunu Brifa'da bildirin; görüntüleme ücretinin {refundMultiple} katına kadar iade alırsınız.",
          },
        ],
      },
      {
        heading: 'Markalar için neden ücretsiz?',
        text: "Brifa'nın gelirini ajanslar sağlar. Ajanslar fırsatlara erişmek için paket, kategori aboneliği, reklam veya proje görüntüleme ücreti öder. Markalar proje oluşturmak, teklif almak, mesajlaşmak ve ajansları değerlendirmek için hiçbir ücret ödemez.",
        features: [
          {
            title: 'Kart bilgisi istenmez',
            text: 'Proje açmak, teklifleri incelemek ve ajanslarla yazışmak ücretsizdir. Bunun için ödeme bilgisi paylaşmanız gerekmez.',
          },
          {
            title: 'Anlaşmanızdan pay alınmaz',
            text: 'Ajansla üzerinde anlaştığınız bedel yalnızca ikinizi ilgilendirir. Brifa, 14 Ekim 2024 ve sonrasında açılan projelerde anlaşma bedelinden komisyon almaz.',
          },
          {
            title: 'Karar sizindir',
            text: 'Hiçbir teklifi kabul etmek zorunda değilsiniz. Uygun ajans bulamazsanız yeni eşleşme isteyebilir ya da aramanızı sonlandırabilirsiniz.',
          },
        ],
      },
      {
        heading: 'Güven',
        text: 'Doğru karar, doğru bilgiyle verilir. Bu yüzden üç konuda titiz davranırız.',
        features: [
          {
            title: 'Doğrulanmış yorumlar',
            text: 'Yorumlar, yazan kişinin e-posta onayından sonra yayımlanır. Doğrulanamayan veya kurallara aykırı yorumlar yayına alınmaz.',
          },
          {
            title: 'Doğrulanmış telefon',
            text: 'Her kullanıcı, cep telefonuna gönderilen kodla numarasını doğrular. Ajanslar gerçek kişilerin taleplerine, markalar gerçek ajanslara ulaşır.',
          },
          {
            title: 'Onaylı ajanslar',
            text: 'Ajanslar ticari unvan, vergi numarası ve yasal adres bilgilerini girer ve Brifa sözleşmesini onaylar. Bu adımları tamamlamayan ajanslar fırsat alamaz.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: "Brifa'yı kullanmak markalar için gerçekten ücretsiz mi?",
        answer:
          'Evet. Proje oluşturmak, teklif almak, ajanslarla mesajlaşmak ve değerlendirme yapmak ücretsizdir. Platformun geliri ajansların ödediği paket, abonelik, reklam ve görüntüleme ücretlerinden gelir.',
      },
      {
        question: 'Kaç ajanstan teklif alırım?',
        answer:
          'Her proje en fazla {maxAgencies} ajansla eşleştirilir. Böylece onlarca görüşmeyle uğraşmadan, karşılaştırması kolay sayıda teklif alırsınız.',
      },
      {
        question: 'Teklifler ne kadar sürede gelir?',
        answer:
          'Teklifler {offerWindowHours} saat içinde gelir. Bu sürede teklif gelmezse projeniz panelinizde ayrıca işaretlenir; ayrıntıları güncelleyerek yeni eşleşme isteyebilirsiniz.',
      },
      {
        question: 'Projemi nasıl anlatmalıyım?',
        answer:
          'Ne yapılmasını istediğinizi, hedefinizi, bütçe aralığınızı ve zamanlamanızı açıkça yazın. Proje açıklaması en az {briefMinLength} karakter olmalıdır; ayrıntılı talepler daha isabetli eşleşme ve daha net teklifler getirir.',
      },
      {
        question: 'Projemi durdurabilir veya kapatabilir miyim?',
        answer:
          'Evet. Durdurduğunuz bir projeyi daha sonra yeniden etkinleştirebilirsiniz. Kapatılan proje ise yeniden açılamaz; yeni bir ihtiyaç için yeni proje oluşturmanız gerekir.',
      },
      {
        question: 'İletişim bilgilerimi kimler görür?',
        answer:
          'İletişim bilgileriniz yalnızca projenizle eşleşen ve bu projeye erişim hakkı kazanan üye ajanslarla paylaşılır. Herkese açık sayfalarda yayımlanmaz.',
      },
      {
        question: 'Ajanslar fırsatlara erişmek için ne öder?',
        answer:
          'Ajanslar Lite, Growth veya Elite paketlerinden biriyle, kategori aboneliğiyle ya da leadcoin cüzdanından proje başına görüntüleme ücreti ödeyerek fırsatlara erişir. Ayrıntılar Bize Katıl sayfasında yer alır.',
      },
      {
        question: 'Hangi hizmetler için ajans bulabilirim?',
        answer:
          'Yazılım, mobil uygulama, web tasarım, e-ticaret, dijital pazarlama, SEO, sosyal medya, marka danışmanlığı, halkla ilişkiler, prodüksiyon, etkinlik ve daha fazlası olmak üzere 25 hizmet kategorisinde ajansla eşleşebilirsiniz.',
      },
    ],
    cta: {
      heading: 'Projenizi anlatın, teklifleri toplayın',
      text: 'Birkaç soruyu yanıtlayın; size uygun ajanslar {offerWindowHours} saat içinde teklifleriyle gelsin.',
      button: 'Ücretsiz teklif al',
    },
  },
  en: {
    title: 'How Brifa works',
    lead: 'Brands describe what they need in a few questions and Brifa finds the right agencies. Agencies meet projects that fit their expertise without chasing leads.',
    blocks: [
      {
        heading: 'For brands',
        text: 'Instead of building agency lists, making calls and chasing quotes, you get it done in five steps.',
        steps: [
          {
            title: 'Describe your project in 2 minutes',
            text: 'Answer a few short questions in the pop-up: service category, industry, budget, timing and what you expect. You can also describe it in a chat with our AI assistant.',
          },
          {
            title: 'We match you with up to {maxAgencies} agencies',
            text: "We assess your brief against category, industry experience, location, budget and the agencies' own opportunity preferences, and send it to up to 5 of the best fits.",
          },
          {
            title: 'Receive offers within {offerWindowHours} hours',
            text: 'The matched agencies review your project and get in touch. Their offers arrive in your dashboard within {offerWindowHours} hours.',
          },
          {
            title: 'Message, shortlist and compare',
            text: 'Write to agencies on the platform, add the ones you like to your shortlist, and compare their portfolios, references and reviews side by side.',
          },
          {
            title: 'Choose and review',
            text: 'Mark the agency you chose. As the work progresses, rate your experience; your review helps other brands looking for an agency.',
          },
        ],
      },
      {
        heading: 'For agencies',
        text: 'Brifa brings you projects that match your expertise. You work from real requests by brands that want to buy a service, not from cold calls.',
        steps: [
          {
            title: 'Create your profile and portfolio',
            text: 'Add your services, references and work. You need at least 5 portfolio works to receive opportunities; we recommend 10 for a strong profile.',
          },
          {
            title: 'Set your match settings and opportunity preferences',
            text: 'Choose the categories, industries and regions you work in. Decide whether you want briefs without a stated budget, requests from personal e-mail addresses or tenders.',
          },
          {
            title: 'Receive matched opportunities',
            text: 'Projects that fit your settings land on your opportunities screen. You are notified by e-mail and WhatsApp, or in your Slack, Teams, Discord and Telegram channels.',
          },
          {
            title: 'Unlock with a subscription or leadcoin',
            text: 'With a package or category subscription you get access to project details. Without one, you pay the viewing fee from your leadcoin wallet to unlock the brand name and contact details.',
          },
          {
            title: 'Send your quote and win',
            text: 'Talk to the brand, clarify the need and send your quote. When you reach an agreement, report it on Brifa and get up to {refundMultiple} times the viewing fee back.',
          },
        ],
      },
      {
        heading: 'Why it is free for brands',
        text: 'Brifa is paid for by agencies. They pay for packages, category subscriptions, advertising or project viewing fees to access opportunities. Brands pay nothing to post a project, receive offers, send messages or review agencies.',
        features: [
          {
            title: 'No card required',
            text: 'Posting a project, reviewing offers and talking to agencies is free. You do not need to share any payment details.',
          },
          {
            title: 'No cut of your deal',
            text: 'The price you agree with an agency is between the two of you. Brifa takes no commission on projects created on or after 14 October 2024.',
          },
          {
            title: 'Your decision',
            text: 'You are never obliged to accept an offer. If no agency fits, you can ask for a new match or end your search.',
          },
        ],
      },
      {
        heading: 'Trust',
        text: 'Good decisions need accurate information, so we are strict about three things.',
        features: [
          {
            title: 'Verified reviews',
            text: 'Reviews are published only after the reviewer confirms their e-mail address. Reviews that cannot be verified or break our rules are not published.',
          },
          {
            title: 'Verified phone numbers',
            text: 'Every user verifies their mobile number with a code sent by SMS. Agencies reach real people, and brands reach real agencies.',
          },
          {
            title: 'Approved agencies',
            text: 'Agencies enter their company title, tax number and registered address and accept the Brifa agreement. Agencies that have not completed these steps do not receive opportunities.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is Brifa really free for brands?',
        answer:
          'Yes. Posting a project, receiving offers, messaging agencies and leaving reviews are free. The platform earns from the packages, subscriptions, advertising and viewing fees that agencies pay.',
      },
      {
        question: 'How many agencies will send me offers?',
        answer:
          'Each project is matched with up to {maxAgencies} agencies, so you get a number of offers you can actually compare, without dozens of calls.',
      },
      {
        question: 'How long does it take to get offers?',
        answer:
          'Offers arrive within {offerWindowHours} hours. If none arrive in that time, your project is flagged in your dashboard and you can update the details and ask for a new match.',
      },
      {
        question: 'How should I describe my project?',
        answer:
          'Say clearly what you need done, your goal, your budget range and your timing. The project description must be at least {briefMinLength} characters; detailed briefs get better matches and clearer offers.',
      },
      {
        question: 'Can I pause or close my project?',
        answer:
          'Yes. A paused project can be reactivated later. A closed project cannot be reopened; for a new need, create a new project.',
      },
      {
        question: 'Who can see my contact details?',
        answer:
          'Your contact details are shared only with member agencies that are matched with your project and have gained access to it. They are never shown on public pages.',
      },
      {
        question: 'What do agencies pay to access opportunities?',
        answer:
          'Agencies use a Lite, Growth or Elite package, a category subscription, or pay a per-project viewing fee from their leadcoin wallet. See the Get listed page for details.',
      },
      {
        question: 'Which services can I find an agency for?',
        answer:
          'You can be matched in 25 service categories, including software, mobile apps, web design, e-commerce, digital marketing, SEO, social media, brand consulting, PR, production and events.',
      },
    ],
    cta: {
      heading: 'Describe your project and collect offers',
      text: 'Answer a few questions and let matching agencies come to you with offers within {offerWindowHours} hours.',
      button: 'Get free offers',
    },
  },
});

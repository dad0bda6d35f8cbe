/** Issue 21 items 2 and 3: the credit report (/apply-credit, /credit-rating-result) and the badge (/provider/link). */
export const growthTr = {
  'wallet.reason.backlink_reward': 'Brifa rozeti bağlantı ödülü',
  'ops.queue.kind.credit_report_late': 'Geciken kredi raporu',
  'creditReport.menu': 'Kredi raporu',
  'backlink.menu': 'Brifa rozeti',
  'creditReport.title': 'Kredi raporu',
  'creditReport.intro':
    'T.C. kimlik numaranız, doğum tarihiniz ve doğrulanmış telefon numaranızla kredi notunuzu öğrenin. Sonuç en geç {creditReportHours} saat içinde hazır olur.',
  'creditReport.identityNumber': 'T.C. kimlik numarası',
  'creditReport.birthDate': 'Doğum tarihi',
  'creditReport.phone': 'Cep telefonu',
  'creditReport.phoneHint': 'Hesabınızda kodla doğrulanmış numara.',
  'creditReport.consentTitle': 'KVKK aydınlatma metni',
  'creditReport.consentText':
    'Kimlik numaranız, doğum tarihiniz ve telefon numaranız yalnızca kredi raporunuzu almak için kredi bürosuna iletilir. Kimlik numaranız şifreli saklanır ve ekranlarda yalnızca son iki hanesi gösterilir. 6698 sayılı KVKK kapsamındaki haklarınız için bize her zaman yazabilirsiniz.',
  'creditReport.consent':
    'Aydınlatma metnini okudum; verilerimin kredi raporu için işlenmesine onay veriyorum.',
  'creditReport.submit': 'Raporu iste',
  'creditReport.result.title': 'Kredi raporu sonucu',
  'creditReport.result.pending':
    'Raporunuz hazırlanıyor. Kredi bürosunun yanıtı en geç {time} saatine kadar gelir; bu sayfa kendiliğinden yenilenir.',
  'creditReport.result.identity': 'Kimlik numarası',
  'creditReport.result.score': 'Kredi notu',
  'creditReport.result.scoreOf': '{score} / {max}',
  'creditReport.result.band': 'Risk grubu',
  'creditReport.result.answeredAt': 'Yanıt tarihi: {date}',
  'creditReport.result.again': 'Yeni rapor iste',
  'creditReport.result.missing': 'Rapor bulunamadı. Yeni bir rapor isteyebilirsiniz.',
  'creditReport.band.perfect': 'Mükemmel',
  'creditReport.band.safe': 'Güvenli',
  'creditReport.band.sensitive': 'Hassas',
  'creditReport.band.critical': 'Kritik',
  'creditReport.band.unsafe': 'Güvensiz',
  'creditReport.bandRange': '{min}–{max}',
  'creditReport.meaning.perfect':
    'Ödeme geçmişiniz çok güçlü; kredi ve vadeli satışlarda en iyi koşulları alırsınız.',
  'creditReport.meaning.safe':
    'Ödemelerinizi düzenli yapıyorsunuz; çoğu kredi ve vadeli çalışma kolayca onaylanır.',
  'creditReport.meaning.sensitive':
    'Birkaç gecikme ya da yüksek borç oranı görünüyor; onaylar ek belge veya teminat isteyebilir.',
  'creditReport.meaning.critical':
    'Gecikmiş ödemeler notunuzu düşürüyor; yeni kredilerde ret olasılığı yüksek.',
  'creditReport.meaning.unsafe':
    'Ciddi gecikme ya da takip kayıtları var; önce borçları kapatıp notunuzu yükseltmeniz önerilir.',
  'creditReport.history.title': 'Önceki raporlarınız',
  'creditReport.history.empty': 'Henüz bir kredi raporu istemediniz.',
  'creditReport.history.requestedAt': 'İstendiği an',
  'creditReport.history.result': 'Sonuç',
  'creditReport.history.pending': 'Hazırlanıyor',
  'creditReport.scale': 'Not aralıkları',
  'backlink.title': 'Brifa rozeti ve bağlantı',
  'backlink.intro':
    'Rozetinizi web sitenize ekleyin, Brifa profilinize bağlantı verin; bağlantı doğrulanınca cüzdanınıza bir kereye mahsus {badgeBonusUsd} USD ({amount}) yüklenir.',
  'backlink.badgeTitle': 'Rozetiniz',
  'backlink.badgeLanguage': 'Rozet dili',
  'backlink.language.tr': 'Türkçe',
  'backlink.language.en': 'İngilizce',
  'backlink.htmlTitle': 'Sitenize eklenecek HTML',
  'backlink.htmlHint':
    'Kodu sayfanıza olduğu gibi ekleyin. Bağlantıda rel="nofollow" olmamalı ve profilinize ({profile}) gitmelidir.',
  'backlink.copy': 'HTML’i kopyala',
  'backlink.copied': 'Kopyalandı',
  'backlink.pageUrl': 'Rozetin bulunduğu sayfanın adresi',
  'backlink.check': 'Bağlantıyı doğrula',
  'backlink.status': 'Durum',
  'backlink.state.none': 'Henüz bir sayfa bildirmediniz.',
  'backlink.state.confirmed': 'Bağlantı doğrulandı.',
  'backlink.state.not_found': 'Sayfada profilinize giden bir bağlantı bulunamadı.',
  'backlink.state.nofollow':
    'Bağlantı bulundu ama rel="nofollow" (ya da ugc/sponsored) taşıyor; bu niteliği kaldırıp yeniden doğrulayın.',
  'backlink.state.unreachable': 'Sayfa okunamadı: {detail}.',
  'backlink.state.lost': 'Bağlantı sayfadan kaldırılmış görünüyor. Rozeti geri ekleyip yeniden doğrulayın.',
  'backlink.checkedAt':
    'Son kontrol: {date}. Bağlantı her {backlinkRecheckDays} günde bir yeniden kontrol edilir.',
  'backlink.rewarded': 'Ödül {date} tarihinde cüzdanınıza yüklendi ({amount}). Ödül bir kez verilir.',
  'backlink.rewardPending': 'Bağlantınız doğrulandığında cüzdanınıza {amount} yüklenir.',
  'backlink.walletLink': 'Cüzdan hareketlerini gör',
  'backlink.loadError': 'Sayfa yüklenemedi. Sayfayı yenileyip yeniden deneyin.',
} as const;

/** Notifications, the header bell and the unsubscribe page (issue 7). */
export const notificationsTr = {
  'notifications.title': 'Bildirimler',
  'notifications.unreadCount': '{count} okunmamış bildirim',
  'notifications.markAll': 'Tümünü okundu işaretle',
  'notifications.empty':
    'Henüz bildiriminiz yok. Yeni teklifler, mesajlar ve proje gelişmeleri burada görünür.',
  'notifications.new': 'Yeni',
  'notifications.previous': 'Önceki sayfa',
  'notifications.next': 'Sonraki sayfa',
  'notifications.bell': 'Bildirimler',
  'notifications.bellUnread': 'Bildirimler: {count} okunmamış',
  'notifications.kind.new_match':
    '{client} yeni bir proje için ajans arıyor. Fırsatı 24 saat içinde yanıtlayın.',
  'notifications.kind.new_quote': '{agency}, {project} projeniz için teklif gönderdi.',
  'notifications.kind.new_message_from_agency': '{agency} size mesaj gönderdi: {preview}',
  'notifications.kind.new_message_from_client': '{client} size mesaj gönderdi: {preview}',
  'notifications.kind.project_stopped': '{project} projesi teklif almayı durdurdu.',
  'notifications.kind.project_closed': '{project} projesi kapandı.',
  'notifications.kind.project_agreed': '{project} projesi için anlaşma sağlandı.',
  'notifications.kind.project_agreed_with': '{project} projesi için {agency} ile anlaşıldı.',
  'notifications.kind.access_paid':
    '{agency}, {project} projenizin ayrıntılarını açtı; yakında sizinle iletişime geçecek.',
  'notifications.kind.refund_granted': '{amount} cüzdanınıza iade edildi.',
  'notifications.kind.review_received': 'Profilinize {rating} puanlı yeni bir değerlendirme yayınlandı.',
  'notifications.kind.payment_succeeded': '{amount} tutarındaki ödemeniz alındı.',
  'notifications.kind.payment_failed':
    'Ödemeniz tamamlanamadı; kart bilgilerinizi kontrol edip tekrar deneyin.',
  'notifications.kind.subscription_expiring': 'Aboneliğiniz {days} gün içinde bitiyor.',
  'notifications.unsubscribe.title': 'E-posta bildirimleri',
  'notifications.unsubscribe.missing': 'Bağlantı eksik. E-postadaki bağlantıyı olduğu gibi açın.',
  'notifications.unsubscribe.done':
    '{email} adresine artık bildirim e-postası gönderilmeyecek. Bildirimleriniz hesabınızda görünmeye devam eder.',
  'notifications.unsubscribe.note': 'Doğrulama kodları ve hesap güvenliği e-postaları bundan etkilenmez.',
  'notifications.unsubscribe.home': 'Ana sayfaya dön',
};

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
  'notifications.unsubscribe.title': 'E-posta bildirimleri',
  'notifications.unsubscribe.missing': 'Bağlantı eksik. E-postadaki bağlantıyı olduğu gibi açın.',
  'notifications.unsubscribe.done':
    '{email} adresine artık bildirim e-postası gönderilmeyecek. Bildirimleriniz hesabınızda görünmeye devam eder.',
  'notifications.unsubscribe.note': 'Doğrulama kodları ve hesap güvenliği e-postaları bundan etkilenmez.',
  'notifications.unsubscribe.home': 'Ana sayfaya dön',
};

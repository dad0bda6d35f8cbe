/** Turkish texts of the FAQ pages' frame (issue 21 item 5); the questions are in app/content/faq.ts. */
export const faqTr = {
  'faq.title': 'Sık sorulan sorular',
  'faq.lead': 'Eşleşme, ücretler, iadeler, abonelikler ve ödemeler hakkında merak ettikleriniz.',
  'faq.providerLead': 'Ajanslar için: fırsatlar, ücretler, iadeler, abonelikler ve ödemeler.',
  'faq.search': 'Sorularda ara',
  'faq.searchPlaceholder': 'ör. iade, ücret, abonelik',
  'faq.results': '{count} sonuç',
  'faq.noResults': '“{query}” için sonuç bulunamadı. Başka bir kelime deneyin.',
  'faq.topic.matching': 'Eşleşme',
  'faq.topic.fees': 'Ücretler',
  'faq.topic.refunds': 'İadeler',
  'faq.topic.subscriptions': 'Abonelikler',
  'faq.topic.payments': 'Ödemeler',
  'faq.providerLink': 'Yardım',
} as const;

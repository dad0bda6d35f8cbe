import type { TLocale } from '../locale.ts';
import { formatCopy, type TLocalizedText, type TMessageParams } from '../messages.ts';

/**
 * The words of the billing e-mails (issue 18), in both languages, in the style of emails.ts: the receipt sent
 * when a payment succeeds, with a link to its invoice's PDF, and the words printed on the PDF itself.
 */
export const INVOICE_EMAIL_COPY = {
  receiptEmail: {
    subject: {
      tr: 'Brifa ödeme makbuzunuz ve faturanız ({number})',
      en: 'Your Brifa receipt and invoice ({number})',
    },
    paragraphs: [
      { tr: 'Merhaba {name},', en: 'Hello {name},' },
      {
        tr: '{date} tarihinde yaptığınız {amount} tutarındaki ödeme için teşekkür ederiz. Ödemeniz alındı: {description}.',
        en: 'Thank you for your payment of {amount} on {date}. We received it: {description}.',
      },
      {
        tr: '{number} numaralı faturanızı aşağıdaki bağlantıdan PDF olarak indirebilirsiniz (Brifa hesabınızla giriş yapmanız gerekir). Tutara %{vatRate} KDV dahildir.',
        en: 'You can download your invoice {number} as a PDF from the link below (sign in to your Brifa account first). The amount includes {vatRate}% VAT.',
      },
    ],
    button: { tr: 'Faturayı indir (PDF)', en: 'Download the invoice (PDF)' },
    footer: {
      tr: 'Bu e-postayı Brifa hesabınızdan yapılan bir ödeme nedeniyle aldınız. Fatura bilgilerinizi Fatura bilgileri sayfasından düzenleyebilirsiniz.',
      en: 'You received this e-mail because of a payment from your Brifa account. You can edit your billing details on the Billing details page.',
    },
  },
  /** The PDF's words. */
  pdf: {
    title: { tr: 'FATURA', en: 'INVOICE' },
    archive: { tr: 'e-Arşiv Fatura', en: 'e-Archive invoice' },
    number: { tr: 'Fatura no', en: 'Invoice number' },
    date: { tr: 'Düzenleme tarihi', en: 'Issue date' },
    paidAt: { tr: 'Ödeme tarihi', en: 'Payment date' },
    seller: { tr: 'Satıcı', en: 'Seller' },
    buyer: { tr: 'Alıcı', en: 'Buyer' },
    taxNumber: { tr: 'VKN', en: 'Tax number' },
    identityNumber: { tr: 'TCKN', en: 'Identity number' },
    taxOffice: { tr: 'Vergi dairesi', en: 'Tax office' },
    email: { tr: 'E-posta', en: 'E-mail' },
    description: { tr: 'Açıklama', en: 'Description' },
    quantity: { tr: 'Miktar', en: 'Qty' },
    unitPrice: { tr: 'Birim fiyat (KDV hariç)', en: 'Unit price (excl. VAT)' },
    vatRate: { tr: 'KDV oranı', en: 'VAT rate' },
    lineNet: { tr: 'Tutar (KDV hariç)', en: 'Amount (excl. VAT)' },
    totalNet: { tr: 'Mal/hizmet toplamı', en: 'Total excluding VAT' },
    totalVat: { tr: 'Hesaplanan KDV (%{vatRate})', en: 'VAT ({vatRate}%)' },
    totalGross: { tr: 'Ödenecek tutar', en: 'Total paid' },
    note: {
      tr: 'Bu belge Brifa tarafından elektronik ortamda düzenlenmiştir. Tutarlar Türk lirasıdır.',
      en: 'This document was issued electronically by Brifa. Amounts are in Turkish lira.',
    },
  },
  /** What a credit note's PDF (iade faturası) prints instead of, or beside, the invoice's words. */
  creditNotePdf: {
    title: { tr: 'İADE FATURASI', en: 'CREDIT NOTE' },
    archive: { tr: 'e-Arşiv İade Faturası', en: 'e-Archive credit note' },
    number: { tr: 'İade faturası no', en: 'Credit note number' },
    paidAt: { tr: 'İade tarihi', en: 'Refund date' },
    credited: { tr: 'İade edilen fatura', en: 'Credited invoice' },
    totalGross: { tr: 'İade edilen tutar', en: 'Total credited' },
  },
} satisfies Record<string, Record<string, TLocalizedText | TLocalizedText[]>>;

type TCopy = typeof INVOICE_EMAIL_COPY;
type TWords<T> = { [K in keyof T]: T[K] extends readonly TLocalizedText[] ? string[] : string };

/** One part's words in `locale`, with its values and the rules filled in. */
export function invoiceWords<N extends keyof TCopy>(
  name: N,
  locale: TLocale,
  params: TMessageParams = {},
): TWords<TCopy[N]> {
  const copy: Record<string, TLocalizedText | TLocalizedText[]> = INVOICE_EMAIL_COPY[name];
  return Object.fromEntries(
    Object.entries(copy).map(([field, text]) => [
      field,
      Array.isArray(text)
        ? text.map((item) => formatCopy(item[locale], locale, params))
        : formatCopy(text[locale], locale, params),
    ]),
  ) as TWords<TCopy[N]>;
}

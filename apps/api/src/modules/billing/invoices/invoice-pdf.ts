import { createRequire } from 'node:module';
import { formatDate, formatKurus, formatNumber, invoiceWords, type TLocale } from '@brifa/contracts';
import PDFDocument from 'pdfkit';
import type { TInvoiceLineRow, TInvoiceRow } from './invoices.repo.ts';

const require = createRequire(import.meta.url);
/** DejaVu Sans from npm (`dejavu-fonts-ttf`): TrueType with every Turkish letter (ş ğ ı İ ç ö ü), embedded as a subset. */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type TSeller = { title: string; taxNumber: string; taxOffice: string; address: string };

/**
 * The invoice as a PDF (pdfkit): real text in an embedded font, so it can be searched, copied and read by a
 * screen reader; A4, the seller and the buyer as they were at issue, the lines with their net and VAT, totals.
 */
export async function renderInvoicePdf(input: {
  invoice: TInvoiceRow;
  lines: TInvoiceLineRow[];
  seller: TSeller;
  locale: TLocale;
  /** A credit note's: the number of the invoice it takes back */
  creditedNumber?: string | null;
}): Promise<Buffer> {
  const { invoice, lines, seller, locale } = input;
  const creditNote = invoice.kind === 'credit_note';
  // A credit note (iade faturası) is titled as one and names the invoice it takes back; its amounts are negative.
  const w = {
    ...invoiceWords('pdf', locale, { vatRate: invoice.vatRatePercent }),
    ...(creditNote ? invoiceWords('creditNotePdf', locale) : {}),
  };
  const money = (kurus: number) => formatKurus(kurus, locale, { cents: true });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: locale === 'tr' ? 'tr-TR' : 'en-GB',
    info: {
      Title: `${w.title} ${invoice.number}`,
      Author: seller.title,
      Subject: invoice.buyer.title || invoice.buyer.fullName,
    },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;

  doc.font('bold').fontSize(20).text(w.title, left, 50);
  doc.font('regular').fontSize(10).fillColor('#444').text(w.archive);
  doc.fillColor('#000').moveDown(0.5);
  doc.font('bold').text(`${w.number}: `, { continued: true }).font('regular').text(invoice.number);
  doc
    .font('bold')
    .text(`${w.date}: `, { continued: true })
    .font('regular')
    .text(formatDate(invoice.issuedAt, locale));
  doc
    .font('bold')
    .text(`${w.paidAt}: `, { continued: true })
    .font('regular')
    .text(formatDate(invoice.paidAt, locale));
  if (creditNote && input.creditedNumber) {
    doc
      .font('bold')
      .text(`${invoiceWords('creditNotePdf', locale).credited}: `, { continued: true })
      .font('regular')
      .text(input.creditedNumber);
  }

  const partiesTop = doc.y + 16;
  const column = (width - 20) / 2;
  doc.font('bold').fontSize(11).text(w.seller, left, partiesTop, { width: column });
  doc.font('regular').fontSize(10).text(seller.title, { width: column });
  doc.text(seller.address, { width: column });
  doc.text(`${w.taxOffice}: ${seller.taxOffice}`, { width: column });
  doc.text(`${w.taxNumber}: ${seller.taxNumber}`, { width: column });
  const sellerBottom = doc.y;

  const buyer = invoice.buyer;
  const buyerLeft = left + column + 20;
  doc.font('bold').fontSize(11).text(w.buyer, buyerLeft, partiesTop, { width: column });
  doc.font('regular').fontSize(10);
  doc.text(buyer.type === 'corporate' ? buyer.title : buyer.fullName, buyerLeft, doc.y, { width: column });
  doc.text(`${buyer.address}, ${buyer.district} / ${buyer.city}`, { width: column });
  if (buyer.type === 'corporate') {
    doc.text(`${w.taxOffice}: ${buyer.taxOffice}`, { width: column });
    doc.text(`${w.taxNumber}: ${buyer.taxNumber}`, { width: column });
  } else {
    doc.text(`${w.identityNumber}: ${buyer.identityNumber}`, { width: column });
  }
  doc.text(`${w.email}: ${buyer.email}`, { width: column });

  // The lines: description, quantity, unit price and amount before VAT, VAT rate.
  const columns = [
    { key: 'description', x: left, width: 200, align: 'left' as const },
    { key: 'quantity', x: left + 205, width: 40, align: 'right' as const },
    { key: 'unitPrice', x: left + 250, width: 95, align: 'right' as const },
    { key: 'vatRate', x: left + 350, width: 55, align: 'right' as const },
    { key: 'lineNet', x: left + 410, width: width - 410, align: 'right' as const },
  ];
  let y = Math.max(sellerBottom, doc.y) + 24;
  doc.font('bold').fontSize(9);
  const headers: Record<string, string> = {
    description: w.description,
    quantity: w.quantity,
    unitPrice: w.unitPrice,
    vatRate: w.vatRate,
    lineNet: w.lineNet,
  };
  let rowHeight = 0;
  for (const c of columns) {
    doc.text(headers[c.key] ?? '', c.x, y, { width: c.width, align: c.align });
    rowHeight = Math.max(rowHeight, doc.heightOfString(headers[c.key] ?? '', { width: c.width }));
  }
  y += rowHeight + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999')
    .stroke();
  y += 6;
  doc.font('regular').fontSize(9);
  for (const line of lines) {
    const unitNet = Math.round(line.netKurus / line.quantity);
    const cells: Record<string, string> = {
      description: line.description,
      quantity: formatNumber(line.quantity, locale),
      unitPrice: money(unitNet),
      vatRate: `%${invoice.vatRatePercent}`,
      lineNet: money(line.netKurus),
    };
    let height = 0;
    for (const c of columns) {
      doc.text(cells[c.key] ?? '', c.x, y, { width: c.width, align: c.align });
      height = Math.max(height, doc.heightOfString(cells[c.key] ?? '', { width: c.width }));
    }
    y += height + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999')
    .stroke();
  y += 10;

  const totals: [string, string, boolean][] = [
    [w.totalNet, money(invoice.netKurus), false],
    [w.totalVat, money(invoice.vatKurus), false],
    [w.totalGross, money(invoice.grossKurus), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 10);
    doc.text(label, left + 200, y, { width: 200, align: 'right' });
    doc.text(value, left + 410, y, { width: width - 410, align: 'right' });
    y += strong ? 18 : 15;
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#444')
    .text(w.note, left, y + 20, { width });
  doc.end();
  return done;
}

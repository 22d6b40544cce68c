import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { TIME_ZONE } from '../../../shared/constants';
import type { FareSource, PaymentMethod } from '../../../shared/domain';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { render, type ServerMessageId, serverText, type ServerText } from '../../i18n/server-text';

/** What a receipt carries (design §15). */
export interface ReceiptData {
  rideId: string;
  coop: { name: string; vatNumber: string | undefined };
  driver: { name: string; licensePlate: string; licenseNumber: string | null };
  completedAt: Date;
  pickupAddress: string;
  dropoffAddress: string | null;
  amountCents: number;
  fareSource: FareSource | null;
  fixedRouteName: string | null;
  paymentMethod: PaymentMethod | null;
}

/** design §16's formats: euros and dates as each language writes them, always in Rome's time. */
const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };
const DATE_FORMATS: Record<Language, string> = { it: 'dd/MM/yyyy HH:mm', en: 'dd/MM/yyyy HH:mm', de: 'dd.MM.yyyy HH:mm' };

const sayer = (language: Language) => (id: ServerMessageId, values?: ServerText['values']) => render(serverText(id, values), language);

/**
 * The receipt's lines, label and value, in the order printed, in the language of the request that downloads it
 * (design §16; the Italian is design §15's): kept apart from the drawing so tests can read them.
 */
export function receiptLines(data: ReceiptData, language: Language = DEFAULT_LANGUAGE): Array<[string, string]> {
  const say = sayer(language);
  const euro = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
  const notGiven = say('receipt.notGiven');
  const source =
    data.fareSource === 'fixed' && data.fixedRouteName
      ? `${say('receipt.source.fixed')}: ${data.fixedRouteName}`
      : data.fareSource
        ? say(`receipt.source.${data.fareSource}`)
        : notGiven;
  return [
    [say('receipt.date'), format(new TZDate(data.completedAt.getTime(), TIME_ZONE), DATE_FORMATS[language])],
    [say('receipt.driver'), data.driver.name],
    [say('receipt.plate'), data.driver.licensePlate],
    [say('receipt.licence'), data.driver.licenseNumber ?? notGiven],
    [say('receipt.pickup'), data.pickupAddress],
    [say('receipt.dropoff'), data.dropoffAddress ?? say('receipt.noDestination')],
    [say('receipt.amount'), euro.format(data.amountCents / 100)],
    [say('receipt.source'), source],
    [say('receipt.payment'), data.paymentMethod ? say(`receipt.paymentMethod.${data.paymentMethod}`) : notGiven],
  ];
}

/**
 * One A5 page drawn by pdfkit with its built-in Helvetica (WinAnsi: the euro sign and Italian accents are in it, no
 * font file to ship). Resolves with the whole file: a receipt is a few kilobytes.
 */
export async function renderReceiptPdf(data: ReceiptData, language: Language = DEFAULT_LANGUAGE): Promise<Buffer> {
  const say = sayer(language);
  // Loaded with the first receipt, not at start: pdfkit and its fonts' tables are 0.2 s of the server's start-up
  // (ADR 283).
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: say('receipt.documentTitle', { id: data.rideId }), Author: data.coop.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(data.coop.name);
    doc.font('Helvetica').fontSize(10).text(say('receipt.vatNumber', { vat: data.coop.vatNumber ?? say('receipt.notGiven') }));
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(14).text(say('receipt.title'));
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(say('receipt.ride', { id: data.rideId }));
    doc.fillColor('#000000').moveDown(1);

    const labelWidth = 110;
    const left = doc.page.margins.left;
    const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
    const amount = say('receipt.amount');
    for (const [label, value] of receiptLines(data, language)) {
      const y = doc.y;
      const strong = label === amount;
      doc.font('Helvetica-Bold').fontSize(strong ? 13 : 10).text(label, left, y, { width: labelWidth });
      doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 13 : 10).text(value, left + labelWidth, y, { width: valueWidth });
      doc.moveDown(0.6);
    }
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(say('receipt.thanks'), left);
    doc.end();
  });
}

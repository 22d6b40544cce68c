import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import PDFDocument from 'pdfkit';
import { TIME_ZONE } from '../../../shared/constants';
import type { FareSource, PaymentMethod } from '../../../shared/domain';
import { FARE_SOURCE_LABELS, FARE_TEXTS, PAYMENT_LABELS } from '../../../shared/fare-texts';

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

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** The receipt's lines, label and value, in the order printed: kept apart from the drawing so tests can read them. */
export function receiptLines(data: ReceiptData): Array<[string, string]> {
  const source = data.fareSource === 'fixed' && data.fixedRouteName ? `${FARE_SOURCE_LABELS.fixed}: ${data.fixedRouteName}` : data.fareSource ? FARE_SOURCE_LABELS[data.fareSource] : FARE_TEXTS.notGiven;
  return [
    ['Data', format(new TZDate(data.completedAt.getTime(), TIME_ZONE), 'dd/MM/yyyy HH:mm')],
    ['Taxista', data.driver.name],
    ['Targa', data.driver.licensePlate],
    ['Licenza n.', data.driver.licenseNumber ?? FARE_TEXTS.notGiven],
    ['Partenza', data.pickupAddress],
    ['Destinazione', data.dropoffAddress ?? 'Non specificato'],
    ['Importo', euro.format(data.amountCents / 100)],
    [FARE_TEXTS.source, source],
    [FARE_TEXTS.payment, data.paymentMethod ? PAYMENT_LABELS[data.paymentMethod] : FARE_TEXTS.notGiven],
  ];
}

/**
 * One A5 page drawn by pdfkit with its built-in Helvetica (WinAnsi: the euro sign and Italian accents are in it, no
 * font file to ship). Resolves with the whole file: a receipt is a few kilobytes.
 */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: `Ricevuta corsa ${data.rideId}`, Author: data.coop.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(data.coop.name);
    doc.font('Helvetica').fontSize(10).text(`P. IVA ${data.coop.vatNumber ?? FARE_TEXTS.notGiven}`);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(14).text('Ricevuta corsa taxi');
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(`Corsa ${data.rideId}`);
    doc.fillColor('#000000').moveDown(1);

    const labelWidth = 110;
    const left = doc.page.margins.left;
    const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
    for (const [label, value] of receiptLines(data)) {
      const y = doc.y;
      const strong = label === 'Importo';
      doc.font('Helvetica-Bold').fontSize(strong ? 13 : 10).text(label, left, y, { width: labelWidth });
      doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 13 : 10).text(value, left + labelWidth, y, { width: valueWidth });
      doc.moveDown(0.6);
    }
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text('Grazie per aver viaggiato con noi.', left);
    doc.end();
  });
}

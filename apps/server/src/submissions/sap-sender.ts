import type { SapClient, SafekeyLine, SapSalesDocument } from '../sap/sap-client.ts';
import { minorToDecimal } from '../sap/sap-values.ts';
import type { OutboxRow } from './outbox.repository.ts';
import { submissionPayloadSchema, type SubmissionPayload } from './submission-payload.ts';

/** The SAP settings a send needs (from the configuration). */
export interface SapDocumentSettings {
  salesOrderType: string;
  quotationType: string;
  safekeyMaterial: string;
  priceConditionType: string;
}

/** What SAP holds after a send: the document's number, date and the Safekey item. */
export interface SentDocument {
  number: string;
  date: string | null;
  item: string | null;
}

function line(payload: SubmissionPayload, settings: SapDocumentSettings): SafekeyLine {
  return {
    material: settings.safekeyMaterial,
    text: `Safekey ${payload.systemName}`.trim().slice(0, 40),
    price: minorToDecimal(payload.totalPriceMinor, payload.currency),
    priceConditionType: settings.priceConditionType,
  };
}

function sent(document: SapSalesDocument): SentDocument {
  return { number: document.number, date: document.date, item: document.items[0]?.item ?? null };
}

/**
 * Sends one outbox row to SAP. Orders and quotations are first looked up by the row's reference:
 * a reply lost after SAP created the document must not create a second one. The line update of an
 * order made in SAP sets values and is safe to repeat.
 */
export function createSapSender(sap: SapClient, settings: SapDocumentSettings) {
  /** `beforeWrite` runs after the look-up, right before SAP is asked to write (the worker renews its lease there). */
  return async function send(
    row: Pick<OutboxRow, 'kind' | 'idempotency_reference' | 'payload_json'>,
    beforeWrite: () => Promise<void> = async () => {},
  ): Promise<SentDocument> {
    const payload = submissionPayloadSchema.parse(JSON.parse(row.payload_json));
    const reference = row.idempotency_reference;
    const common = {
      reference,
      salesArea: payload.salesArea,
      soldToParty: payload.soldToParty,
      purchaseOrderByCustomer: payload.purchaseOrderByCustomer,
      currency: payload.currency,
      line: line(payload, settings),
    };
    if (row.kind === 'order') {
      const existing = await sap.findSalesOrderByReference(reference);
      if (existing) return sent(existing);
      await beforeWrite();
      return sent(
        await sap.createSalesOrder({
          ...common,
          documentType: settings.salesOrderType,
          ...(payload.originalSalesOrder ? { referenceSalesOrder: payload.originalSalesOrder } : {}),
        }),
      );
    }
    if (row.kind === 'quote') {
      if (!payload.quote) throw new Error('a quote submission without its quote requirements');
      const existing = await sap.findQuotationByReference(reference);
      if (existing) return sent(existing);
      await beforeWrite();
      return sent(
        await sap.createQuotation({
          ...common,
          documentType: settings.quotationType,
          shipToParty: payload.quote.shipToParty,
          note: payload.quote.note,
        }),
      );
    }
    if (!payload.sapLine) throw new Error('a line update without its SAP order line');
    await beforeWrite();
    await sap.updateSafekeyLine({
      ...payload.sapLine,
      purchaseOrderByCustomer: payload.purchaseOrderByCustomer,
      line: common.line,
      currency: payload.currency,
    });
    return { number: payload.sapLine.salesOrder, date: null, item: payload.sapLine.salesOrderItem };
  };
}

export type SapSender = ReturnType<typeof createSapSender>;

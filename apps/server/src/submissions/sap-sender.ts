import type { SapClient, SafekeyLine, SapSalesDocument } from '../sap/sap-client.ts';
import { SapError } from '../sap/sap-error.ts';
import { minorToDecimal } from '../sap/sap-values.ts';
import { SAP_ENGRAVING_TEXT_ID, SAP_TEXT_LANGUAGE } from '../sap/sap-client.ts';
import { cancelPayloadSchema, engravingUpdatePayloadSchema, type SapTarget } from './follow-up-payload.ts';
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
 * order made in SAP sets values and is safe to repeat. Follow-ups (an engraving update, a
 * cancellation) first read what SAP holds and write only what it lacks, so a retry after a lost
 * reply writes nothing twice.
 */
export function createSapSender(sap: SapClient, settings: SapDocumentSettings) {
  /** The document a follow-up is about: by number, or by the submission's reference when the number never came back. */
  async function documentOf(target: SapTarget) {
    if (target.number) return sap.getDocument(target.category, target.number);
    return target.category === 'order'
      ? sap.findSalesOrderByReference(target.reference)
      : sap.findQuotationByReference(target.reference);
  }

  async function sendFollowUp(
    row: Pick<OutboxRow, 'kind' | 'payload_json'>,
    target: SapTarget,
    beforeWrite: () => Promise<void>,
  ): Promise<SentDocument> {
    const document = await documentOf(target);
    if (row.kind === 'cancel') {
      const payload = cancelPayloadSchema.parse(JSON.parse(row.payload_json));
      // A submission SAP never received leaves nothing to cancel there.
      if (!document) return { number: target.number ?? '', date: null, item: null };
      const item = document.items.find((candidate) => candidate.item === target.item);
      if (item && !item.rejectionReason) {
        await beforeWrite();
        await sap.rejectItem(target.category, document.number, target.item, payload.rejectionReason);
      }
      return { number: document.number, date: null, item: target.item };
    }
    const payload = engravingUpdatePayloadSchema.parse(JSON.parse(row.payload_json));
    if (!document || target.category !== 'order')
      throw new SapError(404, 'KEYPLAN/NO_SAP_ORDER', 'SAP holds no sales order for this system to update', false);
    const texts = await sap.getItemTexts(document.number, target.item);
    const current = texts.find(
      (text) => text.longTextId === SAP_ENGRAVING_TEXT_ID && text.language === SAP_TEXT_LANGUAGE,
    );
    if (current?.text.split('\n')[0] !== payload.marker) {
      await beforeWrite();
      await sap.setItemText(
        document.number,
        target.item,
        { language: SAP_TEXT_LANGUAGE, longTextId: SAP_ENGRAVING_TEXT_ID, text: payload.text },
        current !== undefined,
      );
    }
    return { number: document.number, date: null, item: target.item };
  }

  /**
   * `beforeWrite` runs after the look-up, right before SAP is asked to write (the worker renews its
   * lease there); `target` is where a follow-up goes.
   */
  return async function send(
    row: Pick<OutboxRow, 'kind' | 'idempotency_reference' | 'payload_json'>,
    beforeWrite: () => Promise<void> = async () => {},
    target?: SapTarget,
  ): Promise<SentDocument> {
    if (row.kind === 'engravingUpdate' || row.kind === 'cancel') {
      if (!target) throw new Error(`a ${row.kind} without the SAP document it is about`);
      return sendFollowUp(row, target, beforeWrite);
    }
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

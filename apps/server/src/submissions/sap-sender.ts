import type { AppConfig } from '../config/env.ts';
import type { SapClient, SafekeyLine, SapLongText, SapSalesDocument } from '../sap/sap-client.ts';
import { quotationReferenceLine, SAP_TEXT_LANGUAGE } from '../sap/sap-fields.ts';
import { SapError } from '../sap/sap-error.ts';
import { minorToDecimal } from '../sap/sap-values.ts';
import { cancelPayloadSchema, engravingUpdatePayloadSchema, type SapTarget } from './follow-up-payload.ts';
import type { OutboxRow } from './outbox.repository.ts';
import { submissionPayloadSchema, type SubmissionPayload } from './submission-payload.ts';

/** The SAP settings a send needs, as the configuration holds them (`AppConfig['sap']`, from the `SAP_*` variables). */
export type SapDocumentSettings = Pick<
  AppConfig['sap'],
  'salesOrderType' | 'quotationType' | 'safekeyMaterial' | 'priceConditionType' | 'engravingTextId' | 'headerNoteTextId'
>;

/** What SAP holds after a send: the document's number, date and the Safekey item. */
export interface SentDocument {
  number: string;
  date: string | null;
  item: string | null;
}

/** A search one day wider than the queue date: SAP's CreationDate is the system's local day. */
const ONE_DAY_MS = 86_400_000;

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

/** The first line of the engraving text a submission writes; later engraving changes replace the text with their own marker. */
function submittedEngravingMarker(reference: string): string {
  return `Keyplan engraving as submitted (${reference})`;
}

/** The reorder's header note: which installed system and SAP order it adds to. */
function reorderNote(payload: SubmissionPayload): string | undefined {
  if (!payload.originalSalesOrder) return undefined;
  const system = payload.installedSystemName ? `Keyplan system "${payload.installedSystemName}"` : 'a Keyplan system';
  return `Reorder for ${system}, installed with SAP sales order ${payload.originalSalesOrder}: its new keys and locks join that system's key codes.`;
}

/**
 * Sends one outbox row to SAP. Orders and quotations are first looked up by the row's reference
 * (an order by its AssignmentReference, a quotation by the reference line of its header note): a
 * reply lost after SAP created the document must not create a second one. The line update of an
 * order made in SAP sets values and is safe to repeat. Follow-ups (an engraving update, a
 * cancellation) first read what SAP holds and write only what it lacks, so a retry after a lost
 * reply writes nothing twice.
 */
export function createSapSender(sap: SapClient, settings: SapDocumentSettings) {
  const text = (longTextId: string, lines: string[]): SapLongText => ({
    language: SAP_TEXT_LANGUAGE,
    longTextId,
    text: lines.join('\n'),
  });
  /**
   * Where the engraving goes in SAP, for a submission and every later engraving change alike: the
   * Safekey item's long text with text id `engravingTextId` (SAP_ENGRAVING_TEXT_ID, default 0002).
   */
  const engravingText = (lines: string[]): SapLongText => text(settings.engravingTextId, lines);

  function findQuotation(reference: string, soldToParty: string, queuedAt: string) {
    return sap.findQuotationByReference({
      reference,
      soldToParty,
      createdOnOrAfter: new Date(Date.parse(queuedAt) - ONE_DAY_MS),
      referenceTextId: settings.headerNoteTextId,
    });
  }

  /** The document a follow-up is about: by number, or by the submission's reference when the number never came back. */
  async function documentOf(target: SapTarget) {
    if (target.number) return sap.getDocument(target.category, target.number);
    return target.category === 'order'
      ? sap.findSalesOrderByReference(target.reference)
      : findQuotation(target.reference, target.soldToParty, target.queuedAt);
  }

  /** Writes the Safekey item's engraving text unless SAP holds it already (a retry writes nothing twice). */
  async function writeEngraving(
    salesOrder: string,
    item: string,
    engraving: SapLongText,
    beforeWrite: () => Promise<void>,
  ) {
    const texts = await sap.getItemTexts(salesOrder, item);
    const current = texts.find(
      (candidate) => candidate.longTextId === engraving.longTextId && candidate.language === engraving.language,
    );
    if (current?.text.split('\n')[0] === engraving.text.split('\n')[0]) return;
    await beforeWrite();
    await sap.setItemText(salesOrder, item, engraving, current !== undefined);
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
    await writeEngraving(document.number, target.item, engravingText([payload.text]), beforeWrite);
    return { number: document.number, date: null, item: target.item };
  }

  /**
   * `beforeWrite` runs after the look-up, right before SAP is asked to write (the worker renews its
   * lease there); `target` is where a follow-up goes.
   */
  return async function send(
    row: Pick<OutboxRow, 'kind' | 'idempotency_reference' | 'payload_json' | 'created_at'>,
    beforeWrite: () => Promise<void> = async () => {},
    target?: SapTarget,
  ): Promise<SentDocument> {
    if (row.kind === 'engravingUpdate' || row.kind === 'cancel') {
      if (!target) throw new Error(`a ${row.kind} without the SAP document it is about`);
      return sendFollowUp(row, target, beforeWrite);
    }
    const payload = submissionPayloadSchema.parse(JSON.parse(row.payload_json));
    const reference = row.idempotency_reference;
    const engraving = payload.engraving
      ? engravingText([submittedEngravingMarker(reference), ...payload.engraving])
      : undefined;
    const common = {
      reference,
      salesArea: payload.salesArea,
      soldToParty: payload.soldToParty,
      purchaseOrderByCustomer: payload.purchaseOrderByCustomer,
      currency: payload.currency,
      line: line(payload, settings),
      itemTexts: engraving ? [engraving] : [],
    };
    if (row.kind === 'order') {
      const existing = await sap.findSalesOrderByReference(reference);
      if (existing) return sent(existing);
      await beforeWrite();
      const note = reorderNote(payload);
      return sent(
        await sap.createSalesOrder({
          ...common,
          documentType: settings.salesOrderType,
          headerTexts: note ? [text(settings.headerNoteTextId, [note])] : [],
        }),
      );
    }
    if (row.kind === 'quote') {
      if (!payload.quote) throw new Error('a quote submission without its quote requirements');
      const existing = await findQuotation(reference, payload.soldToParty, row.created_at);
      if (existing) return sent(existing);
      await beforeWrite();
      return sent(
        await sap.createQuotation({
          ...common,
          documentType: settings.quotationType,
          shipToParty: payload.quote.shipToParty,
          headerTexts: [
            text(settings.headerNoteTextId, [quotationReferenceLine(reference), payload.quote.note].filter(Boolean)),
          ],
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
    if (engraving)
      await writeEngraving(payload.sapLine.salesOrder, payload.sapLine.salesOrderItem, engraving, beforeWrite);
    return { number: payload.sapLine.salesOrder, date: null, item: payload.sapLine.salesOrderItem };
  };
}

export type SapSender = ReturnType<typeof createSapSender>;

import { insertAdminChange } from '../../audit/admin-audit.repository.ts';
import type { Db } from '../../db/database.ts';
import { appErrors } from '../../errors.ts';
import type { EmbeddedSap } from './embedded-sap.routes.ts';
import type { SapMadeOrder } from './sap-documents.ts';

/** How many of the next SAP requests each fault spoils. */
export interface SapFaultCounts {
  timeout: number;
  fail5xx: number;
  loseReply: number;
  missingChartedCustomer: number;
  preconditionFailed: number;
}

/** Entity type of the stand-in's switches in the admin audit. */
const SAP_STAND_IN_AUDIT = 'sapStandIn';

/**
 * What an admin does to the SAP stand-in outside production (its fault switches, SAP's own
 * statuses, orders made in SAP), each recorded in the admin audit with who and when (issue 30).
 */
export function createSapStandInAdmin(db: Db, standIn: EmbeddedSap, statusCheck: { checkNow(): Promise<number> }) {
  return {
    async armFaults(counts: SapFaultCounts, actor: string): Promise<void> {
      const { faults } = standIn;
      faults.reset();
      faults.timeoutNext(counts.timeout);
      faults.fail5xxNext(counts.fail5xx);
      faults.loseReplyNext(counts.loseReply);
      faults.missingChartedCustomerNext(counts.missingChartedCustomer);
      faults.preconditionFailedNext(counts.preconditionFailed);
      await insertAdminChange(db, {
        actor,
        entityType: SAP_STAND_IN_AUDIT,
        entityId: 'faults',
        action: 'arm',
        before: null,
        after: counts,
      });
    },

    async setDocumentStatus(
      category: 'order' | 'quotation',
      number: string,
      status: 'completed' | 'rejected',
      actor: string,
    ): Promise<void> {
      if (!(await standIn.setDocumentStatus(category, number, status)))
        throw appErrors.notFound(`The SAP stand-in has no ${category} ${number}.`);
      await insertAdminChange(db, {
        actor,
        entityType: SAP_STAND_IN_AUDIT,
        entityId: `${category} ${number}`,
        action: status,
        before: null,
        after: { status },
      });
      await statusCheck.checkNow();
    },

    async makeDocument(category: 'order' | 'quotation', document: SapMadeOrder, actor: string): Promise<void> {
      const created =
        category === 'order'
          ? await standIn.createSapMadeOrder(document)
          : await standIn.createSapMadeQuotation(document);
      if (!created) throw appErrors.conflict(`The SAP stand-in has ${category} ${document.salesOrder} already.`);
      await insertAdminChange(db, {
        actor,
        entityType: SAP_STAND_IN_AUDIT,
        entityId: `${category} ${document.salesOrder}`,
        action: 'create',
        before: null,
        after: document,
      });
    },
  };
}

export type SapStandInAdmin = ReturnType<typeof createSapStandInAdmin>;

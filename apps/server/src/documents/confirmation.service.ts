import {
  lockSetsWithPaths,
  lookupsInLanguage,
  lockSystemTreeSchema,
  priceLockSystem,
  systemPriceOf,
  type DisplayLocale,
  type LockSystemTree,
} from '@keyplan/domain';
import { loadLookups, loadPriceBook, loadQuantityTiers } from '../catalog/catalog.repository.ts';
import { findCustomer } from '../customers/customer.repository.ts';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { createLogoService } from '../logos/logo.service.ts';
import { loadOrder } from '../lock-trees/order.repository.ts';
import { buildConfirmation } from '../rendering/confirmation-model.ts';
import { renderConfirmationPdfInWorker } from '../rendering/chart-file-worker.ts';
import { toConfirmationPdf } from '../rendering/confirmation-pdf.ts';
import { documentLanguage } from '../rendering/rendering-text.ts';

/**
 * From how many lock sets a confirmation is written in a worker thread (issue 32): each lock set
 * costs the PDF about a millisecond and a half (its padlock drawn, its lines laid out), so a
 * small system is written here in less than starting a worker takes, and a 200-lock-set one,
 * which held the event loop for a quarter of a second, in the worker.
 */
export const CONFIRMATION_WORKER_LOCK_SETS = 10;

/** A document ready to send, and the language it is written in (its Content-Language). */
export interface DocumentFile {
  fileName: string;
  body: Buffer;
  language: DisplayLocale;
}

/**
 * 'Order confirmation North plant.pdf': the document and the system, in characters any file system
 * takes ('Confirmación de pedido' is 'Confirmacion de pedido': accents dropped, not replaced).
 */
function confirmationFileName(title: string, systemName: string): string {
  const safe = `${title} ${systemName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '_')
    .trim();
  return `${safe.slice(0, 120)}.pdf`;
}

/** The images of the front logos the lock sets show; one that cannot be read is left out. */
async function frontLogos(logoService: ReturnType<typeof createLogoService>, tree: LockSystemTree) {
  const ids = new Set(lockSetsWithPaths(tree).flatMap(({ lockSet }) => (lockSet.logoFront ? [lockSet.logoFront] : [])));
  const logos = new Map<string, Buffer>();
  for (const id of ids) {
    const logo = await logoService.get(id).catch(() => null);
    if (logo) logos.set(id, logo.data);
  }
  return logos;
}

/**
 * The quote or order confirmation of a saved order (its first lock system): as sent to SAP once
 * submitted, else priced from today's book; in the language asked for, else the customer's.
 */
export function createConfirmationService(db: Db) {
  const logoService = createLogoService(db);
  return {
    async confirmationPdf(
      orderId: string,
      options: { language?: DisplayLocale; date?: Date } = {},
    ): Promise<DocumentFile> {
      const { date = new Date() } = options;
      const order = await loadOrder(db, orderId);
      if (!order) throw appErrors.notFound(`No order has id ${orderId}.`);
      const system = order.orderLockSystems[0];
      if (!system) throw appErrors.notFound(`Order ${orderId} has no lock system.`);
      const [customer, lookups, book, tiers] = await Promise.all([
        findCustomer(db, order.ccid),
        loadLookups(db),
        loadPriceBook(db, order.currency),
        loadQuantityTiers(db, order.currency),
      ]);
      const tree = lockSystemTreeSchema.parse(system);
      const locale = documentLanguage(options.language, customer?.language);
      // A submitted system's lines are those sent to SAP (decision 0050); a draft's are today's.
      const kept = system.submittedPrice;
      const confirmation = buildConfirmation({
        order,
        tree,
        logos: await frontLogos(logoService, tree),
        customer,
        // Colors, materials, shackles and key options in the document's language (issue 48).
        lookups: lookupsInLanguage(lookups, locale),
        price: kept ? systemPriceOf(kept) : priceLockSystem(tree, book, tiers),
        submitted: Boolean(kept),
        unkept: system.priceKept === false,
        addsTo: system.addsTo ?? null,
        date,
        locale,
      });
      return {
        language: confirmation.locale,
        fileName: confirmationFileName(confirmation.title, confirmation.systemName),
        body: await (confirmation.lockSets.length > CONFIRMATION_WORKER_LOCK_SETS
          ? renderConfirmationPdfInWorker(confirmation)
          : toConfirmationPdf(confirmation)),
      };
    },
  };
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;

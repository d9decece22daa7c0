import {
  ENGRAVING_FIELDS,
  ORDER_TYPE,
  keysOfLockSet,
  lockSetsWithPaths,
  maxEngravingChars,
  type Customer,
  type DisplayLocale,
  type LockSystemTree,
  type Lookups,
  type SafekeyOrder,
  type SystemPrice,
} from '@keyplan/domain';
import { engravingDetails, keyingOf, keyLineText, lockoutDetails, workerNamesLine } from './confirmation-lines.ts';
import { documentDay, renderingText, type RenderingText } from './rendering-text.ts';

/** One priced line: what, how many, at what unit price, for how much (minor units; null when not priced). */
export interface ConfirmationLine {
  /** First entry is the line's title; the rest are its details, each on its own line. */
  text: string[];
  quantity: number;
  unitPrice: number | null;
  amount: number | null;
}

/** What the drawn padlock of a lock set needs. */
export interface PadlockLook {
  materialId: string;
  colorHex: string;
  shackle: { name: string; conductive: boolean } | undefined;
  /** The front's engraving lines in their places ('' for an empty line). */
  frontLines: string[];
  frontMaxChars: number;
  /** The front logo's image (PNG or JPEG), or null. */
  frontLogo: Buffer | null;
}

/** A lock set: its locks, a lockout/tagout set's worker names, its keys, with the padlock to draw beside them. */
interface LockSetBlock {
  lines: ConfirmationLine[];
  padlock: PadlockLook;
}

export interface ConfirmationDocument {
  /** The language its words, numbers, money and dates are written in (the PDF's headings follow it). */
  locale: DisplayLocale;
  /** 'Order confirmation', 'Quotation' or 'Design summary', in the document's language. */
  title: string;
  systemName: string;
  customer: { ccid: string; name: string | null; address: string[] };
  /** Label and value pairs: SAP order, quote number, PO number, date, currency… */
  facts: [string, string][];
  poNumber: string;
  currency: string;
  lockSets: LockSetBlock[];
  /** Master keys, the grand master key and keys cut to existing codes. */
  keyLines: ConfirmationLine[];
  totals: { locks: number; lockAmount: number; keyAmount: number; total: number } | null;
  /** Below the totals: the quantity discount, and whether today's prices differ from the saved total. */
  notes: string[];
}

const amountOf = (lines: readonly ConfirmationLine[]) => lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);

/** A lookup's name: catalog data (a material, a color), shown as the catalog names it. */
const nameOf = (items: ReadonlyArray<{ id: string; name: string }>, id: string | null) =>
  id === null ? '-' : (items.find((item) => item.id === id)?.name ?? id);

function addressOf(customer: Customer | undefined): string[] {
  if (!customer) return [];
  const { street, city, region, postalCode, country } = customer.address;
  return [street, [postalCode, city, region].filter(Boolean).join(' '), country];
}

function referenceFacts(order: ConfirmationOrder, text: RenderingText): [string, string][] {
  if (order.orderType === ORDER_TYPE.Design)
    return order.designID === null ? [] : [[text('factDesign'), String(order.designID)]];
  if (order.orderType === ORDER_TYPE.Quote)
    return [[text('factQuoteNumber'), order.quoteNumber ?? text('notYetInSap')]];
  const number = order.sapOrderNumber;
  const value = !number
    ? text('notYetInSap')
    : order.sapLineNumber
      ? text('orderNumberLine', { number, line: order.sapLineNumber })
      : number;
  return [[text('factOrderNumber'), value]];
}

const TITLES = { 0: 'titleOrder', 1: 'titleQuote', 2: 'titleDesign' } as const;
const KINDS = { 0: 'order', 1: 'quote', 2: 'design' } as const;

/** The order fields the document shows. */
export type ConfirmationOrder = Pick<
  SafekeyOrder,
  | 'ccid'
  | 'orderType'
  | 'orderSystemName'
  | 'orderPONumber'
  | 'orderStatusLabel'
  | 'sapOrderNumber'
  | 'sapLineNumber'
  | 'quoteNumber'
  | 'designID'
  | 'currency'
  | 'salesArea'
  | 'totalPrice'
>;

export interface ConfirmationInput {
  order: ConfirmationOrder;
  tree: LockSystemTree;
  customer: Customer | undefined;
  lookups: Lookups;
  /**
   * The lines of the one pricing function: those sent to SAP for a submitted system, else today's
   * (decision 0050). The document only formats them.
   */
  price: SystemPrice;
  date: Date;
  /** The images of the logos the lock sets show, by logo id (missing ones are not drawn). */
  logos?: ReadonlyMap<string, Buffer>;
  /** The price was kept at submission: no note about today's price book. */
  submitted?: boolean;
  /** Submitted before prices were kept, and not found again (decision 0050): the note says so. */
  unkept?: boolean;
  /** A reorder's installed system: named in the facts. */
  addsTo?: { name: string; sapOrderNumber: string | null } | null;
  /** The document's language (the customer's, or the one asked for); en-US when not given. */
  locale?: DisplayLocale;
}

/**
 * What the confirmation PDF shows: each lock set's locks and keys, the master and grand master
 * keys and keys cut to existing codes, and totals, every figure as the pricing function gave it.
 */
export function buildConfirmation({
  order,
  tree,
  customer,
  lookups,
  price,
  date,
  logos,
  submitted,
  unkept = false,
  addsTo,
  locale = 'en-US',
}: ConfirmationInput) {
  const text = renderingText(locale);
  const money = (minor: number) => text.money(minor, order.currency);
  const priced = price.priced ? price : null;
  const salesArea = lookups.salesareas.find((area) => area.id === order.salesArea);
  const lockSets: LockSetBlock[] = lockSetsWithPaths(tree).map(({ lockSet }) => {
    const masterKey = tree.masterKeys.find((candidate) => candidate.lockSets.includes(lockSet));
    const line = priced?.lockSets.get(lockSet.lockSetID);
    const discountNote =
      priced && priced.discountPercent > 0 && line
        ? [text('listPriceLessDiscount', { price: money(line.listPrice), percent: priced.discountPercent })]
        : [];
    return {
      lines: [
        {
          text: [
            lockSet.lockSetName,
            masterKey
              ? text('underKey', { key: masterKey.keyName })
              : text('underGrandMasterKey', { key: tree.grandMasterKey.keyName }),
            text('body', { material: nameOf(lookups.lockMaterials, lockSet.bodyMaterialID) }),
            text('color', { color: nameOf(lookups.colors, lockSet.colorID) }),
            text('shackle', { shackle: nameOf(lookups.shackleTypes, lockSet.shackleMaterialID) }),
            text('keying', { keying: keyingOf(lockSet, text) }),
            ...(lockSet.addToLockSetId
              ? [text(lockSet.keyOption === 'KA' ? 'addsToKeyedAlike' : 'addsToKeyedDifferent')]
              : []),
            ...engravingDetails(lockSet, text),
            ...lockoutDetails(lockSet, text),
            ...discountNote,
          ],
          quantity: line?.locks ?? lockSet.numberOfLocks,
          unitPrice: line?.pricePer ?? null,
          amount: line?.locksAmount ?? null,
        },
        ...workerNamesLine(line, priced?.discountPercent ?? 0, text),
        {
          text: [
            text('keysFor', { lockSet: lockSet.lockSetName }),
            ...(lockSet.engravedKey && lockSet.keyText ? [text('keysEngraved')] : []),
          ],
          quantity: line?.keyCount ?? keysOfLockSet(lockSet),
          unitPrice: line?.keyUnitPrice ?? null,
          amount: line?.keys ?? null,
        },
      ],
      padlock: {
        materialId: lockSet.bodyMaterialID,
        colorHex: lookups.colors.find((color) => color.id === lockSet.colorID)?.hex ?? '#9E9E9E',
        shackle: lookups.shackleTypes.find((shackle) => shackle.id === lockSet.shackleMaterialID),
        frontLines: lockSet.engravedLock ? ENGRAVING_FIELDS.front.map((field) => lockSet[field]) : [],
        frontMaxChars: maxEngravingChars(lookups, lockSet.bodyMaterialID, lockSet.fontSize, 'front'),
        frontLogo: lockSet.logoFront === null ? null : (logos?.get(lockSet.logoFront) ?? null),
      },
    };
  });
  const keyLines: ConfirmationLine[] = priced
    ? priced.keyLines.map((line) => ({
        text: keyLineText(tree, line, text),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
      }))
    : [];
  const unnamed = (name: string) => name.trim() || text('unnamedSystem');
  const document: ConfirmationDocument = {
    locale,
    title: text(TITLES[order.orderType]),
    systemName: unnamed(order.orderSystemName),
    customer: { ccid: order.ccid, name: customer?.name ?? null, address: addressOf(customer) },
    facts: [
      ...referenceFacts(order, text),
      ...(addsTo
        ? [
            [
              text('factAddsTo'),
              addsTo.sapOrderNumber
                ? text('addsToSapOrder', { name: unnamed(addsTo.name), number: addsTo.sapOrderNumber })
                : unnamed(addsTo.name),
            ] as [string, string],
          ]
        : []),
      [text('factPoNumber'), order.orderPONumber || '-'],
      [text('factDate'), documentDay(text, date)],
      [text('factStatus'), text('status', { status: order.orderStatusLabel })],
      [text('factCurrency'), order.currency],
      [text('factSalesArea'), salesArea ? `${salesArea.name} (${salesArea.id})` : order.salesArea],
    ],
    poNumber: order.orderPONumber,
    currency: order.currency,
    lockSets,
    keyLines,
    totals: priced
      ? {
          locks: priced.totalLocks,
          // Each block's last line is its keys; the lines above it are its locks and their engraving.
          lockAmount: lockSets.reduce((sum, block) => sum + amountOf(block.lines.slice(0, -1)), 0),
          keyAmount: lockSets.reduce((sum, block) => sum + amountOf(block.lines.slice(-1)), 0) + amountOf(keyLines),
          total: priced.totalPrice,
        }
      : null,
    notes: [
      ...(priced && priced.discountPercent > 0
        ? [text('quantityDiscountNote', { percent: priced.discountPercent, locks: priced.totalLocks })]
        : []),
      ...(priced && !submitted && unkept
        ? [
            order.totalPrice === null
              ? text('unkeptPriceNoTotalNote')
              : text('unkeptPriceNote', { total: money(order.totalPrice) }),
          ]
        : []),
      ...(priced && !submitted && !unkept && order.totalPrice !== null && order.totalPrice !== priced.totalPrice
        ? [text('todaysPricesNote', { kind: KINDS[order.orderType], total: money(order.totalPrice) })]
        : []),
    ],
  };
  return document;
}

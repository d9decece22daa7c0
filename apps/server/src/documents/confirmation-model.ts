import {
  ENGRAVING_FIELDS,
  ORDER_TYPE,
  formatMoney,
  keysCutOf,
  keysOfLockSet,
  lockSetsWithPaths,
  lockUnitPrice,
  maxEngravingChars,
  priceLockSystem,
  type Customer,
  type LockSet,
  type LockSystemTree,
  type Lookups,
  type PriceBook,
  type QuantityTier,
  type SafekeyOrder,
} from '@keyplan/domain';

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

/** A lock set: its locks and its keys, with the padlock to draw beside them. */
export interface LockSetBlock {
  lines: ConfirmationLine[];
  padlock: PadlockLook;
}

export interface ConfirmationDocument {
  /** 'Order confirmation', 'Quotation' or 'Design summary'. */
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

const FACES = { front: 'Front', back: 'Back', left: 'Left', right: 'Right' } as const;

const nameOf = (items: ReadonlyArray<{ id: string; name: string }>, id: string | null) =>
  id === null ? '-' : (items.find((item) => item.id === id)?.name ?? id);

/** Engraving, one line each, never joined ('/' may be engraved): 'Front 1: ACME', 'Key: K7'. */
export function engravingDetails(lockSet: LockSet): string[] {
  const lines: string[] = [];
  if (lockSet.engravedLock) {
    for (const face of Object.keys(FACES) as (keyof typeof FACES)[]) {
      ENGRAVING_FIELDS[face].forEach((field, index) => {
        if (lockSet[field].trim() !== '') lines.push(`${FACES[face]} line ${index + 1}: ${lockSet[field]}`);
      });
    }
  }
  if (lockSet.engravedKey && lockSet.keyText.trim() !== '') lines.push(`Key: ${lockSet.keyText}`);
  return lines.length > 0 ? lines : ['Engraving: none'];
}

function keyingOf(lockSet: LockSet): string {
  return lockSet.keyOption === 'KD'
    ? `Keyed different, ${lockSet.numberOfKeysPerLock} key(s) per lock`
    : `Keyed alike, ${lockSet.numberOfSets} set(s) of ${lockSet.numberOfLocksPerSet}, ${lockSet.numberOfKeysPerSet} key(s) per set`;
}

function addressOf(customer: Customer | undefined): string[] {
  if (!customer) return [];
  const { street, city, region, postalCode, country } = customer.address;
  return [street, [postalCode, city, region].filter(Boolean).join(' '), country];
}

function referenceFacts(order: ConfirmationOrder): [string, string][] {
  if (order.orderType === ORDER_TYPE.Design) return order.designID === null ? [] : [['Design', String(order.designID)]];
  if (order.orderType === ORDER_TYPE.Quote) return [['SAP quote number', order.quoteNumber ?? 'not yet in SAP']];
  const line = order.sapLineNumber ? ` line ${order.sapLineNumber}` : '';
  return [['SAP order number', order.sapOrderNumber ? `${order.sapOrderNumber}${line}` : 'not yet in SAP']];
}

const TITLES = { 0: 'Order confirmation', 1: 'Quotation', 2: 'Design summary' } as const;
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
  book: PriceBook | undefined;
  tiers: readonly QuantityTier[];
  date: Date;
  /** The images of the logos the lock sets show, by logo id (missing ones are not drawn). */
  logos?: ReadonlyMap<string, Buffer>;
}

/**
 * What the confirmation PDF shows, priced by the same domain function as the screens: each lock set's
 * locks and keys, the master and grand master keys, and totals whose lines add up to the total.
 */
export function buildConfirmation({ order, tree, customer, lookups, book, tiers, date, logos }: ConfirmationInput) {
  const price = priceLockSystem(tree, book, tiers);
  const priced = price.priced ? price : null;
  const salesArea = lookups.salesareas.find((area) => area.id === order.salesArea);
  const lockSets: LockSetBlock[] = lockSetsWithPaths(tree).map(({ lockSet }) => {
    const masterKey = tree.masterKeys.find((candidate) => candidate.lockSets.includes(lockSet));
    const lockPrice = priced?.lockSets.get(lockSet.lockSetID);
    const listPrice = book ? lockUnitPrice(lockSet, book) : undefined;
    const keyCount = keysOfLockSet(lockSet);
    const discountNote =
      priced && priced.discountPercent > 0 && listPrice !== undefined
        ? [
            `List price ${formatMoney(listPrice, order.currency)} per lock, less ${priced.discountPercent}% quantity discount`,
          ]
        : [];
    return {
      lines: [
        {
          text: [
            lockSet.lockSetName,
            `Under ${masterKey ? masterKey.keyName : `${tree.grandMasterKey.keyName} (no master key)`}`,
            `Body: ${nameOf(lookups.lockMaterials, lockSet.bodyMaterialID)}`,
            `Color: ${nameOf(lookups.colors, lockSet.colorID)}`,
            `Shackle: ${nameOf(lookups.shackleTypes, lockSet.shackleMaterialID)}`,
            `Keying: ${keyingOf(lockSet)}`,
            ...engravingDetails(lockSet),
            ...discountNote,
          ],
          quantity: lockSet.numberOfLocks,
          unitPrice: lockPrice?.pricePer ?? null,
          amount: lockPrice ? lockPrice.pricePer * lockSet.numberOfLocks : null,
        },
        {
          text: [`Keys for ${lockSet.lockSetName}`, ...(lockSet.engravedKey && lockSet.keyText ? ['Engraved'] : [])],
          quantity: keyCount,
          unitPrice: book ? book.extras.key + (lockSet.engravedKey ? book.extras.keyText : 0) : null,
          amount: lockPrice?.keys ?? null,
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
  const keyLine = (text: string[], quantity: number, unit: number | undefined): ConfirmationLine => ({
    text,
    quantity,
    unitPrice: priced && unit !== undefined ? unit : null,
    amount: priced && unit !== undefined ? unit * quantity : null,
  });
  const keyLines = [
    ...(keysCutOf(tree.grandMasterKey) > 0
      ? [
          keyLine(
            [tree.grandMasterKey.keyName, 'Grand master key'],
            keysCutOf(tree.grandMasterKey),
            book?.extras.grandMasterKey,
          ),
        ]
      : []),
    ...tree.masterKeys
      .filter((masterKey) => keysCutOf(masterKey) > 0)
      .map((masterKey) =>
        keyLine(
          [masterKey.keyName, masterKey.addToSystem ? 'Spare master keys' : 'Master key'],
          keysCutOf(masterKey),
          book?.extras.masterKey,
        ),
      ),
    ...(tree.changeKeyOrders ?? []).map((keys) =>
      keyLine([`Change key ${keys.keySymbol}`, 'Cut to the existing code'], keys.quantity, book?.extras.key),
    ),
  ];
  const document: ConfirmationDocument = {
    title: TITLES[order.orderType],
    systemName: order.orderSystemName.trim() || 'Unnamed system',
    customer: { ccid: order.ccid, name: customer?.name ?? null, address: addressOf(customer) },
    facts: [
      ...referenceFacts(order),
      ['PO number', order.orderPONumber || '-'],
      ['Date', date.toISOString().slice(0, 10)],
      ['Status', order.orderStatusLabel],
      ['Currency', order.currency],
      ['Sales area', salesArea ? `${salesArea.name} (${salesArea.id})` : order.salesArea],
    ],
    poNumber: order.orderPONumber,
    currency: order.currency,
    lockSets,
    keyLines,
    totals: priced
      ? {
          locks: priced.totalLocks,
          lockAmount: lockSets.reduce((sum, block) => sum + (block.lines[0]!.amount ?? 0), 0),
          keyAmount:
            lockSets.reduce((sum, block) => sum + (block.lines[1]!.amount ?? 0), 0) +
            keyLines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
          total: priced.totalPrice,
        }
      : null,
    notes: [
      ...(priced && priced.discountPercent > 0
        ? [
            `Quantity discount: ${priced.discountPercent}% on lock prices for ${priced.totalLocks} locks in the system (included in the unit prices above).`,
          ]
        : []),
      ...(priced && order.totalPrice !== null && order.totalPrice !== priced.totalPrice
        ? [
            `Prices are from today's price book; the total saved with this ${KINDS[order.orderType]} was ${formatMoney(order.totalPrice, order.currency)}.`,
          ]
        : []),
    ],
  };
  return document;
}

import { randomUUID } from 'node:crypto';
import {
  createDefaultTree,
  newMasterKey,
  pricedLinesOf,
  pricedLinesSchema,
  priceLockSystem,
  systemPriceOf,
  type LockSystemTree,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { lockSet } from '../../test-support/test-trees.ts';
import { buildConfirmation, type ConfirmationOrder } from '../rendering/confirmation-model.ts';

const ORDER: ConfirmationOrder = {
  ccid: '0000100001',
  orderType: 0,
  orderSystemName: 'North plant lockout',
  orderPONumber: 'PO-4472',
  orderStatusLabel: 'Submitted',
  sapOrderNumber: '0000000002',
  sapLineNumber: null,
  quoteNumber: null,
  designID: null,
  currency: 'USD',
  salesArea: 'US10',
  totalPrice: null,
};

/**
 * A reorder as the server builds one (decision 0018): stand-ins for the installed grand master and
 * master keys that cut spare keys only, replacement change keys by symbol, more locks for an
 * installed lock set and a new engraved lock set with engraved keys.
 */
function reorderTree(): LockSystemTree {
  const tree = createDefaultTree(DEMO_CATALOG.lookups, 'SP6', randomUUID);
  Object.assign(tree.grandMasterKey, { addToSystem: true, addToKeyId: randomUUID(), additionalKeys: 2 });
  tree.masterKeys = [1, 2].map((number) => ({
    ...newMasterKey(randomUUID, number),
    addToSystem: true,
    addToKeyId: randomUUID(),
    additionalKeys: number === 1 ? 3 : 0,
  }));
  tree.masterKeys[0]!.lockSets = [
    lockSet(1, 'SP6', { keyOption: 'KA', numberOfSets: 1, numberOfLocksPerSet: 4, addToLockSetId: randomUUID() }),
  ];
  tree.masterKeys[1]!.lockSets = [
    lockSet(2, 'SP6', {
      numberOfSets: 3,
      numberOfLocksPerSet: 5,
      engravedLock: true,
      fontSize: 'S',
      frontText1: 'BOILER',
      backText1: 'DO NOT REMOVE',
      engravedKey: true,
      keyText: 'B7',
    }),
  ];
  tree.changeKeyOrders = [
    { keySymbol: 'AA1', quantity: 2 },
    { keySymbol: 'AB3', quantity: 1 },
  ];
  return tree;
}

describe('the confirmation of a reorder', () => {
  it('takes every line from the pricing function, and its lines add up to the saved total', () => {
    const tree = reorderTree();
    const price = priceLockSystem(tree, DEMO_CATALOG.priceBooks.USD, DEMO_CATALOG.quantityTiers);
    if (!price.priced) throw new Error(price.reason);
    // Kept at submission as JSON, read back for the document (decision 0050).
    const kept = pricedLinesSchema.parse(JSON.parse(JSON.stringify(pricedLinesOf(price))));
    const savedTotal = kept.totalPrice;
    const document = buildConfirmation({
      order: { ...ORDER, totalPrice: savedTotal },
      tree,
      customer: undefined,
      lookups: DEMO_CATALOG.lookups,
      price: systemPriceOf(kept),
      submitted: true,
      addsTo: { name: 'North plant lockout', sapOrderNumber: '0000000001' },
      date: new Date('2026-11-26T08:00:00Z'),
    });
    // It says what it adds to, and what joins existing codes.
    expect(document.facts).toContainEqual(['Reorder adding to', 'North plant lockout (SAP order 0000000001)']);
    expect(document.lockSets[0]!.lines[0]!.text).toContain(
      'Adds locks to an installed lock set: they join its existing key code',
    );
    const lines = [...document.lockSets.flatMap((block) => block.lines), ...document.keyLines];
    for (const line of lines) expect(line.amount).toBe(line.unitPrice! * line.quantity);
    expect(lines.reduce((sum, line) => sum + line.amount!, 0)).toBe(savedTotal);
    expect(document.totals).toMatchObject({ total: savedTotal });
    expect(document.totals!.lockAmount + document.totals!.keyAmount).toBe(savedTotal);
    // Spare grand master and master keys, the replacement keys by symbol; a master cutting none has no line.
    expect(document.keyLines.map((line) => [line.text[0], line.text[1], line.quantity])).toEqual([
      ['GRAND MASTER KEY', 'Spare grand master keys', 2],
      ['MASTER KEY 1', 'Spare master keys', 3],
      ['Change key AA1', 'Cut to the existing code', 2],
      ['Change key AB3', 'Cut to the existing code', 1],
    ]);
    const extras = DEMO_CATALOG.priceBooks.USD!.extras;
    expect(document.lockSets[1]!.lines[1]).toMatchObject({ quantity: 30, unitPrice: extras.key + extras.keyText });
    expect(document.notes.some((note) => note.includes("today's price book"))).toBe(false);
  });

  it('shows the lines as sent even when the price book has changed since', () => {
    const tree = reorderTree();
    const sent = priceLockSystem(tree, DEMO_CATALOG.priceBooks.USD, DEMO_CATALOG.quantityTiers);
    if (!sent.priced) throw new Error(sent.reason);
    const kept = pricedLinesOf(sent);
    const book = DEMO_CATALOG.priceBooks.USD!;
    const raised = {
      ...book,
      extras: { ...book.extras, key: book.extras.key + 100, engravedLine: book.extras.engravedLine + 50 },
    };
    // Engraving added after submission, and a new price book: neither changes a line.
    tree.masterKeys[1]!.lockSets[0]!.backText2 = 'HIGH VOLTAGE';
    expect(priceLockSystem(tree, raised, DEMO_CATALOG.quantityTiers)).not.toMatchObject({
      totalPrice: kept.totalPrice,
    });
    const document = buildConfirmation({
      order: { ...ORDER, totalPrice: kept.totalPrice },
      tree,
      customer: undefined,
      lookups: DEMO_CATALOG.lookups,
      price: systemPriceOf(kept),
      submitted: true,
      date: new Date('2026-11-26T08:00:00Z'),
    });
    expect(document.lockSets[1]!.lines[0]!.unitPrice).toBe(kept.lockSets[1]!.pricePer);
    expect(document.totals!.lockAmount + document.totals!.keyAmount).toBe(kept.totalPrice);
  });

  it('says so when a system was submitted before its prices were kept (decision 0050), with the total SAP was sent', () => {
    const tree = reorderTree();
    const today = priceLockSystem(tree, DEMO_CATALOG.priceBooks.USD!, DEMO_CATALOG.quantityTiers);
    const document = buildConfirmation({
      order: { ...ORDER, totalPrice: 12_345 },
      tree,
      customer: undefined,
      lookups: DEMO_CATALOG.lookups,
      price: today,
      unkept: true,
      date: new Date('2026-11-26T08:00:00Z'),
    });
    expect(document.notes).toContain(
      "Submitted before Keyplan kept the prices sent to SAP: the lines are priced from today's price book; the total sent to SAP was $123.45.",
    );
    expect(document.notes.join(' ')).not.toContain('the total saved with this');
  });
});

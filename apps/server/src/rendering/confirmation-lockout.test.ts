import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney, newLockout, priceLockSystem, type LockSet, type LockSystemTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { lockSet, plainTree } from '../../test-support/test-trees.ts';
import { buildConfirmation, type ConfirmationOrder } from './confirmation-model.ts';
import { toConfirmationPdf } from './confirmation-pdf.ts';

const HAS_POPPLER = existsSync('/usr/bin/pdftotext');
const WORKERS = ['J. RIVERA', 'A. SILVA', 'B. OKAFOR', 'C. MARTIN'];
const ENGRAVED_LINE = DEMO_CATALOG.priceBooks.USD!.extras.engravedLine;

const ORDER: ConfirmationOrder = {
  ccid: '0000100001',
  orderType: 0,
  orderSystemName: 'Press shop lockout',
  orderPONumber: 'PO-47',
  orderStatusLabel: 'Draft',
  sapOrderNumber: null,
  sapLineNumber: null,
  quoteNumber: null,
  designID: null,
  currency: 'USD',
  salesArea: 'US10',
  totalPrice: null,
};

/** A LOTO set of four locks, each engraved with its worker's name and nothing else, beside an ordinary set. */
function lotoTree(change: Partial<LockSet> = {}): LockSystemTree {
  const tree = plainTree();
  tree.noKeyLockSets.push(
    lockSet(3, 'SP6', {
      lockSetName: 'MAINTENANCE LOTO',
      numberOfLocksPerSet: 4,
      numberOfKeysPerLock: 1,
      engravedLock: true,
      fontSize: 'M',
      lockout: {
        ...newLockout(),
        department: 'Maintenance',
        locks: WORKERS.map((worker) => ({ worker, engraving: worker })),
      },
      ...change,
    }),
  );
  return tree;
}

function confirmation(tree: LockSystemTree) {
  return buildConfirmation({
    order: ORDER,
    tree,
    customer: undefined,
    lookups: DEMO_CATALOG.lookups,
    price: priceLockSystem(tree, DEMO_CATALOG.priceBooks.USD, DEMO_CATALOG.quantityTiers),
    date: new Date('2026-11-30T08:00:00Z'),
  });
}

const lotoBlock = (tree: LockSystemTree) => confirmation(tree).lockSets.at(-1)!;

// Issue 47: "Engraving: none" printed right above "Lock 1: J. RIVERA, engraved J. RIVERA", and the
// worker names were engraved for nothing while a standard set pays each engraved line.
describe('the confirmation of a lockout/tagout set engraved per lock', () => {
  it('says each lock is engraved with its worker’s name, never "Engraving: none"', () => {
    const [locks] = lotoBlock(lotoTree()).lines;
    expect(locks!.text).not.toContain('Engraving: none');
    expect(locks!.text).toContain('Engraving: the worker’s name on each lock, listed below');
    expect(locks!.text).toContain('Lock 1: J. RIVERA, engraved J. RIVERA');
    // With set-level lines as well, those are listed and the names come as an addition.
    const both = lotoBlock(lotoTree({ frontText1: 'DANGER' })).lines[0]!.text;
    expect(both).toEqual(
      expect.arrayContaining(['Front line 1: DANGER', 'Also engraved: the worker’s name on each lock, listed below']),
    );
    // An ordinary set without engraving still says none.
    expect(confirmation(lotoTree()).lockSets[0]!.lines[0]!.text).toContain('Engraving: none');
  });

  it('prices the worker names as a line of their own, and the lines still add up to the total', () => {
    const document = confirmation(lotoTree());
    const lines = lotoBlock(lotoTree()).lines;
    expect(lines.map((line) => line.text[0])).toEqual([
      'MAINTENANCE LOTO',
      'Engraving, worker names',
      'Keys for MAINTENANCE LOTO',
    ]);
    expect(lines[1]).toMatchObject({ quantity: 4, unitPrice: ENGRAVED_LINE, amount: 4 * ENGRAVED_LINE });
    const all = [...document.lockSets.flatMap((block) => block.lines), ...document.keyLines];
    expect(all.reduce((sum, line) => sum + line.amount!, 0)).toBe(document.totals!.total);
    expect(document.totals!.lockAmount + document.totals!.keyAmount).toBe(document.totals!.total);
  });
});

describe.skipIf(!HAS_POPPLER)('the confirmation PDF of a lockout/tagout set', () => {
  it('prints the worker names’ engraving and its price, and no "Engraving: none" above the names', async () => {
    const document = confirmation(lotoTree());
    const work = mkdtempSync(join(tmpdir(), 'confirmation-loto-'));
    writeFileSync(join(work, 'confirmation.pdf'), await toConfirmationPdf(document));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', join(work, 'confirmation.pdf'), '-'], {
      encoding: 'utf8',
    });
    const loto = text.slice(text.indexOf('MAINTENANCE LOTO'));
    expect(loto).not.toContain('Engraving: none');
    expect(loto).toContain('Engraving: the worker’s name on each lock, listed below');
    expect(loto).toContain('Lock 4: C. MARTIN, engraved C. MARTIN');
    const money = formatMoney(ENGRAVED_LINE, 'USD');
    expect(loto).toMatch(
      new RegExp(`Engraving, worker names +4 +\\${money} +\\${formatMoney(4 * ENGRAVED_LINE, 'USD')}`),
    );
    expect(text.replace(/\s+/g, ' ')).toContain(`Total ${formatMoney(document.totals!.total, 'USD')}`);
  });
});

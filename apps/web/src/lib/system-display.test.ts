import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '@keyplan/domain';
import { buildSafekeyOrder, buildTree } from '../testing/key-system-fixtures.ts';
import { systemTitleParts } from './system-display.ts';

const order = (overrides: Parameters<typeof buildSafekeyOrder>[1]) => buildSafekeyOrder(buildTree(), overrides);

/** A reorder of 'North plant' (SAP order 0000012345), named `name`. */
function reorder(name: string) {
  const base = order({ orderSystemName: name });
  const system = base.orderLockSystems[0]!;
  return {
    ...base,
    orderLockSystems: [
      {
        ...system,
        isAddToSystem: true,
        addsTo: { lockSystemID: 'ls-1', name: 'North plant', sapOrderNumber: '0000012345' },
      },
    ],
  };
}

describe('systemTitleParts', () => {
  it('says the SAP line once when the system is named after it (opened from SAP)', () => {
    const sap = { orderType: ORDER_TYPE.Order, sapOrderNumber: '0000880001', sapLineNumber: '10' } as const;
    expect(systemTitleParts(order({ ...sap, orderSystemName: 'SAP order 880001 line 10' }))).toEqual([
      'SAP order 880001 line 10',
    ]);
    expect(systemTitleParts(order({ ...sap, orderSystemName: 'Boiler house' }))).toEqual([
      'Boiler house',
      'SAP 0000880001 / line 10',
    ]);
    // Another line of the same order is a reference the name does not say.
    expect(systemTitleParts(order({ ...sap, orderSystemName: 'SAP order 880001 line 20' }))).toEqual([
      'SAP order 880001 line 20',
      'SAP 0000880001 / line 10',
    ]);
  });

  it('says a quote number once', () => {
    const quote = { orderType: ORDER_TYPE.Quote, quoteNumber: '20000077' } as const;
    expect(systemTitleParts(order({ ...quote, orderSystemName: 'Quote 20000077' }))).toEqual(['Quote 20000077']);
    expect(systemTitleParts(order({ ...quote, orderSystemName: '' }))).toEqual(['Unnamed system', 'Quote 20000077']);
  });

  it('names a reorder as one, with the installed system it adds to', () => {
    expect(systemTitleParts(reorder('Spare keys 2026'))).toEqual([
      'Spare keys 2026',
      'Reorder for North plant (SAP order 0000012345)',
    ]);
    // Without a name of its own it goes by what it reorders, not 'Unnamed system'.
    expect(systemTitleParts(reorder(''))).toEqual(['Reorder for North plant (SAP order 0000012345)']);
  });
});

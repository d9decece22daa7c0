import {
  customerPageSchema as classicCustomerPageSchema,
  customerSchema as classicCustomerSchema,
  sapCustomerSchema as classicSapCustomerSchema,
} from '@keyplan/domain';
import { expectSameVerdicts } from '@keyplan/domain/testing';
import { describe, expect, it } from 'vitest';
import { customerPageSchema, customerSchema, sapCustomerSchema } from './customer-schemas.ts';

/*
 * The zod/mini customer schemas of the first screen (issue 32) against the domain's classic ones,
 * the source of truth the server validates with: same verdicts, same output, same messages.
 */

const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null };
const customer = {
  ccid: '0000012345',
  name: 'Acme Safety',
  address: { street: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'us' },
  salesArea: 'US01',
  contacts: [contact],
  createdAt: '2026-01-01T00:00:00.000Z',
};

const customers = [
  customer,
  { ...customer, name: '  Acme  ', address: { ...customer.address, country: ' gb ', region: '' }, contacts: [] },
  { ...customer, contacts: [{ ...contact, phone: ' +1 555 0100 ' }], extra: 'dropped' },
  { ...customer, ccid: '12345' },
  { ...customer, name: '   ' },
  { ...customer, name: 'x'.repeat(81) },
  { ...customer, salesArea: '' },
  { ...customer, salesArea: 'x'.repeat(21) },
  { ...customer, address: { ...customer.address, country: 'USA' } },
  { ...customer, address: { ...customer.address, street: '' } },
  { ...customer, address: { ...customer.address, region: 'x'.repeat(41) } },
  { ...customer, contacts: [{ ...contact, email: 'not an email' }] },
  { ...customer, contacts: [{ ...contact, phone: '1'.repeat(31) }] },
  { ...customer, contacts: Array.from({ length: 11 }, () => contact) },
  { ...customer, createdAt: undefined },
  { ...customer, contacts: null },
  null,
];

describe('customer schemas (zod/mini) against the domain’s classic ones', () => {
  it('read a customer alike: trimmed, country in capitals, the same messages for what they refuse', () => {
    const verdicts = expectSameVerdicts(customerSchema, classicCustomerSchema, customers);
    expect(verdicts.filter((verdict) => verdict.success)).toHaveLength(3);
    expect(verdicts[1]).toMatchObject({ data: { name: 'Acme', address: { country: 'GB' } } });
    expect(verdicts[8]).toMatchObject({ issues: [{ message: 'must be a two-letter ISO country code' }] });
    expect(verdicts[13]).toMatchObject({ issues: [{ message: 'must list at most 10 contacts' }] });
  });

  it('read a page of customers alike', () => {
    expectSameVerdicts(customerPageSchema, classicCustomerPageSchema, [
      { items: [customer], total: 1, page: 1, pageSize: 20 },
      { items: [], total: 0, page: 1, pageSize: 20 },
      { items: [{ ...customer, ccid: 'x' }], total: 1, page: 1, pageSize: 20 },
      { items: [customer], total: 1.5, page: '1', pageSize: 20 },
      { items: customer, total: 1, page: 1, pageSize: 20 },
      {},
    ]);
  });

  it('read a SAP business partner alike', () => {
    const partner = {
      ccid: '0000012345',
      name: 'Acme',
      street: '1 Main St',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
      language: 'en-US',
      existsInKeyplan: false,
    };
    expectSameVerdicts(sapCustomerSchema, classicSapCustomerSchema, [
      partner,
      { ...partner, ccid: '12345' },
      { ...partner, existsInKeyplan: 'no' },
      { ...partner, language: 'fr-CA' },
      { ...partner, language: 'fr' },
      { ...partner, region: undefined },
      [],
    ]);
  });
});

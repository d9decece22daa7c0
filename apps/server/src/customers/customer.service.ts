import {
  retiredHeaderProblems,
  type Customer,
  type CustomerPage,
  type CustomerSearchQuery,
  type Locale,
  type NewCustomer,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { loadLookups } from '../catalog/catalog.repository.ts';
import { findRetiredLookupIds } from '../catalog/lookup-item.repository.ts';
import { findCustomer, insertCustomer, updateCustomerLanguage } from './customer.repository.ts';
import { searchCustomers } from './customer-search.repository.ts';
import type { SearchCustomers } from './customer-search-thread.ts';

/**
 * Customer rules: search, lookup by ccid, creation with a unique ccid and a known sales area.
 * `search` is where searches run: on SQLite a thread of their own (customer-search-thread.ts).
 */
export function createCustomerService(
  db: Db,
  search: SearchCustomers = (query, page, pageSize) => searchCustomers(db, query, page, pageSize),
) {
  return {
    search(query: CustomerSearchQuery): Promise<CustomerPage> {
      return search(query.query, query.page, query.pageSize);
    },

    async get(ccid: string): Promise<Customer> {
      const customer = await findCustomer(db, ccid);
      if (!customer) throw appErrors.notFound(`No customer has ccid ${ccid}.`);
      return customer;
    },

    async create(input: NewCustomer): Promise<Customer> {
      const [{ salesareas }, retired] = await Promise.all([loadLookups(db), findRetiredLookupIds(db)]);
      if (!salesareas.some((area) => area.id === input.salesArea)) {
        throw appErrors.validation([`salesArea: must be one of ${salesareas.map((area) => area.id).join(', ')}`]);
      }
      const problems = retiredHeaderProblems({ salesArea: input.salesArea, systemBucketType: '' }, undefined, retired);
      if (problems.length > 0) throw appErrors.validation(problems);
      const created = await insertCustomer(db, input);
      if (!created) throw appErrors.conflict(`A customer with ccid ${input.ccid} already exists.`);
      return created;
    },

    /** Changes the language the customer's review and documents are written in (issue 48). */
    async changeLanguage(ccid: string, language: Locale): Promise<Customer> {
      if (!(await updateCustomerLanguage(db, ccid, language)))
        throw appErrors.notFound(`No customer has ccid ${ccid}.`);
      return this.get(ccid);
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

import { findCustomer } from '../../customers/customer.repository.ts';
import type { Db } from '../../db/database.ts';
import { SAP_PARTNER_SET } from '../../sap/sap-fields.ts';
import { toSapNumber } from '../../sap/sap-values.ts';
import { presentEntity, type PresentContext } from './odata-present.ts';
import { meetsFilter, notFound, notImplemented, page, type Answer, type Call, type Json } from './sap-answers.ts';
import { customerOfPartner, partnerEntity, SAP_ONLY_PARTNERS, type StandInPartner } from './sap-business-partners.ts';

/** The stand-in's API_BUSINESS_PARTNER: partners by number, by customer or by partner filter, with addresses. */
export function createPartnerHandlers(db: Db, options: { present: (call: Call) => PresentContext }) {
  /** Keyplan's customers are partners of this system, and so are a few that are not customers yet. */
  async function partnerOfCustomer(customer: string): Promise<StandInPartner | undefined> {
    const found = await findCustomer(db, customer);
    if (found) {
      return {
        BusinessPartner: found.ccid,
        BusinessPartnerFullName: found.name,
        address: {
          StreetName: found.address.street,
          HouseNumber: '',
          CityName: found.address.city,
          Region: found.address.region,
          PostalCode: found.address.postalCode,
          Country: found.address.country,
        },
      };
    }
    return SAP_ONLY_PARTNERS.find((partner) => partner.BusinessPartner === customer);
  }

  async function businessPartners(call: Call): Promise<Answer> {
    const { resource, query } = call;
    if (resource.set !== SAP_PARTNER_SET || call.method !== 'GET') return notImplemented(call);
    const context = options.present(call);
    const byNumber = resource.keys?.BusinessPartner;
    const byCustomer = query.filter.find((clause) => clause.property === 'Customer' && clause.operator === 'eq');
    const byPartner = query.filter.find((clause) => clause.property === 'BusinessPartner' && clause.operator === 'eq');
    const customer =
      byNumber !== undefined
        ? customerOfPartner(toSapNumber(byNumber))
        : byCustomer
          ? toSapNumber(String(byCustomer.value))
          : byPartner
            ? customerOfPartner(toSapNumber(String(byPartner.value)))
            : undefined;
    if (customer === undefined && byNumber === undefined && !byCustomer && !byPartner) return notImplemented(call);
    const partner = customer ? await partnerOfCustomer(customer) : undefined;
    const entity = partner ? partnerEntity(partner) : undefined;
    if (byNumber !== undefined) {
      if (!entity) return notFound(resource.set);
      if (resource.navigation) {
        const entries = (entity[resource.navigation] as Json[] | undefined) ?? [];
        return {
          status: 200,
          body: {
            results: entries.map((entry) => presentEntity(context, resource.target.typeName, entry, query.expand)),
          },
        };
      }
      return { status: 200, body: presentEntity(context, 'A_BusinessPartnerType', entity, query.expand) };
    }
    const matching = entity && meetsFilter(entity, query.filter) ? [entity] : [];
    return {
      status: 200,
      body: {
        results: page(matching, query).map((found) =>
          presentEntity(context, 'A_BusinessPartnerType', found, query.expand),
        ),
      },
    };
  }

  return { businessPartners };
}

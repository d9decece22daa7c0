import type { Db } from '../../db/database.ts';
import { SAP_PARTNER_SET } from '../../sap/sap-fields.ts';
import { toSapNumber } from '../../sap/sap-values.ts';
import { presentEntity, type PresentContext } from './odata-present.ts';
import { meetsFilter, notFound, notImplemented, page, type Answer, type Call, type Json } from './sap-answers.ts';
import { partnerEntity } from './sap-business-partners.ts';
import { findPartner, findPartnerOfCustomer } from './sap-partner.repository.ts';

/**
 * The stand-in's API_BUSINESS_PARTNER on its own partners (sap_business_partners): partners by
 * number, by customer or by partner filter, with addresses and correspondence language.
 */
export function createPartnerHandlers(db: Db, options: { present: (call: Call) => PresentContext }) {
  async function businessPartners(call: Call): Promise<Answer> {
    const { resource, query } = call;
    if (resource.set !== SAP_PARTNER_SET || call.method !== 'GET') return notImplemented(call);
    const context = options.present(call);
    const byNumber = resource.keys?.BusinessPartner;
    const byCustomer = query.filter.find((clause) => clause.property === 'Customer' && clause.operator === 'eq');
    const byPartner = query.filter.find((clause) => clause.property === 'BusinessPartner' && clause.operator === 'eq');
    if (byNumber === undefined && !byCustomer && !byPartner) return notImplemented(call);
    // The stand-in's own partners (never Keyplan's customers): by partner number, else by customer.
    const partner =
      byNumber !== undefined
        ? await findPartner(db, toSapNumber(byNumber))
        : byCustomer
          ? await findPartnerOfCustomer(db, toSapNumber(String(byCustomer.value)))
          : await findPartner(db, toSapNumber(String(byPartner!.value)));
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

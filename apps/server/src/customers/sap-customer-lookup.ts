import { DEFAULT_LOCALE, localeOfSapLanguage, type SapCustomer } from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { appErrors } from '../errors.ts';
import { SapError } from '../sap/sap-error.ts';
import type { SapClient } from '../sap/sap-client.ts';
import { findCustomer } from './customer.repository.ts';

/** Looks a customer number up in SAP's business partners, saying whether Keyplan has that customer already. */
export function createSapCustomerLookup(db: Db, sap: Pick<SapClient, 'getBusinessPartnerOfCustomer'>) {
  return {
    async lookUp(ccid: string): Promise<SapCustomer> {
      let partner;
      try {
        partner = await sap.getBusinessPartnerOfCustomer(ccid);
      } catch (error) {
        if (error instanceof SapError)
          throw appErrors.badGateway(`SAP could not be asked about customer ${ccid}: ${error.message}`);
        throw error;
      }
      if (!partner) throw appErrors.notFound(`SAP knows no business partner ${ccid}.`);
      const address = partner.address;
      // A language Keyplan does not speak (German, say) reads English, as everything did before.
      const language = localeOfSapLanguage(partner.languageKey);
      return {
        ccid,
        name: partner.fullName,
        street: address?.street ?? '',
        city: address?.city ?? '',
        region: address?.region ?? '',
        postalCode: address?.postalCode ?? '',
        country: address?.country ?? '',
        language: language ?? DEFAULT_LOCALE,
        existsInKeyplan: (await findCustomer(db, ccid)) !== undefined,
      };
    },
  };
}

export type SapCustomerLookup = ReturnType<typeof createSapCustomerLookup>;

import type { Kysely, Selectable } from 'kysely';
import type { Database, SapBusinessPartnerTable } from '../../db/schema.ts';
import type { StandInPartner } from './sap-business-partners.ts';

type Executor = Kysely<Database>;

function toRow(partner: StandInPartner): SapBusinessPartnerTable {
  const { address } = partner;
  return {
    business_partner: partner.BusinessPartner,
    customer: partner.Customer,
    full_name: partner.BusinessPartnerFullName,
    category: partner.BusinessPartnerCategory,
    correspondence_language: partner.CorrespondenceLanguage,
    street_name: address.StreetName,
    house_number: address.HouseNumber,
    city_name: address.CityName,
    region: address.Region,
    postal_code: address.PostalCode,
    country: address.Country,
  };
}

function fromRow(row: Selectable<SapBusinessPartnerTable>): StandInPartner {
  return {
    BusinessPartner: row.business_partner,
    Customer: row.customer,
    BusinessPartnerFullName: row.full_name,
    BusinessPartnerCategory: row.category,
    CorrespondenceLanguage: row.correspondence_language,
    address: {
      StreetName: row.street_name,
      HouseNumber: row.house_number,
      CityName: row.city_name,
      Region: row.region,
      PostalCode: row.postal_code,
      Country: row.country,
    },
  };
}

/**
 * Adds the partners SAP lacks, leaving those it has as they are (by partner or customer number):
 * safe to run at every start, and by several instances starting at once. Answers how many it added.
 */
export async function insertMissingPartners(db: Executor, partners: readonly StandInPartner[]): Promise<number> {
  if (partners.length === 0) return 0;
  const result = await db
    .insertInto('sap_business_partners')
    .values(partners.map(toRow))
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The partner whose customer role has this number (CHAR10). */
export async function findPartnerOfCustomer(db: Executor, customer: string): Promise<StandInPartner | undefined> {
  const row = await db
    .selectFrom('sap_business_partners')
    .selectAll()
    .where('customer', '=', customer)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The partner of this partner number (CHAR10). */
export async function findPartner(db: Executor, businessPartner: string): Promise<StandInPartner | undefined> {
  const row = await db
    .selectFrom('sap_business_partners')
    .selectAll()
    .where('business_partner', '=', businessPartner)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** Every partner, by number (tests). */
export async function listPartners(db: Executor): Promise<StandInPartner[]> {
  const rows = await db.selectFrom('sap_business_partners').selectAll().orderBy('business_partner').execute();
  return rows.map(fromRow);
}

import type { Kysely, Migration } from 'kysely';

/**
 * The SAP stand-in's own business partners (issue 46): a real SAP has its partners, and Keyplan's
 * customers are a copy of some of them, so the stand-in no longer reads Keyplan's `customers`. One
 * row a partner with its customer role and standard address; the stand-in fills it as it starts.
 * Columns are as long as SAP's fields (A_BusinessPartner, A_BusinessPartnerAddress), except the
 * region, which holds the demo's county names as the customers table does.
 */
export const sapBusinessPartners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sap_business_partners')
      .addColumn('business_partner', 'varchar(10)', (column) => column.primaryKey())
      .addColumn('customer', 'varchar(10)', (column) => column.notNull().unique())
      .addColumn('full_name', 'varchar(81)', (column) => column.notNull())
      .addColumn('category', 'varchar(1)', (column) => column.notNull())
      .addColumn('correspondence_language', 'varchar(2)', (column) => column.notNull())
      .addColumn('street_name', 'varchar(60)', (column) => column.notNull())
      .addColumn('house_number', 'varchar(10)', (column) => column.notNull())
      .addColumn('city_name', 'varchar(40)', (column) => column.notNull())
      .addColumn('region', 'varchar(40)', (column) => column.notNull())
      .addColumn('postal_code', 'varchar(10)', (column) => column.notNull())
      .addColumn('country', 'varchar(3)', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sap_business_partners').execute();
  },
};

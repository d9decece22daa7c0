import type { Kysely, Migration } from 'kysely';

/** State of the embedded OIDC provider: sessions, interactions, codes, grants, tokens. */
export const oidcPayloads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'varchar(64)', (column) => column.notNull())
      .addColumn('id', 'varchar(255)', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('grant_id', 'varchar(255)')
      .addColumn('user_code', 'varchar(255)')
      .addColumn('uid', 'varchar(255)')
      .addColumn('expires_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_payloads_grant_id').on('oidc_payloads').column('grant_id').execute();
    await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
    await db.schema.createIndex('oidc_payloads_expires_at').on('oidc_payloads').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oidc_payloads').execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Cheaper key code inserts on PostgreSQL (issue 44, decision 0064): charting a 99,000-lock site
 * writes 99,000 codes in one transaction, and two per-row costs were half of it.
 *
 * - **Bittings and blind codes compare byte by byte** (`COLLATE "C"`): they are codes of 0–9, A–F
 *   and an unambiguous alphabet, and the database's locale made every comparison in their two unique
 *   indexes a locale-aware one. As a gain, a blind code prefix search can now use its index.
 * - **The codes' system is checked once per statement, not once per row.** The foreign key to
 *   `order_lock_systems` ran a query and a row lock for each code (a third of the insert). Triggers
 *   keep the same rule: after an insert or update of codes, every system they name exists and is
 *   locked against deletion (`FOR KEY SHARE`, as the key did) until the transaction ends; a system
 *   codes name can be neither deleted nor renumbered. SQLite keeps its foreign key: a check there is
 *   an in-process index probe.
 */
export const keyCodeWrites: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`alter table key_codes
      alter column bitting type varchar(16) collate "C",
      alter column blind_code type varchar(16) collate "C"`.execute(db);
    await sql`alter table key_codes drop constraint key_codes_order_lock_system_id_fkey`.execute(db);
    // One pass over the statement's codes for the systems they name; then those systems, locked.
    await sql`create function key_codes_systems_exist() returns trigger language plpgsql as $$
      declare
        systems varchar[];
        found_systems integer;
      begin
        select array_agg(order_lock_system_id) into systems
          from (select order_lock_system_id from changed_codes group by order_lock_system_id) named;
        select count(*) into found_systems
          from (select 1 from order_lock_systems s where s.order_lock_system_id = any(systems) for key share of s) locked;
        if found_systems < coalesce(cardinality(systems), 0) then
          raise foreign_key_violation using
            message = 'insert or update on table "key_codes" names a lock system that does not exist',
            table = 'key_codes', column = 'order_lock_system_id';
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger key_codes_systems_exist_on_insert after insert on key_codes
      referencing new table as changed_codes for each statement execute function key_codes_systems_exist()`.execute(db);
    await sql`create trigger key_codes_systems_exist_on_update after update on key_codes
      referencing new table as changed_codes for each statement execute function key_codes_systems_exist()`.execute(db);
    await sql`create function order_lock_systems_keep_codes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.order_lock_system_id = old.order_lock_system_id then
          return new;
        end if;
        if exists (select 1 from key_codes where order_lock_system_id = old.order_lock_system_id) then
          raise foreign_key_violation using
            message = format('lock system %s holds key codes: it can be neither deleted nor renumbered', old.order_lock_system_id),
            table = 'order_lock_systems', column = 'order_lock_system_id';
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end
    $$`.execute(db);
    await sql`create trigger order_lock_systems_keep_codes before delete or update of order_lock_system_id on order_lock_systems
      for each row execute function order_lock_systems_keep_codes()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`drop trigger order_lock_systems_keep_codes on order_lock_systems`.execute(db);
    await sql`drop function order_lock_systems_keep_codes()`.execute(db);
    await sql`drop trigger key_codes_systems_exist_on_update on key_codes`.execute(db);
    await sql`drop trigger key_codes_systems_exist_on_insert on key_codes`.execute(db);
    await sql`drop function key_codes_systems_exist()`.execute(db);
    await sql`alter table key_codes add constraint key_codes_order_lock_system_id_fkey
      foreign key (order_lock_system_id) references order_lock_systems (order_lock_system_id)`.execute(db);
    await sql`alter table key_codes
      alter column bitting type varchar(16),
      alter column blind_code type varchar(16)`.execute(db);
  },
};

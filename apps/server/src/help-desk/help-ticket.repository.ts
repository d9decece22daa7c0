import type { Db } from '../db/database.ts';

export interface NewHelpTicket {
  projectKey: string;
  summary: string;
  description: string;
  reporterEmail: string | null;
  fieldsJson: string;
}

/** Stores a ticket of the embedded help desk and gives it the next key of its project. */
export async function insertHelpTicket(db: Db, ticket: NewHelpTicket) {
  return db.transaction().execute(async (trx) => {
    const pendingKey = `pending-${crypto.randomUUID()}`;
    const { id } = await trx
      .insertInto('help_tickets')
      .values({
        project_key: ticket.projectKey,
        issue_key: pendingKey,
        summary: ticket.summary,
        description: ticket.description,
        reporter_email: ticket.reporterEmail,
        fields_json: ticket.fieldsJson,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `${ticket.projectKey}-${id}`;
    await trx.updateTable('help_tickets').set({ issue_key: key }).where('id', '=', id).execute();
    return { id: String(id), key };
  });
}

export async function findHelpTicketByKey(db: Db, key: string) {
  return db.selectFrom('help_tickets').selectAll().where('issue_key', '=', key).executeTakeFirst();
}

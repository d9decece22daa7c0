import {
  normalizeQuoteNumber,
  normalizeSapOrderNumber,
  statusLabel,
  type FoundSystem,
  type OrderLockSystemStatus,
  type OrderType,
  type SendState,
  type SendStateName,
  type SystemSummary,
} from '@keyplan/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { asOrderType, asStatus } from '../lock-trees/row-values.ts';
import { findSendStates } from '../lock-trees/send-state.repository.ts';

/* Finding lock systems: a customer's list with filters, and any customer's by a reference. */

/** A customer's lock systems filtered by status, order type and how their send to SAP stands. */
export interface SystemFilter {
  statuses?: OrderLockSystemStatus[];
  orderType?: OrderType;
  /** Only systems whose messages to SAP stand so (never matches a system not yet submitted). */
  sendStates?: SendStateName[];
}

/** The columns a system summary is made of. */
const SUMMARY_COLUMNS = [
  'orders.order_id',
  'orders.id',
  'orders.order_type',
  'orders.order_system_name',
  'orders.sap_order_number',
  'orders.sap_line_number',
  'orders.quote_number',
  'orders.total_price_minor',
  'orders.currency',
  'orders.updated_at',
  'order_lock_systems.order_lock_system_id',
  'order_lock_systems.status',
  'order_lock_systems.is_add_to_system',
] as const;

type SummaryRow = {
  order_id: string;
  id: number;
  order_type: number;
  order_system_name: string;
  sap_order_number: string | null;
  sap_line_number: string | null;
  quote_number: string | null;
  total_price_minor: number | string | bigint | null;
  currency: string;
  updated_at: string;
  order_lock_system_id: string;
  status: number;
  is_add_to_system: number;
};

function toSystemSummary(row: SummaryRow, sendStates: Map<string, SendState>): SystemSummary {
  const status = asStatus(row.status);
  const orderType = asOrderType(row.order_type);
  return {
    orderID: row.order_id,
    orderLockSystemID: row.order_lock_system_id,
    orderType,
    orderSystemName: row.order_system_name,
    isAddToSystem: row.is_add_to_system === 1,
    sapOrderNumber: row.sap_order_number,
    sapLineNumber: row.sap_line_number,
    quoteNumber: row.quote_number,
    designID: orderType === 2 ? row.id : null,
    status,
    statusLabel: statusLabel(status),
    sendState: sendStates.get(row.order_lock_system_id) ?? null,
    totalPrice: row.total_price_minor === null ? null : Number(row.total_price_minor),
    currency: row.currency,
    updatedAt: row.updated_at,
  };
}

/**
 * Systems of any customer found by a reference a rep has at hand: the SAP order number or quote
 * number (as SPEC §5 normalizes them), a design id, or part of the PO number; newest first, at most 20.
 */
export async function findSystemsByReference(db: Db, text: string): Promise<FoundSystem[]> {
  const digits = /^\d+$/.test(text);
  // `%` and `_` a person types are literal (the same ESCAPE on both dialects).
  const poPattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .innerJoin('customers', 'customers.ccid', 'orders.ccid')
    .select([...SUMMARY_COLUMNS, 'orders.ccid', 'orders.order_po_number', 'customers.name as customer_name'])
    .where((eb) =>
      eb.or([
        eb('orders.sap_order_number', '=', normalizeSapOrderNumber(text)),
        eb('orders.quote_number', '=', normalizeQuoteNumber(text)),
        sql<boolean>`lower(${sql.ref('orders.order_po_number')}) like ${poPattern} escape '\\'`,
        ...(digits && text.length <= 9
          ? [eb.and([eb('orders.order_type', '=', 2), eb('orders.id', '=', Number(text))])]
          : []),
      ]),
    )
    .orderBy('orders.updated_at', 'desc')
    .limit(20)
    .execute();
  const sendStates = await findSendStates(
    db,
    rows.map((row) => row.order_lock_system_id),
  );
  return rows.map((row) => ({
    ...toSystemSummary(row, sendStates),
    ccid: row.ccid,
    customerName: row.customer_name,
    orderPONumber: row.order_po_number,
  }));
}

/** A customer's lock systems, newest first. */
export async function listSystems(db: Db, ccid: string, filter: SystemFilter): Promise<SystemSummary[]> {
  let query = db
    .selectFrom('order_lock_systems')
    .innerJoin('orders', 'orders.order_id', 'order_lock_systems.order_id')
    .select(SUMMARY_COLUMNS)
    .where('orders.ccid', '=', ccid);
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('order_lock_systems.status', 'in', filter.statuses);
  if (filter.orderType !== undefined) query = query.where('orders.order_type', '=', filter.orderType);
  const rows = await query.orderBy('orders.updated_at', 'desc').orderBy('orders.id', 'desc').execute();
  const sendStates = await findSendStates(
    db,
    rows.map((row) => row.order_lock_system_id),
  );
  const summaries = rows.map((row) => toSystemSummary(row, sendStates));
  const wanted = filter.sendStates;
  return wanted && wanted.length > 0
    ? summaries.filter((summary) => summary.sendState && wanted.includes(summary.sendState.state))
    : summaries;
}

import { createHash, randomUUID } from 'node:crypto';
import {
  LOGO_MESSAGES,
  detectLogoType,
  isEditableStatus,
  logoProblem,
  statusLabel,
  type StoredLogo,
} from '@keyplan/domain';
import type { Db } from '../db/database.ts';
import { AppError, appErrors } from '../errors.ts';
import { findLockSystem } from '../lock-trees/lock-system.repository.ts';
import { findLockSystemContext } from '../lock-trees/order.repository.ts';
import * as logos from './logo.repository.ts';

export interface LogoFile {
  contentType: string;
  data: Buffer;
}

/**
 * Logos of lock set faces: accepted only when their bytes are a PNG or JPEG of at most 1 MB,
 * whatever name or type the upload claims; served back only with the type found in the bytes.
 */
export function createLogoService(db: Db) {
  /** Judges the bytes and keeps them with one order lock system. */
  async function store(orderLockSystemId: string, data: Buffer, actor: string): Promise<StoredLogo> {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const problem = logoProblem(bytes);
    if (problem === LOGO_MESSAGES.tooLarge)
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `logo: ${problem}`, [`logo: ${problem}`]);
    if (problem) throw appErrors.validation([`logo: ${problem}`]);
    const contentType = detectLogoType(bytes)!;
    const logoId = randomUUID();
    await logos.insertLogo(db, {
      logo_id: logoId,
      order_lock_system_id: orderLockSystemId,
      content_type: contentType,
      size_bytes: data.byteLength,
      sha256: createHash('sha256').update(data).digest('hex'),
      data: bytes,
      created_by: actor,
      created_at: new Date().toISOString(),
    });
    return { logoId, contentType, size: data.byteLength };
  }

  return {
    async upload(orderLockSystemId: string, data: Buffer, actor: string): Promise<StoredLogo> {
      const context = await findLockSystemContext(db, orderLockSystemId);
      if (!context) throw appErrors.notFound(`No lock system has id ${orderLockSystemId}.`);
      if (!isEditableStatus(context.status))
        throw appErrors.conflict(`This system is ${statusLabel(context.status)} and can no longer be changed.`);
      return store(orderLockSystemId, data, actor);
    },

    /**
     * A logo for the new lock sets of a reorder of an installed system (issue 26): kept with the
     * system's first order until the reorder is created, which copies the logos it uses into itself.
     */
    async uploadForReorder(lockSystemId: string, data: Buffer, actor: string): Promise<StoredLogo> {
      const installed = await findLockSystem(db, lockSystemId);
      if (!installed) throw appErrors.notFound(`No installed lock system has id ${lockSystemId}.`);
      return store(installed.first_order_lock_system_id, data, actor);
    },

    async get(logoId: string): Promise<LogoFile> {
      const row = await logos.findLogo(db, logoId);
      if (!row) throw appErrors.notFound(`No logo has id ${logoId}.`);
      const data = Buffer.from(row.data);
      // Judged again on the way out: only bytes that are an image leave with an image type.
      const contentType = detectLogoType(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      if (!contentType) throw appErrors.notFound(`No logo has id ${logoId}.`);
      return { contentType, data };
    },
  };
}

export type LogoService = ReturnType<typeof createLogoService>;

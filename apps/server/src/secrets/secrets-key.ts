import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { generateSecretsKey } from './secret-box.ts';

/**
 * The key that seals stored secrets: SECRETS_KEY from the environment, or else a key file that
 * is generated on first start, readable by the server's user only (the embedded default).
 */
export function loadSecretsKey(source: AppConfig['secretsKey']): Buffer {
  if (source.kind === 'env') return source.key;
  let text: string;
  try {
    text = readFileSync(source.path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(source.path), { recursive: true });
    writeFileSync(source.path, `${generateSecretsKey()}\n`, { mode: 0o600, flag: 'wx' });
    text = readFileSync(source.path, 'utf8');
  }
  // A key file others can read is tightened, not trusted as it is.
  if ((statSync(source.path).mode & 0o077) !== 0) chmodSync(source.path, 0o600);
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source.path} must hold a base64 key of 32 bytes`);
  return key;
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** Seals and opens stored secrets with AES-256-GCM; each ciphertext is bound to its secret's name. */
export interface SecretBox {
  seal(name: string, plaintext: string): string;
  /** The plaintext of a sealed value; throws when the key is wrong or the value was altered. */
  open(name: string, sealed: string): string;
  /** Whether a stored value is sealed (older databases hold plaintext, sealed on first load). */
  isSealed(value: string): boolean;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the secrets key must be ${KEY_BYTES} bytes`);
  return {
    seal(name, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(name));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(name, sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined)
        throw new Error(`secret ${name} is not sealed`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(name))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    isSealed: (value) => value.startsWith(`${VERSION}.`),
  };
}

/** A new random secrets key, as SECRETS_KEY takes it (base64). */
export function generateSecretsKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text does not hold the plaintext', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), (plaintext) => {
        const sealed = box.seal('name', plaintext);
        expect(box.isSealed(sealed)).toBe(true);
        expect(sealed).not.toContain(plaintext);
        expect(box.open('name', sealed)).toBe(plaintext);
      }),
    );
  });

  it('refuses another key, another name and any altered byte', () => {
    const sealed = box.seal('embedded-issuer-signing-key', '{"d":"private"}');
    expect(() => createSecretBox(randomBytes(32)).open('embedded-issuer-signing-key', sealed)).toThrow();
    expect(() => box.open('embedded-issuer-cookie-key', sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;
    expect(() =>
      box.open('embedded-issuer-signing-key', [version, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('the secrets key must be 32 bytes');
  });
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { KeyRegister, KeyRegisterChange } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/use-test-app.ts';
import { installedSystem } from '../../../test-support/key-register.ts';

/** Where the rendered pages are kept for a person to look at (gitignored). */
const PAGES_DIR = resolve(import.meta.dirname, '../../../../../test-results/key-receipts');

function pdfText(pdf: Buffer, work: string, name: string): string {
  writeFileSync(join(work, name), pdf);
  return execFileSync('/usr/bin/pdftotext', ['-layout', join(work, name), '-'], { encoding: 'utf8' });
}

describe('key receipts and the sign-out sheet', () => {
  const api = useTestApp();

  it('prints a receipt per hand-out with the key, holder, policy and signature lines, and the whole register', async () => {
    const ccid = '0000100007';
    const id = await installedSystem(api, ccid);
    const base = `/api/lock-systems/${id}/key-register`;
    await api.app.inject({
      method: 'PUT',
      url: `/api/customers/${ccid}/key-policy`,
      payload: { text: 'Master keys never leave the site office. Report a lost key to security within one hour.' },
      headers: api.staff,
    });
    const handOut = (
      await api.app.inject({
        method: 'POST',
        url: `${base}/keys/AA1/copies/1`,
        payload: {
          action: 'handOut',
          holder: { name: 'Zoë Tremblay', department: 'Electrical', employeeId: 'E-7731' },
          on: '2026-03-02',
        },
        headers: api.staff,
      })
    ).json() as KeyRegisterChange;
    const register = (await api.app.inject({ url: base, headers: api.staff })).json() as KeyRegister;
    const key = register.keys.find((entry) => entry.keySymbol === 'AA1')!;

    const receipt = await api.app.inject({ url: `${base}/hand-outs/${handOut.id}/receipt.pdf`, headers: api.staff });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain('key-receipt-AA1-1-Zo-Tremblay.pdf');
    const work = mkdtempSync(join(tmpdir(), 'key-receipt-'));
    const text = pdfText(receipt.rawPayload, work, 'receipt.pdf');
    for (const expected of [
      'Key receipt',
      `Customer: `,
      '(0000100007)',
      'Lock system: Plant lockout',
      'Key: AA1 (Change key, opens LOCK SET 1)',
      `Blind code: ${key.blindCode}`,
      'Copy number: 1 of 2',
      'Holder: Zoë Tremblay',
      'Department or role: Electrical',
      'Employee id: E-7731',
      'Date issued: 2026-03-02',
      'Master keys never leave the site office.',
      'Key holder: Zoë Tremblay',
      'Issued by',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/bitting/i);
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(1);

    const sheet = await api.app.inject({ url: `${base}/sign-out-sheet.pdf`, headers: api.staff });
    expect(sheet.statusCode).toBe(200);
    const sheetText = pdfText(sheet.rawPayload, work, 'sheet.pdf');
    expect(sheetText).toContain('Key sign-out sheet');
    expect(sheetText).toContain('4 cut: 1 handed out, 3 not handed out, 0 lost, 0 broken');
    expect(sheetText).toMatch(/AA1\s+1\s+K\w+\s+Handed out\s+Zoë Tremblay, Electrical/);
    expect(sheetText).toMatch(/AA1\s+2\s+K\w+\s+Not handed out/);

    // A change that is not a hand-out has no receipt; an unknown one neither.
    const returned = (
      await api.app.inject({
        method: 'POST',
        url: `${base}/keys/AA1/copies/1`,
        payload: { action: 'return' },
        headers: api.staff,
      })
    ).json() as KeyRegisterChange;
    // The returned copy reads as returned, on its day and by whom, not as never handed out (issue 47).
    const afterReturn = await api.app.inject({ url: `${base}/sign-out-sheet.pdf`, headers: api.staff });
    // Its date wraps under the word in the narrow State column.
    expect(pdfText(afterReturn.rawPayload, work, 'returned.pdf')).toMatch(
      new RegExp(`AA1\\s+1\\s+K\\w+\\s+Returned\\s+Last held by Zoë Tremblay,\\s*\\n\\s*${returned.after.returnedOn}`),
    );
    expect(
      (await api.app.inject({ url: `${base}/hand-outs/${returned.id}/receipt.pdf`, headers: api.staff })).statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url: `${base}/hand-outs/99999/receipt.pdf`, headers: api.staff })).statusCode).toBe(
      404,
    );
    expect(
      (await api.app.inject({ url: `${base}/hand-outs/x/receipt.pdf`, headers: api.staff })).json().errors,
    ).toEqual(['handOutId: must be a number']);

    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', join(work, 'receipt.pdf'), join(work, 'receipt')]);
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', join(work, 'sheet.pdf'), join(work, 'sheet')]);
    mkdirSync(PAGES_DIR, { recursive: true });
    for (const page of readdirSync(work).filter((name) => name.endsWith('.png'))) {
      const png = readFileSync(join(work, page));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      writeFileSync(join(PAGES_DIR, page), png);
    }
  });
});

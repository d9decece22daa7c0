import type { KeyRegisterChange } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { installedSystem, pdfTextOf } from '../../../test-support/key-register.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

/** A PDF's text with white space folded (pdftotext writes a no-break space as a space). */
const folded = (pdf: Buffer) => pdfTextOf(pdf).replace(/\s+/g, ' ');

describe.each(DATABASE_KINDS)("the key register's documents in the customer's language (%s)", (database) => {
  const api = useTestApp({ database });

  it('prints the receipt and the sign-out sheet of a French-speaking customer in French, or as asked', async () => {
    // Laurentian Pulp & Paper of Trois-Rivières: its SAP partner writes in French (the demo data).
    const id = await installedSystem(api, '0000200003');
    const base = `/api/lock-systems/${id}/key-register`;
    const handOut = (
      await api.app.inject({
        method: 'POST',
        url: `${base}/keys/AA1/copies/1`,
        payload: { action: 'handOut', holder: { name: 'Zoë Tremblay', department: 'Électricité' }, on: '2026-03-02' },
        headers: api.staff,
      })
    ).json() as KeyRegisterChange;

    const receipt = await api.app.inject({ url: `${base}/hand-outs/${handOut.id}/receipt.pdf`, headers: api.staff });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-language']).toBe('fr-CA');
    const text = folded(receipt.rawPayload);
    for (const expected of [
      'Reçu de clé',
      'Client : Laurentian Pulp & Paper (0000200003)',
      'Système de cadenas : Plant lockout',
      'Clé : AA1 (clé individuelle, ouvre LOCK SET 1)',
      'Numéro de copie : 1 de 2',
      'Détenteur : Zoë Tremblay',
      'Service ou fonction : Électricité',
      'Date de remise : 2 mars 2026',
      'J’ai reçu la clé ci-dessus.',
      'Détenteur de la clé : Zoë Tremblay',
      'Remise par',
      'Reçu de clé AA1-1 | Page 1 de 1',
    ])
      expect(text).toContain(expected);

    const sheet = await api.app.inject({ url: `${base}/sign-out-sheet.pdf`, headers: api.staff });
    expect(sheet.headers['content-language']).toBe('fr-CA');
    const sheetText = folded(sheet.rawPayload);
    expect(sheetText).toContain('Registre de sortie des clés');
    expect(sheetText).toContain('Clés : 4 au total — remises : 1, non remises : 3, perdues : 0, brisées : 0');
    expect(sheetText).toContain('Clé Copie Code masqué État Détenteur Remise Signature');
    expect(sheetText).toMatch(/AA1 1 K\w+ Remise Zoë Tremblay, Électricité 2 mars 2026/);
    expect(sheetText).toMatch(/AA1 2 K\w+ Non remise/);

    const spanish = await api.app.inject({
      url: `${base}/hand-outs/${handOut.id}/receipt.pdf?language=es-MX`,
      headers: api.staff,
    });
    expect(spanish.headers['content-language']).toBe('es-MX');
    const spanishText = folded(spanish.rawPayload);
    for (const expected of [
      'Recibo de llave',
      'Llave: AA1 (llave individual, abre LOCK SET 1)',
      'Fecha de entrega: 2 de marzo de 2026',
    ])
      expect(spanishText).toContain(expected);
    const english = await api.app.inject({ url: `${base}/sign-out-sheet.pdf?language=en-US`, headers: api.staff });
    expect(english.headers['content-language']).toBe('en-US');
    expect(folded(english.rawPayload)).toContain('4 cut: 1 handed out, 3 not handed out, 0 lost, 0 broken');

    const refused = await api.app.inject({ url: `${base}/sign-out-sheet.pdf?language=fr`, headers: api.staff });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['language: must be one of en-US, fr-CA, es-MX, en-XA']);
  });
});

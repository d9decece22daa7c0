import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrder, guestKeyFor, staffHeaders, viewerHeaders } from '../../../test-support/factories.ts';
import { pdfTextOf } from '../../../test-support/key-register.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

describe.each(DATABASE_KINDS)('the confirmation PDF route (%s)', (database) => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  let orderA: string;
  let orderB: string;
  /** An order of Laurentian Pulp & Paper, whose SAP partner writes in French (the demo data). */
  let french: string;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    staff = await staffHeaders(testApp);
    const create = async (name: string, ccid?: string) =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: buildCreateOrder({ orderSystemName: name, orderPONumber: 'PO-9921', ...(ccid ? { ccid } : {}) }),
          headers: staff,
        })
      ).json().orderID as string;
    orderA = await create('North plant lockout');
    orderB = await create('South plant');
    french = await create('Usine Nord', '0000200003');
  });
  afterAll(async () => testApp.close());

  it('gives staff the PDF of a system as a download named after it', async () => {
    const response = await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf`, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Order confirmation North plant lockout.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a bad id by field, an unknown order, and people without the staff role', async () => {
    const bad = await testApp.app.inject({ url: '/api/orders/not-a-uuid/confirmation.pdf', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('orderId');
    const unknown = await testApp.app.inject({
      url: '/api/orders/4d1c0f6e-8a59-4c1e-9b7a-0c2b7d1f0a11/confirmation.pdf',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf` })).statusCode).toBe(401);
    const viewer = await testApp.app.inject({
      url: `/api/orders/${orderA}/confirmation.pdf`,
      headers: await viewerHeaders(testApp),
    });
    expect(viewer.statusCode).toBe(403);
  });

  it("gives a customer the PDF of the order their guest key opens, and no other's", async () => {
    const key = await guestKeyFor(testApp, orderA);
    const headers = { 'view-authorization': key };
    const own = await testApp.app.inject({ url: `/api/View/orders/${orderA}/confirmation.pdf`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const other = await testApp.app.inject({ url: `/api/View/orders/${orderB}/confirmation.pdf`, headers });
    expect(other.statusCode).toBe(403);
    expect((await testApp.app.inject({ url: `/api/View/orders/${orderA}/confirmation.pdf` })).statusCode).toBe(401);
    // A guest key opens no staff route.
    expect((await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf`, headers })).statusCode).toBe(401);
  });

  it("writes the PDF in the customer's language unless the reader asks for another, and says which", async () => {
    const customers = await testApp.app.inject({ url: '/api/customers/0000200003', headers: staff });
    expect(customers.json().language).toBe('fr-CA');
    const inFrench = await testApp.app.inject({ url: `/api/orders/${french}/confirmation.pdf`, headers: staff });
    expect(inFrench.statusCode).toBe(200);
    expect(inFrench.headers['content-language']).toBe('fr-CA');
    expect(inFrench.headers['content-disposition']).toBe(
      'attachment; filename="Confirmation de commande Usine Nord.pdf"',
    );
    const frenchText = pdfTextOf(inFrench.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Confirmation de commande',
      'Client',
      'Article Quantité Prix unitaire Montant',
      'Page 1 de 1',
    ])
      expect(frenchText).toContain(expected);
    // The catalog's words in French too: the body material and the color (lookup translations).
    expect(frenchText).toMatch(/Thermoplastique|Aluminium anodisé|Nylon \(diélectrique\)/);
    expect(frenchText).not.toMatch(/Thermoplastic|Anodized aluminum/);

    const inSpanish = await testApp.app.inject({
      url: `/api/orders/${french}/confirmation.pdf?language=es-MX`,
      headers: staff,
    });
    expect(inSpanish.headers['content-language']).toBe('es-MX');
    expect(inSpanish.headers['content-disposition']).toBe(
      'attachment; filename="Confirmacion de pedido Usine Nord.pdf"',
    );
    expect(pdfTextOf(inSpanish.rawPayload).replace(/\s+/g, ' ')).toContain('Artículo Cantidad Precio unitario Importe');

    // An English-speaking customer's order, as before; the pseudo-locale on request.
    const english = await testApp.app.inject({ url: `/api/orders/${orderA}/confirmation.pdf`, headers: staff });
    expect(english.headers['content-language']).toBe('en-US');
    expect(pdfTextOf(english.rawPayload)).toContain('Order confirmation');
    const pseudo = await testApp.app.inject({
      url: `/api/orders/${orderA}/confirmation.pdf?language=en-XA`,
      headers: staff,
    });
    expect(pseudo.statusCode).toBe(200);
    expect(pseudo.headers['content-language']).toBe('en-XA');

    for (const language of ['fr', 'de-DE', 'FR-CA', '']) {
      const refused = await testApp.app.inject({
        url: `/api/orders/${french}/confirmation.pdf?language=${language}`,
        headers: staff,
      });
      expect(refused.statusCode, language).toBe(400);
      expect(refused.json().errors).toEqual(['language: must be one of en-US, fr-CA, es-MX, en-XA']);
    }
  });

  it("gives the customer their review's PDF in their language, or the one they ask for", async () => {
    const headers = { 'view-authorization': await guestKeyFor(testApp, french) };
    const own = await testApp.app.inject({ url: `/api/View/orders/${french}/confirmation.pdf`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-language']).toBe('fr-CA');
    expect(pdfTextOf(own.rawPayload)).toContain('Confirmation de commande');
    const asked = await testApp.app.inject({
      url: `/api/View/orders/${french}/confirmation.pdf?language=en-US`,
      headers,
    });
    expect(asked.headers['content-language']).toBe('en-US');
    expect(pdfTextOf(asked.rawPayload)).toContain('Order confirmation');
    const refused = await testApp.app.inject({
      url: `/api/View/orders/${french}/confirmation.pdf?language=fr`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('language');
  });

  it('is described in the OpenAPI document', async () => {
    const openapi = (await testApp.app.inject({ url: '/docs/json' })).json();
    expect(openapi.paths['/api/orders/{orderId}/confirmation.pdf'].get.summary).toContain('confirmation');
    expect(openapi.paths['/api/View/orders/{orderId}/confirmation.pdf'].get.security).toEqual([
      { viewAuthorization: [] },
    ]);
    const [language] = openapi.paths['/api/orders/{orderId}/confirmation.pdf'].get.parameters.filter(
      (parameter: { name: string }) => parameter.name === 'language',
    );
    expect(language).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: ['en-US', 'fr-CA', 'es-MX', 'en-XA'] },
    });
  });
});

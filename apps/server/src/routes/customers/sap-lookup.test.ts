import { describe, expect, it } from 'vitest';
import { viewerHeaders } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/use-test-app.ts';

describe('GET /api/customers/sap/{ccid}', () => {
  // Listening: the embedded SAP stand-in is reached over loopback HTTP.
  const api = useTestApp({ listen: true, env: { SAP_TIMEOUT_MS: '1500' } });

  const get = (url: string, headers: Record<string, string> = api.staff) => api.app.inject({ url, headers });

  it('finds a SAP-only business partner with its address, padding the number', async () => {
    const response = await get('/api/customers/sap/500001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ccid: '0000500001',
      name: 'Great Lakes Foundry Inc.',
      street: 'Industrial Parkway 4200',
      city: 'Toledo',
      region: 'OH',
      postalCode: '43612',
      country: 'US',
      language: 'en-US',
      existsInKeyplan: false,
    });
  });

  it("takes the partner's language from SAP: French in Quebec, English for one Keyplan does not speak", async () => {
    expect((await get('/api/customers/sap/200003')).json()).toMatchObject({ language: 'fr-CA' });
    expect((await get('/api/customers/sap/300004')).json()).toMatchObject({ language: 'es-MX' });
    // Rheinland Armaturenwerk writes German (DE): English, as before.
    expect((await get('/api/customers/sap/500003')).json()).toMatchObject({ language: 'en-US' });
  });

  it('says when the partner is a Keyplan customer already', async () => {
    const response = await get('/api/customers/sap/0000100001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ccid: '0000100001', name: 'Acme Chemical Works', existsInKeyplan: true });
  });

  it('answers 404 for a number SAP does not know and 400 for a bad ccid', async () => {
    const unknown = await get('/api/customers/sap/9999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('SAP knows no business partner 9999999999.');
    const bad = await get('/api/customers/sap/12a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['ccid: must be 1 to 10 digits']);
  });

  it('answers 502 with a clear message when SAP fails', async () => {
    api.testApp.sapStandIn!.faults.fail5xxNext();
    const response = await get('/api/customers/sap/500002');
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^SAP could not be asked about customer 0000500002: /);
  });

  it('answers 401 without a token and 403 for a non-staff person', async () => {
    expect((await api.app.inject({ url: '/api/customers/sap/500001' })).statusCode).toBe(401);
    expect((await get('/api/customers/sap/500001', await viewerHeaders(api.testApp))).statusCode).toBe(403);
  });
});

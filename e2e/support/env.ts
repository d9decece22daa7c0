/**
 * The two servers the end-to-end tests run against (see playwright.config.ts), on E2E_PORT and the
 * port after it (3100 and 3101 by default; another pair lets two runs share a machine).
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const FAQ_APP_PORT = APP_PORT + 1;
export const APP_URL = `http://localhost:${APP_PORT}`;
export const FAQ_APP_URL = `http://localhost:${FAQ_APP_PORT}`;
export const FAQ_URL = 'https://help.example.com/keyplan-faq';
/** Fixed Basic-auth credentials of the default server's embedded SAP stand-in, so tests can read its documents. */
export const SAP_STANDIN = { username: 'e2e-sap', password: 'e2e-sap-stand-in' } as const;
/** The stand-in's OData root and the Basic authorization that reads it. */
export const SAP_ODATA = `${APP_URL}/sap/opu/odata/sap`;
export const SAP_AUTHORIZATION = `Basic ${Buffer.from(`${SAP_STANDIN.username}:${SAP_STANDIN.password}`).toString('base64')}`;

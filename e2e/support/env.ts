/** The two servers the end-to-end tests run against (see playwright.config.ts). */
export const APP_URL = 'http://localhost:3100';
export const FAQ_APP_URL = 'http://localhost:3101';
export const FAQ_URL = 'https://help.example.com/keyplan-faq';
/** Fixed Basic-auth credentials of the default server's embedded SAP stand-in, so tests can read its documents. */
export const SAP_STANDIN = { username: 'e2e-sap', password: 'e2e-sap-stand-in' } as const;

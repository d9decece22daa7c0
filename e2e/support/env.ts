/** The two servers the end-to-end tests run against (see playwright.config.ts). */
export const APP_URL = 'http://localhost:3100';
export const FAQ_APP_URL = 'http://localhost:3101';
export const FAQ_URL = 'https://help.example.com/keyplan-faq';

/**
 * Business constants and limits of SPEC §9 that the foundation needs.
 * One place, used by the server's schemas and the UI alike.
 */
export const UI_VERSION = '20241018';

/** Toasts close by themselves after this many milliseconds (no progress bar). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Script chunk load time-out of the web app. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Height of the help dialog's Description box. */
export const HELP_DESCRIPTION_HEIGHT_PX = 230;

/** ccid and SAP numbers are CHAR10 in SAP. */
export const SAP_NUMBER_LENGTH = 10;

/** Retries with back-off: 1000 ms × 2^n, n = 0…4 (SPEC §8, §9). */
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_ATTEMPTS = 5;

/** How long sign-in waits for the device fingerprint service's frame (SPEC §9). */
export const FINGERPRINT_TIMEOUT_MS = 15_000;

/** Default counters of the session (SPEC §3, §9). */
export const DEFAULT_LOCK_SET_COUNTER = 2;
export const DEFAULT_MASTER_KEY_COUNTER = 0;

/** Theme breakpoints in px (SPEC §9). Mobile is below md, tablet md–lg, desktop lg and up. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1800 } as const;

/** Audience of access tokens that the API accepts by default. */
export const DEFAULT_API_AUDIENCE = 'api://default';

/** The product's name, the same in every language. */
export const PRODUCT_NAME = 'Keyplan';

import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_API_AUDIENCE, parseTelemetryConnection } from '@keyplan/domain';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url('must be an absolute URL').optional());
/** A SAP long text ID (TTXID, CHAR 4): digits or capital letters, such as 0002 or Z001. */
const sapTextId = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4}$/, 'must be a SAP text ID of 4 capital letters or digits, such as 0002 or Z001');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A proxy address or CIDR block: `10.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' forwarded headers to believe: none (false), the nearest N hops, or the listed
 * addresses. `true` is refused: it would believe any client's X-Forwarded-For, so that every
 * per-address limit could be dodged.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (value !== 'true' && entries.every(isAddressOrCidr)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        "must be false, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR blocks; true would believe any client's X-Forwarded-For",
    });
    return z.NEVER;
  });

/** Whose X-Forwarded-* headers are believed: nobody's, the nearest N proxies', or the listed ones'. */
export type TrustProxy = false | number | string[];

/** Every environment variable the server reads, with its rule and default. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0–65535')
    .max(65535, 'must be 0–65535')
    .default(3000),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SQLITE_FILE: z.string().min(1).default('.data/keyplan.sqlite'),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (no limit) or more')
    .max(3_600_000, 'must be at most 3600000')
    .default(30_000),
  CACHE_STALE_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (check on every read) or more')
    .max(60_000, 'must be at most 60000')
    .default(2000),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(600_000, 'must be at most 600000')
    .default(10_000),
  SHUTDOWN_READINESS_DELAY_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(600_000, 'must be at most 600000')
    .default(5_000),
  CHART_FILE_WORKERS: z.coerce
    .number({ message: 'must be a number of worker threads' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .default(2),
  CHART_FILE_QUEUE: z.coerce
    .number({ message: 'must be a number of files' })
    .int('must be a whole number')
    .min(0, 'must be 0 (refuse when every worker is busy) or more')
    .max(1000, 'must be at most 1000')
    .default(8),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).default('keyplan-web'),
  OIDC_AUDIENCE: z.string().min(1).default(DEFAULT_API_AUDIENCE),
  OIDC_ROLES_CLAIM: z.string().min(1).default('groups'),
  OIDC_MY_ACCOUNT_SCOPES: optionalText.pipe(
    z
      .string()
      .regex(
        /^okta\.myAccount\.[\w.]+( okta\.myAccount\.[\w.]+)*$/,
        'must be MyAccount scopes separated by spaces, e.g. okta.myAccount.profile.read',
      )
      .optional(),
  ),
  /** An external issuer answers the provider's Authentication API (an Okta org): sign in on Keyplan's own page. */
  OIDC_AUTHN_API: booleanFlag,
  API_BASE: z.string().min(1).default('/api'),
  /** Read as the SDKs read it; the page's CSP names its endpoints (issue 45), so a misread one is refused here. */
  TELEMETRY_CONNECTION_STRING: optionalText.pipe(
    z
      .string()
      .superRefine((value, context) => {
        const parsed = parseTelemetryConnection(value);
        if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.problems.join('; ') });
      })
      .optional(),
  ),
  FAQ_URL: optionalUrl,
  DEBUG: booleanFlag,
  JIRA_BASE_URL: optionalUrl,
  JIRA_EMAIL: optionalText,
  JIRA_API_TOKEN: optionalText,
  JIRA_PROJECT_KEY: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]+$/, 'must be a Jira project key such as HELP')
    .default('HELP'),
  JIRA_ISSUE_TYPE: z.string().min(1).default('Task'),
  SAP_BASE_URL: optionalUrl,
  SAP_USERNAME: optionalText,
  SAP_PASSWORD: optionalText,
  SAP_CLIENT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{3}$/, 'must be a three-digit SAP client')
      .optional(),
  ),
  SAP_SALES_ORDER_TYPE: z.string().trim().min(1).max(4, 'must be at most 4 characters').default('OR'),
  SAP_QUOTATION_TYPE: z.string().trim().min(1).max(4, 'must be at most 4 characters').default('QT'),
  SAP_SAFEKEY_MATERIAL: z.string().trim().min(1).max(40, 'must be at most 40 characters').default('SAFEKEY'),
  SAP_PRICE_CONDITION_TYPE: z.string().trim().min(1).max(4, 'must be at most 4 characters').default('PR00'),
  SAP_ENGRAVING_TEXT_ID: sapTextId.default('0002'),
  SAP_HEADER_NOTE_TEXT_ID: sapTextId.default('0002'),
  SAP_REJECTION_REASON: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,2}$/, 'must be a SAP rejection reason of 1 or 2 letters or digits')
    .default('ZK'),
  SAP_CHARTED_CUSTOMER_MESSAGE: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_/]{1,20}\/\d{3}$/, 'must be a SAP message class and number such as ZSAFEKEY/001')
    .default('ZSAFEKEY/001'),
  SAP_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(300_000, 'must be at most 300000')
    .default(10_000),
  SAP_STATUS_CHECK_INTERVAL_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000')
    .max(86_400_000, 'must be at most 86400000')
    .default(300_000),
  SECRETS_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
        message: 'must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)',
      })
      .optional(),
  ),
  SECRETS_KEY_FILE: z.string().min(1).default('.data/secrets.key'),
  ALLOW_EMBEDDED_ISSUER: booleanFlag,
  ALLOW_EMBEDDED_SAP: booleanFlag,
  ALLOW_EMBEDDED_JIRA: booleanFlag,
  ALLOW_SAP_STANDIN_SWITCHES: booleanFlag,
  ALLOW_ISSUER_MAILBOX: booleanFlag,
  ALLOW_API_DOCS: booleanFlag,
  ALLOW_DEMO_PRICES: booleanFlag,
  OIDC_MAX_TOKEN_LIFETIME_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(300, 'must be at least 300')
    .max(7 * 86_400, 'must be at most 604800 (7 days)')
    .default(86_400),
  SAP_STANDIN_CREDENTIALS: optionalText.pipe(
    z
      .string()
      .regex(/^[^:]+:.+$/, 'must be user:password')
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

import { MY_ACCOUNT_SCOPES } from '@keyplan/domain';
import { envSchema, type Env, type TrustProxy } from './env-schema.ts';

/** The typed configuration the rest of the server reads; never `process.env`. */
export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  /** The key that seals stored secrets (the embedded issuer's keys): from SECRETS_KEY, or a generated key file. */
  secretsKey: { kind: 'env'; key: Buffer } | { kind: 'file'; path: string };
  /** Stand-ins explicitly allowed to run in production: the server warns of each, loudly, at start. */
  embeddedInProduction: string[];
  host: string;
  port: number;
  /** Origin at which browsers reach the app; the embedded issuer and redirect URIs derive from it. */
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };
  /** PostgreSQL only: connections per instance (DATABASE_POOL_SIZE) and the longest a statement may run (DATABASE_STATEMENT_TIMEOUT_MS, 0: no limit). */
  databasePool: { size: number; statementTimeoutMs: number };
  /** Several instances over one database (decision 0031). */
  cluster: {
    /** The longest an instance serves a cached lookup list after another instance changed it (CACHE_STALE_MS). */
    cacheStaleMs: number;
    /** On SIGTERM, how long in-flight requests and sends may take to finish before the process ends anyway (SHUTDOWN_GRACE_MS). */
    shutdownGraceMs: number;
    /**
     * On SIGTERM, how long `/readyz` answers 503 with the listener still open before it closes: at
     * least one probe interval of the load balancer (SHUTDOWN_READINESS_DELAY_MS).
     */
    shutdownReadinessDelayMs: number;
  };
  /**
   * Charting files and large confirmation PDFs (decision 0057): how many are written at once, each
   * in a worker thread of its own (CHART_FILE_WORKERS), and how many more may wait (CHART_FILE_QUEUE)
   * before the next is refused with 503 and `Retry-After`.
   */
  chartFiles: { workers: number; queue: number };
  /** Seed demo customers into an empty customer table (the catalog is always seeded). */
  seedDemoData: boolean;
  auth: {
    /** Undefined: the embedded OIDC provider serves at `{publicUrl}/oauth2/default`. */
    externalIssuer: string | undefined;
    issuer: string;
    clientId: string;
    audience: string;
    rolesClaim: string;
    /** The longest an access token may live from its `iat`; longer ones are refused, and none is cached longer. */
    maxTokenLifetimeSeconds: number;
    /**
     * Whether the embedded issuer shows a signed-in person the codes it "sent" them
     * (`GET /idp/dev/mailbox`): always outside production, there only with ALLOW_ISSUER_MAILBOX.
     */
    issuerMailbox: boolean;
    /**
     * The MyAccount API scopes the web app asks for (the account page): all of them with the
     * embedded issuer; with an external one, OIDC_MY_ACCOUNT_SCOPES (none: no account page).
     */
    myAccountScopes: string[];
    /**
     * The issuer answers the provider's Authentication API (issue 43): the web app signs in on its
     * own page with the provider's SDK. Always with the embedded issuer; with an external one,
     * OIDC_AUTHN_API (an Okta org); otherwise the web app redirects to the issuer's page.
     */
    authnApi: boolean;
  };
  /** Whether `/docs` (the OpenAPI document and its UI) is served: always outside production, there only with ALLOW_API_DOCS. */
  apiDocs: boolean;
  /**
   * Whether pricing refuses the demo catalog's seeded price book (decision 0068): in production,
   * unless ALLOW_DEMO_PRICES says a demo or test may price by it.
   */
  refuseDemoPrices: boolean;
  apiBase: string;
  telemetryConnectionString: string | undefined;
  faqUrl: string | undefined;
  debug: boolean;
  jira:
    | { kind: 'embedded'; projectKey: string; issueType: string }
    | {
        kind: 'external';
        baseUrl: string;
        email: string;
        apiToken: string;
        projectKey: string;
        issueType: string;
      };
  sap: {
    /** Undefined: the embedded SAP stand-in answers at `/sap/opu/odata/sap`. */
    external: { baseUrl: string; username: string; password: string; client: string | undefined } | undefined;
    salesOrderType: string;
    quotationType: string;
    safekeyMaterial: string;
    priceConditionType: string;
    /** Text ID of the Safekey item's long text carrying the engraving (default 0002, an item note). */
    engravingTextId: string;
    /** Text ID of the header note: a quote's reference line and people, a reorder's installed system. */
    headerNoteTextId: string;
    /** SAP's rejection reason (`SalesDocumentRjcnReason`) of a Safekey line canceled in Keyplan. */
    rejectionReason: string;
    /** SAP's message (class/number) saying the order has no charted customer. */
    chartedCustomerMessage: string;
    timeoutMs: number;
    /** How often the completion check reads submitted documents back from SAP. */
    statusCheckIntervalMs: number;
    /**
     * Whether admins may work the stand-in's switches (faults, completed/rejected documents) over
     * the API: always outside production, in production only when ALLOW_SAP_STANDIN_SWITCHES says so.
     */
    standInSwitches: boolean;
    /** Fixed basic-auth credentials of the stand-in (tests read its store over OData); else generated. */
    standInCredentials: { username: string; password: string } | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Path of the embedded issuer under the app's origin. */
export const EMBEDDED_ISSUER_PATH = '/oauth2/default';

/** How long the embedded issuer's access tokens last: OIDC_MAX_TOKEN_LIFETIME_SECONDS may not be shorter. */
export const EMBEDDED_ACCESS_TOKEN_SECONDS = 60 * 60;

function splitCredentials(value: string | undefined): { username: string; password: string } | undefined {
  if (!value) return undefined;
  const colon = value.indexOf(':');
  return { username: value.slice(0, colon), password: value.slice(colon + 1) };
}

/** The embedded stand-ins this environment would run, and whether production may run each. */
function embeddedStandIns(env: Env) {
  const all = [
    {
      variable: 'OIDC_ISSUER',
      configured: env.OIDC_ISSUER,
      allowVariable: 'ALLOW_EMBEDDED_ISSUER',
      allowed: env.ALLOW_EMBEDDED_ISSUER,
      description: 'the embedded sign-in with its public demo accounts',
    },
    {
      variable: 'SAP_BASE_URL',
      configured: env.SAP_BASE_URL,
      allowVariable: 'ALLOW_EMBEDDED_SAP',
      allowed: env.ALLOW_EMBEDDED_SAP,
      description: 'the embedded SAP stand-in (orders never reach SAP)',
    },
    {
      variable: 'JIRA_BASE_URL',
      configured: env.JIRA_BASE_URL,
      allowVariable: 'ALLOW_EMBEDDED_JIRA',
      allowed: env.ALLOW_EMBEDDED_JIRA,
      description: 'the embedded help desk (tickets stay in the database)',
    },
  ];
  return all.filter((standIn) => !standIn.configured);
}

/**
 * Parses the environment once, at start. Lists every bad variable at once (not the first only)
 * so that an operator fixes them in one go.
 */
export function loadConfig(source: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (!result.success) throw new ConfigError(problems);
  const env = result.data;

  const jiraCredentials = [env.JIRA_BASE_URL, env.JIRA_EMAIL, env.JIRA_API_TOKEN];
  if (jiraCredentials.some(Boolean) && !jiraCredentials.every(Boolean)) {
    for (const name of ['JIRA_BASE_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN'] as const) {
      if (!env[name]) problems.push(`${name}: is required when any JIRA_ variable is set`);
    }
  }
  const sapCredentials = [env.SAP_BASE_URL, env.SAP_USERNAME, env.SAP_PASSWORD];
  if (env.SAP_BASE_URL && !sapCredentials.every(Boolean)) {
    for (const name of ['SAP_USERNAME', 'SAP_PASSWORD'] as const) {
      if (!env[name]) problems.push(`${name}: is required with SAP_BASE_URL`);
    }
  }
  const standIns = embeddedStandIns(env);
  if (env.NODE_ENV === 'production') {
    for (const standIn of standIns.filter((entry) => !entry.allowed)) {
      problems.push(
        `${standIn.variable}: is required in production; ${standIn.allowVariable}=true runs ${standIn.description} instead`,
      );
    }
  }
  if (env.NODE_ENV === 'production' && !env.OIDC_ISSUER && env.ALLOW_EMBEDDED_ISSUER && !env.SECRETS_KEY) {
    problems.push('SECRETS_KEY: is required in production with the embedded issuer, whose signing key it seals');
  }
  if (!env.OIDC_ISSUER && env.OIDC_MAX_TOKEN_LIFETIME_SECONDS < EMBEDDED_ACCESS_TOKEN_SECONDS) {
    problems.push(
      `OIDC_MAX_TOKEN_LIFETIME_SECONDS: must be at least ${EMBEDDED_ACCESS_TOKEN_SECONDS} with the embedded issuer, whose access tokens last that long`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    secretsKey: env.SECRETS_KEY
      ? { kind: 'env', key: Buffer.from(env.SECRETS_KEY, 'base64') }
      : { kind: 'file', path: env.SECRETS_KEY_FILE },
    embeddedInProduction:
      env.NODE_ENV === 'production'
        ? standIns.map((standIn) => `${standIn.description} (${standIn.allowVariable})`)
        : [],
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: env.SQLITE_FILE },
    databasePool: { size: env.DATABASE_POOL_SIZE, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS },
    cluster: {
      cacheStaleMs: env.CACHE_STALE_MS,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
      shutdownReadinessDelayMs: env.SHUTDOWN_READINESS_DELAY_MS,
    },
    chartFiles: { workers: env.CHART_FILE_WORKERS, queue: env.CHART_FILE_QUEUE },
    seedDemoData: env.SEED_DEMO_DATA,
    auth: {
      externalIssuer: env.OIDC_ISSUER,
      issuer: env.OIDC_ISSUER ?? `${publicUrl}${EMBEDDED_ISSUER_PATH}`,
      clientId: env.OIDC_CLIENT_ID,
      audience: env.OIDC_AUDIENCE,
      rolesClaim: env.OIDC_ROLES_CLAIM,
      maxTokenLifetimeSeconds: env.OIDC_MAX_TOKEN_LIFETIME_SECONDS,
      issuerMailbox: env.NODE_ENV !== 'production' || env.ALLOW_ISSUER_MAILBOX,
      myAccountScopes: env.OIDC_MY_ACCOUNT_SCOPES?.split(' ') ?? (env.OIDC_ISSUER ? [] : [...MY_ACCOUNT_SCOPES]),
      authnApi: env.OIDC_ISSUER ? env.OIDC_AUTHN_API : true,
    },
    apiDocs: env.NODE_ENV !== 'production' || env.ALLOW_API_DOCS,
    refuseDemoPrices: env.NODE_ENV === 'production' && !env.ALLOW_DEMO_PRICES,
    apiBase: env.API_BASE,
    telemetryConnectionString: env.TELEMETRY_CONNECTION_STRING,
    faqUrl: env.FAQ_URL,
    debug: env.DEBUG,
    jira:
      env.JIRA_BASE_URL && env.JIRA_EMAIL && env.JIRA_API_TOKEN
        ? {
            kind: 'external',
            baseUrl: env.JIRA_BASE_URL.replace(/\/+$/, ''),
            email: env.JIRA_EMAIL,
            apiToken: env.JIRA_API_TOKEN,
            projectKey: env.JIRA_PROJECT_KEY,
            issueType: env.JIRA_ISSUE_TYPE,
          }
        : { kind: 'embedded', projectKey: env.JIRA_PROJECT_KEY, issueType: env.JIRA_ISSUE_TYPE },
    sap: {
      external:
        env.SAP_BASE_URL && env.SAP_USERNAME && env.SAP_PASSWORD
          ? {
              baseUrl: env.SAP_BASE_URL.replace(/\/+$/, ''),
              username: env.SAP_USERNAME,
              password: env.SAP_PASSWORD,
              client: env.SAP_CLIENT,
            }
          : undefined,
      salesOrderType: env.SAP_SALES_ORDER_TYPE,
      quotationType: env.SAP_QUOTATION_TYPE,
      safekeyMaterial: env.SAP_SAFEKEY_MATERIAL,
      priceConditionType: env.SAP_PRICE_CONDITION_TYPE,
      engravingTextId: env.SAP_ENGRAVING_TEXT_ID,
      headerNoteTextId: env.SAP_HEADER_NOTE_TEXT_ID,
      rejectionReason: env.SAP_REJECTION_REASON,
      chartedCustomerMessage: env.SAP_CHARTED_CUSTOMER_MESSAGE,
      timeoutMs: env.SAP_TIMEOUT_MS,
      statusCheckIntervalMs: env.SAP_STATUS_CHECK_INTERVAL_MS,
      standInSwitches: env.NODE_ENV !== 'production' || env.ALLOW_SAP_STANDIN_SWITCHES,
      standInCredentials: splitCredentials(env.SAP_STANDIN_CREDENTIALS),
    },
  };
}

import type { DisplayLocale, FeatureFlagName, LookupName } from '@keyplan/domain';

/**
 * Every query key of the web app, in one module: one feature's change can refresh another's
 * cache (a submission refreshes the order) without importing that feature. Keys nest, so
 * invalidating a prefix such as `customerSystems(ccid)` refreshes every key below it.
 */
export const queryKeys = {
  me: (subject: string | null) => ['auth', 'me', subject] as const,
  /** A lookup list in a language: the server names its items in the language asked (issue 48). */
  lookup: (name: LookupName, locale: DisplayLocale) => ['lookups', name, locale] as const,
  featureFlag: (name: FeatureFlagName) => ['features', name] as const,
  priceBook: (currency: string) => ['price-books', currency] as const,
  logo: (logoId: string | null) => ['logos', logoId] as const,
  customers: ['customers'] as const,
  /** One customer as Keyplan keeps them (their language on System Start, issue 48). */
  customer: (ccid: string) => ['customers', ccid, 'record'] as const,
  /** A customer a link names (e.g. into Reorder Locks). */
  linkedCustomer: (ccid: string | null) => ['customers', ccid, 'linked'] as const,
  customerSearch: (query: string, page: number, pageSize: number) =>
    ['customers', 'search', { query, page, pageSize }] as const,
  customerSystems: (ccid: string) => ['customers', ccid, 'systems'] as const,
  customerSystemsFiltered: (ccid: string, filter: object) => ['customers', ccid, 'systems', filter] as const,
  /** Under `customerSystems`, so that what refreshes the customer's systems refreshes these too. */
  installedLockSystems: (ccid: string) => ['customers', ccid, 'systems', 'installed'] as const,
  /** The running price of a reorder being built: the request is part of the key. */
  reorderPrice: (lockSystemId: string, request: object) => ['reorder-price', lockSystemId, request] as const,
  order: (orderId: string) => ['orders', orderId] as const,
  reviewAccess: (orderId: string) => ['review-access', orderId] as const,
  reviewResponses: (orderId: string) => ['review-responses', orderId] as const,
  foundSystems: (query: string) => ['found-systems', query] as const,
  guestPricing: (orderId: string) => ['guest-pricing', orderId] as const,
  guestKeyChart: (orderId: string) => ['guest-key-chart', orderId] as const,
  quoteRequirements: (orderId: string) => ['quote-requirements', orderId] as const,
  submission: (orderLockSystemId: string) => ['submission', orderLockSystemId] as const,
  statusHistory: (orderLockSystemId: string) => ['order-lock-systems', orderLockSystemId, 'status-history'] as const,
  engravingChanges: (orderLockSystemId: string) =>
    ['order-lock-systems', orderLockSystemId, 'engraving-changes'] as const,
  keyChartOfSystem: (orderLockSystemId: string) => ['order-lock-systems', orderLockSystemId, 'key-chart'] as const,
  keyChart: (orderLockSystemId: string, bittings: boolean) =>
    ['order-lock-systems', orderLockSystemId, 'key-chart', { bittings }] as const,
  viewSession: (credentialKey: string | null) => ['view-session', credentialKey] as const,
  adminAuditAll: ['admin', 'audit'] as const,
  adminAudit: (page: number, pageSize: number) => ['admin', 'audit', { page, pageSize }] as const,
  adminFeatureFlags: ['admin', 'feature-flags'] as const,
  adminPriceBooks: ['admin', 'price-books'] as const,
  /** The embedded issuer's accounts (issue 43; absent with an external issuer). */
  adminIssuerAccounts: ['admin', 'issuer-accounts'] as const,
  /** Every order: what a new price book version may have repriced. */
  orders: ['orders'] as const,
  adminKeyCodes: (blindCode: string) => ['admin', 'key-codes', blindCode] as const,
  adminBucketCapacity: (bucketType: string) => ['admin', 'bucket-capacity', bucketType] as const,
  adminLookupsAll: ['admin', 'lookups'] as const,
  adminLookup: (name: LookupName) => ['admin', 'lookups', name] as const,
  /** Every lookup list the app offers (under `lookup(name)`): what an admin's lookup edit refreshes. */
  lookups: ['lookups'] as const,
};

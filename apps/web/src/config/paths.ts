/**
 * Every route of the app (SPEC §2), in one place: `path` for the router, `getHref` for links.
 */
const route = (path: string) => ({ path, getHref: () => path }) as const;

/** A route with a token in its path, as the identity provider's emails link to it. */
const tokenRoute = (prefix: string) =>
  ({ path: `${prefix}/:token`, getHref: (token: string) => `${prefix}/${encodeURIComponent(token)}` }) as const;

export const paths = {
  home: route('/'),
  loginCallback: route('/login/callback'),
  authorize: route('/authorize'),
  /** The app's own sign-in page, through the provider's Authentication API (issue 43). */
  signIn: {
    path: '/signin',
    getHref: (returnTo?: string) =>
      returnTo && returnTo !== '/' ? `/signin?${new URLSearchParams({ returnTo }).toString()}` : '/signin',
  },
  resetPassword: tokenRoute('/signin/reset-password'),
  unlockAccount: tokenRoute('/signin/unlock'),
  customerSearch: route('/customer-search'),
  addCustomer: route('/add-customer'),
  systemAddOrEdit: route('/system-add-or-edit'),
  systemStart: route('/system-start'),
  keySystem: route('/key-system'),
  set: route('/set'),
  chartingFile: route('/charting-file'),
  submitSystem: route('/submit-system'),
  submitReview: route('/submit-review'),
  error: route('/error'),
  editEngraving: route('/edit-engraving'),
  reorderLocks: route('/reorder-locks'),
  admin: route('/admin'),
  account: route('/account'),
} as const;

export type AppPath = keyof typeof paths;

/**
 * The identity provider's MyAccount API scopes (Okta's names), each route needing one. The embedded
 * issuer grants them all to the web app; with an external provider, its administrators grant them
 * (README "My account").
 */
export const MY_ACCOUNT_SCOPE = {
  profileRead: 'okta.myAccount.profile.read',
  profileManage: 'okta.myAccount.profile.manage',
  emailRead: 'okta.myAccount.email.read',
  emailManage: 'okta.myAccount.email.manage',
  phoneRead: 'okta.myAccount.phone.read',
  phoneManage: 'okta.myAccount.phone.manage',
  passwordRead: 'okta.myAccount.password.read',
  passwordManage: 'okta.myAccount.password.manage',
} as const;

export type MyAccountScope = (typeof MY_ACCOUNT_SCOPE)[keyof typeof MY_ACCOUNT_SCOPE];

export const MY_ACCOUNT_SCOPES: readonly MyAccountScope[] = Object.values(MY_ACCOUNT_SCOPE);

/**
 * The identity provider's MyAccount API scopes (Okta's names), each route needing one. The embedded
 * issuer grants them all to the web app; with an external provider, its administrators grant them
 * (docs/features.md, "My account").
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

/** A link of a MyAccount answer with the HTTP methods it allows. */
interface MyAccountLink {
  href: string;
  hints: { allow: string[] };
}

/** Email and phone verification status; email role (SPEC §4). */
export type VerificationStatus = 'VERIFIED' | 'UNVERIFIED';
type EmailRole = 'PRIMARY' | 'SECONDARY';
/** Password factor states (SPEC §4): NOT_ENROLLED allows enroll; ACTIVE allows get, update and delete. */
type PasswordStatus = 'NOT_ENROLLED' | 'ACTIVE';

export interface MyAccountEmail {
  id: string;
  status: VerificationStatus;
  roles: EmailRole[];
  profile: { email: string };
  _links: Partial<Record<'self' | 'challenge' | 'verify' | 'poll', MyAccountLink>>;
}

export interface MyAccountEmailChallenge {
  id: string;
  status: VerificationStatus;
  expiresAt: string;
  profile: { email: string };
  _links: { verify: MyAccountLink; poll: MyAccountLink };
}

export interface MyAccountPhone {
  id: string;
  status: VerificationStatus;
  profile: { phoneNumber: string };
  _links: Partial<Record<'self' | 'challenge' | 'verify', MyAccountLink>>;
}

export interface MyAccountPassword {
  id: string;
  status: PasswordStatus;
  created?: string;
  lastUpdated?: string;
  _links: { self: MyAccountLink };
}

export interface MyAccountProfile {
  createdAt: string;
  modifiedAt: string;
  profile: Record<string, string | undefined>;
}

export interface MyAccountPropertySchema {
  title: string;
  type: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  permissions?: { principal: string; action: 'READ_WRITE' | 'READ_ONLY' | 'HIDE' }[];
}

export interface MyAccountProfileSchema {
  properties: Record<string, MyAccountPropertySchema>;
}

/** The provider's error object. */
export interface MyAccountErrorBody {
  errorCode: string;
  errorSummary: string;
  errorCauses?: { errorSummary: string }[];
}

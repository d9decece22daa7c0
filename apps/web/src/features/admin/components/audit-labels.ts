/** What the audit calls each kind of entity, in the words the admin screens use. */
const ENTITY_LABELS: Record<string, string> = {
  featureFlag: 'Feature flag',
  priceBook: 'Price book',
  lookupItem: 'Lookup item',
  sapStandIn: 'SAP stand-in',
  issuerAccount: 'Account',
  reviewAccess: 'Review access',
};

/** What was done, per entity kind: the same action word means different things (a flag's 'set'). */
const ACTION_LABELS: Record<string, string> = {
  set: 'Set',
  inForce: 'Put in force',
  newVersion: 'New version',
  add: 'Added',
  edit: 'Edited',
  retire: 'Retired',
  restore: 'Restored',
  arm: 'Armed',
  create: 'Created',
  removePassCode: 'Removed the pass code',
  unlock: 'Unlocked',
  sendPasswordReset: 'Sent a password reset link',
  setSignOnPolicy: 'Changed the sign-on policy',
  expirePassword: 'Expired the password',
};

/** The entity kind as a person reads it; an unknown kind as it is stored. */
export function entityLabel(entityType: string): string {
  return ENTITY_LABELS[entityType] ?? entityType;
}

/** The action as a person reads it; an unknown action as it is stored. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

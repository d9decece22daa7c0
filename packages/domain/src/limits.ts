/**
 * Every quantity and length limit, in one object: the server's schemas, the UI's `maxLength`
 * and its error messages all read from here. Quantity limits are the catalog's (`limits`).
 */
export const LIMITS = {
  masterKeysPerSystem: 99,
  lockSetsPerSystem: 2000,
  locksPerSystem: 100_000,
  numberOfSets: { min: 1, max: 500 },
  numberOfLocksPerSet: { min: 1, max: 100 },
  numberOfKeysPerLock: { min: 1, max: 10 },
  numberOfKeysPerSet: { min: 1, max: 50 },
  masterKeyNumberOfKeys: { min: 1, max: 50 },
  grandMasterKeyNumberOfKeys: { min: 0, max: 20 },
  additionalKeys: { min: 0, max: 50 },
  /** Add-on, reorder and modified-set counters of a lock set. */
  reorderCounter: { min: 0, max: 100_000 },
  nodeNameLength: 40,
  orderSystemNameLength: 60,
  orderPONumberLength: 35,
  commentsLength: 1000,
  sapNumberLength: 10,
  sapLineNumberLength: 6,
  customerNameLength: 80,
  streetLength: 80,
  cityLength: 40,
  regionLength: 40,
  postalCodeLength: 10,
  countryLength: 2,
  personNameLength: 40,
  emailLength: 241,
  phoneLength: 30,
  contactsPerCustomer: 10,
  /** Longest engraving line of any font: the absolute cap before the font's own limit. */
  engravingLineLength: 14,
  customerSearchPageSize: { default: 20, max: 100 },
  customerSearchQueryLength: 80,
  /** A lookup item's id (it appears in URLs and in every order that uses it) and its name and description. */
  lookupIdLength: 20,
  lookupNameLength: 60,
  lookupDescriptionLength: 200,
} as const;

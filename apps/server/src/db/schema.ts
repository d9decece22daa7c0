import type { ColumnType, Generated } from 'kysely';

/** Tables of the database, as Kysely sees them. Grows with each migration. */
export interface Database {
  help_tickets: HelpTicketTable;
  app_secrets: AppSecretTable;
  oidc_payloads: OidcPayloadTable;
  issuer_accounts: IssuerAccountTable;
  issuer_account_emails: IssuerAccountEmailTable;
  issuer_account_phones: IssuerAccountPhoneTable;
  issuer_challenges: IssuerChallengeTable;
  issuer_mailbox: IssuerMailboxTable;
  issuer_challenge_sends: IssuerChallengeSendTable;
  issuer_credential_changes: IssuerCredentialChangeTable;
  issuer_authn_transactions: IssuerAuthnTransactionTable;
  issuer_recovery_tokens: IssuerRecoveryTokenTable;
  issuer_session_tokens: IssuerSessionTokenTable;
  issuer_devices: IssuerDeviceTable;
  customers: CustomerTable;
  lookup_items: LookupItemTable;
  price_book_lock_bases: PriceBookLockBaseTable;
  price_book_extras: PriceBookExtraTable;
  quantity_tiers: QuantityTierTable;
  feature_flags: FeatureFlagTable;
  admin_audit: AdminAuditTable;
  price_book_versions: PriceBookVersionTable;
  orders: OrderTable;
  order_lock_systems: OrderLockSystemTable;
  grand_master_keys: GrandMasterKeyTable;
  master_keys: MasterKeyTable;
  lock_sets: LockSetTable;
  status_history: StatusHistoryTable;
  view_authorizations: ViewAuthorizationTable;
  review_pass_codes: ReviewPassCodeTable;
  customer_links_off: CustomerLinkOffTable;
  review_attempts: ReviewAttemptTable;
  sign_in_failures: SignInFailureTable;
  cache_versions: CacheVersionTable;
  cluster_jobs: ClusterJobTable;
  review_responses: ReviewResponseTable;
  logos: LogoTable;
  key_codes: KeyCodeTable;
  key_code_blocks: KeyCodeBlockTable;
  key_code_cells: KeyCodeCellTable;
  key_code_spares: KeyCodeSpareTable;
  lock_systems: LockSystemTable;
  submission_outbox: SubmissionOutboxTable;
  engraving_changes: EngravingChangeTable;
  quote_requirements: QuoteRequirementsTable;
  sap_sales_documents: SapSalesDocumentTable;
  sap_sales_document_items: SapSalesDocumentItemTable;
  sap_business_partners: SapBusinessPartnerTable;
  key_register_copies: KeyRegisterCopyTable;
  key_register_changes: KeyRegisterChangeTable;
  key_policies: KeyPolicyTable;
  key_register_proposals: KeyRegisterProposalTable;
  lost_key_remedies: LostKeyRemedyTable;
}

/** Booleans are stored as 0/1 integers on both dialects. */
export type Flag = number;
/** PostgreSQL answers bigint columns as strings; read them with Number(). */
export type BigIntColumn = ColumnType<string | number, number, number>;

export interface CustomerTable {
  ccid: string;
  name: string;
  /** Lowercased name and city, for case-insensitive search on both dialects. */
  name_search: string;
  street: string;
  city: string;
  city_search: string;
  region: string;
  postal_code: string;
  country: string;
  sales_area: string;
  contacts_json: string;
  created_at: string;
  /** Name, city, postal code and ccid folded (`customerSearchText`), indexed for "contains" (issue 44). */
  search_text: string;
  /** The customer's language, a Locale (issue 48). */
  language: Generated<string>;
}

interface LookupItemTable {
  lookup_name: string;
  item_id: string;
  position: number;
  data_json: string;
  /** When the item was retired: still read by the orders that use it, offered to no new choice (null: offered). */
  retired_at: string | null;
  /** Bumped by each admin edit; an edit names the version it started from. */
  version: Generated<number>;
}

interface PriceBookLockBaseTable {
  currency: string;
  lock_material_id: string;
  shackle_type_id: string;
  price_minor: number;
}

interface PriceBookExtraTable {
  currency: string;
  extra: string;
  price_minor: number;
}

interface QuantityTierTable {
  min_locks: number;
  discount_percent: number;
}

/** One admin change: who, when, which entity, its JSON before and after (issue 17). */
interface AdminAuditTable {
  id: Generated<number>;
  actor: string;
  at: string;
  entity_type: string;
  entity_id: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
}

/** An immutable price book version of one currency: lock bases, extras and tiers as JSON. */
export interface PriceBookVersionTable {
  id: Generated<number>;
  currency: string;
  version: number;
  effective_from: string;
  price_book_json: string;
  quantity_tiers_json: string;
  created_by: string;
  created_at: string;
}

interface FeatureFlagTable {
  name: string;
  enabled: Flag;
  updated_by: string;
  updated_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  order_id: string;
  order_type: number;
  ccid: string;
  sap_order_id: string | null;
  sap_order_number: string | null;
  sap_order_date: string | null;
  sap_line_number: string | null;
  quote_number: string | null;
  order_po_number: string;
  comments: string;
  order_system_name: string;
  total_price_minor: BigIntColumn | null;
  currency: string;
  sales_area: string;
  company_id: string;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** The quote this order was transferred from (decision 0010). */
  quote_number_for_transfer: ColumnType<string | null, string | null | undefined, string | null>;
}

interface OrderLockSystemTable {
  order_lock_system_id: string;
  order_id: string;
  position: number;
  status: number;
  system_bucket_type: string;
  /** The keying plan (JSON of the domain's KeyingPlan) of a master-keyed system once charted. */
  keying_plan_json: string | null;
  /** The customer's installed lock system this one built or adds to (set at submission as an order). */
  lock_system_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A reorder: adds to an installed system (SPEC `isAddToSystem`). */
  is_add_to_system: ColumnType<Flag, Flag | undefined, Flag>;
  /** A reorder's change keys cut to existing codes (JSON of the domain's ChangeKeyOrder[]), or null. */
  change_key_orders_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** The priced lines sent to SAP (JSON of the domain's PricedLines), from submission on; null for a draft. */
  submitted_price_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the completion check last read this system's SAP document (issue 12). */
  sap_status_checked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A customer's installed lock system (SPEC `lockSystemID`): created at its first submission as an order. */
export interface LockSystemTable {
  lock_system_id: string;
  ccid: string;
  name: string;
  bucket_type: string;
  first_order_lock_system_id: string;
  created_by: string;
  created_at: string;
}

interface KeyNodeColumns {
  order_lock_system_id: string;
  key_name: string;
  number_of_keys: number;
  color_id: string | null;
  engraved_key: Flag;
  key_text: string;
  add_to_system: Flag;
  add_to_key_id: string | null;
  additional_keys: number;
}

export interface GrandMasterKeyTable extends KeyNodeColumns {
  grand_master_key_id: string;
}

export interface MasterKeyTable extends KeyNodeColumns {
  master_key_id: string;
  position: number;
}

export interface LockSetTable {
  order_lock_system_id: string;
  lock_set_id: string;
  master_key_id: string | null;
  position: number;
  lock_set_name: string;
  key_option: string;
  number_of_sets: number;
  number_of_locks_per_set: number;
  number_of_locks: number;
  variable_sets_json: string | null;
  number_of_keys_per_lock: number;
  number_of_keys_per_set: number;
  body_material_id: string;
  shackle_material_id: string;
  color_id: string;
  engraved_lock: Flag;
  engraved_key: Flag;
  font_size: string | null;
  front_text1: string;
  front_text2: string;
  front_text3: string;
  back_text1: string;
  back_text2: string;
  back_text3: string;
  left_text1: string;
  left_text2: string;
  right_text1: string;
  right_text2: string;
  key_text: string;
  logo_front: string | null;
  logo_back: string | null;
  charted: Flag;
  sku: string;
  price_per_minor: number | null;
  add_on_locks_count: number;
  reorder_locks_count: number;
  qty_modified_sets_count: number;
  add_to_lock_set_id: string | null;
  add_to_set_number: number | null;
  /** Lockout/tagout settings (migration 0100); null when the set is not lockout/tagout. */
  lockout_json: string | null;
}

interface StatusHistoryTable {
  id: Generated<number>;
  order_lock_system_id: string;
  from_status: number | null;
  to_status: number;
  changed_by: string;
  changed_at: string;
  /** Why, when a person or SAP gave a reason (a cancellation, a failed send reopened). */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
}

interface ViewAuthorizationTable {
  key_hash: string;
  order_id: string;
  expires_at: BigIntColumn;
  created_at: string;
  /** How the guest got in ('passCode' or 'customerLink'); null for keys older than migration 0052. */
  via: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An order whose customer link staff turned off: who and when (issue 30). */
export interface CustomerLinkOffTable {
  order_id: string;
  turned_off_by: string;
  turned_off_at: string;
}

/** An order's current review pass code: its SHA-256 and last characters only (decision 0011). */
export interface ReviewPassCodeTable {
  order_id: string;
  code_hash: string;
  hint: string;
  created_by: string;
  created_at: string;
}

/** One attempt to open a review by pass code or customer link; failures are throttled. */
/** A wrong password at the embedded sign-in, counted by account and by address (decision 0031). */
interface SignInFailureTable {
  id: Generated<number>;
  /** `account:<canonical name>` or `address:<ip>`. */
  key: string;
  /** Epoch milliseconds. */
  at: BigIntColumn;
}

/** A counter bumped by each write to a cached table, read by every instance to drop stale copies (decision 0031). */
interface CacheVersionTable {
  name: string;
  version: number;
}

/** Background work that runs once across the cluster: who runs it until when, and when it is next due (decision 0031). */
interface ClusterJobTable {
  name: string;
  holder: string | null;
  /** ISO time the holder's lease ends; a holder that died is replaced after it. */
  running_until: string | null;
  /** ISO time the next round is due. */
  next_run_at: string;
}

interface ReviewAttemptTable {
  id: Generated<number>;
  /** As the caller gave it: guesses at orders that do not exist count too. */
  order_id: string;
  ip: string;
  succeeded: Flag;
  /** Epoch milliseconds. */
  at: BigIntColumn;
}

/** A customer's approval of, or comment on, an order. */
export interface ReviewResponseTable {
  id: Generated<number>;
  order_id: string;
  kind: 'approval' | 'comment';
  name: string;
  role: string;
  text: string;
  /** SHA-256 of the system as it was when the response was given. */
  fingerprint: string;
  created_at: string;
}

/** Tickets of the embedded Jira-compatible help desk. */
interface HelpTicketTable {
  id: Generated<number>;
  project_key: string;
  issue_key: string;
  summary: string;
  description: string;
  reporter_email: string | null;
  fields_json: string;
  created_at: string;
}

/** Generated secrets that must survive a restart (the embedded issuer's signing keys). */
interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** One stored object of the embedded OIDC provider (see oidc-payload.repository.ts). */
interface OidcPayloadTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Epoch milliseconds. */
  expires_at: number | null;
  consumed_at: number | null;
}

/** An account of the embedded issuer (migration 0090). */
export interface IssuerAccountTable {
  account_id: string;
  login: string;
  /** The MyAccount profile's properties as JSON (firstName, lastName, title, department). */
  profile_json: string;
  roles_json: string;
  /** `scrypt$<salt>$<hash>` in base64url; null: no password enrolled. */
  password_hash: string | null;
  password_created_at: string | null;
  password_updated_at: string | null;
  created_at: string;
  modified_at: string;
  /** Sign-on policy: a second factor after the password (migration 0105). */
  mfa_required: Generated<Flag>;
  /** The password must be changed at the next sign-in (migration 0105). */
  password_expired: Generated<Flag>;
}

export interface IssuerAccountEmailTable {
  id: string;
  account_id: string;
  email: string;
  /** PRIMARY or SECONDARY. */
  role: string;
  /** VERIFIED or UNVERIFIED. */
  status: string;
  created_at: string;
}

export interface IssuerAccountPhoneTable {
  id: string;
  account_id: string;
  phone_number: string;
  status: string;
  created_at: string;
}

/** A verification challenge of an email or phone; only the code's SHA-256 is kept. */
export interface IssuerChallengeTable {
  id: string;
  account_id: string;
  factor: 'email' | 'phone';
  factor_id: string;
  code_hash: string;
  /** Epoch milliseconds. */
  expires_at: number;
  failed_attempts: Generated<number>;
  verified_at: number | null;
  created_at: number;
}

/** Codes sent under one key (an account or an address) in the current window (migration 0106). */
interface IssuerChallengeSendTable {
  send_key: string;
  /** Epoch milliseconds. */
  window_start: number;
  sends: number;
  last_at: number;
}

/** When an account's password last changed: a sign-in before it is not recent (migration 0106). */
interface IssuerCredentialChangeTable {
  account_id: string;
  /** Epoch milliseconds. */
  changed_at: number;
}

/** What the embedded issuer would have sent by email, SMS or call. */
export interface IssuerMailboxTable {
  id: Generated<number>;
  account_id: string;
  channel: 'email' | 'sms' | 'call' | 'push';
  recipient: string;
  body: string;
  at: number;
}

/**
 * A transaction of the Authentication API (migration 0105), found by its state token's SHA-256.
 * The factor's code (or a push's approval token) is kept only as a SHA-256 too; `version` is
 * bumped by every change, and a change names the version it read.
 */
export interface IssuerAuthnTransactionTable {
  state_hash: string;
  /** Null for a recovery asked for an unknown name: it answers as any other, and no code ever fits. */
  account_id: string | null;
  status: string;
  recovery_type: string | null;
  factor_type: string | null;
  factor_id: string | null;
  code_hash: string | null;
  code_sent_at: BigIntColumn | null;
  code_expires_at: BigIntColumn | null;
  code_failures: Generated<number>;
  /** A push's answer: APPROVED or REJECTED; null while it waits. */
  push_result: string | null;
  device_hash: string | null;
  user_agent: string | null;
  version: Generated<number>;
  expires_at: BigIntColumn;
  created_at: BigIntColumn;
}

/** A one-time recovery token (password reset or unlock), kept as its SHA-256 (migration 0105). */
interface IssuerRecoveryTokenTable {
  token_hash: string;
  account_id: string;
  recovery_type: string;
  /** The admin who sent it; null when the person asked for it. */
  issued_by: string | null;
  expires_at: BigIntColumn;
  used_at: BigIntColumn | null;
  created_at: BigIntColumn;
}

/** A one-time session token, exchanged at the authorize endpoint (migration 0105). */
interface IssuerSessionTokenTable {
  token_hash: string;
  account_id: string;
  expires_at: BigIntColumn;
  used_at: BigIntColumn | null;
  created_at: BigIntColumn;
}

/** A device (its fingerprint's SHA-256) an account has signed in from (migration 0105). */
interface IssuerDeviceTable {
  account_id: string;
  fingerprint_hash: string;
  user_agent: string | null;
  first_seen_at: BigIntColumn;
  last_seen_at: BigIntColumn;
}

export interface LogoTable {
  logo_id: string;
  order_lock_system_id: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Uint8Array;
  created_by: string;
  created_at: string;
}

/**
 * One issued key code: a bitting of a bucket, unique in the bucket for ever, and the node it was
 * issued to: the GMK, a master key (node_id = GMK id for the uncut master slot of lock sets
 * directly under the GMK, key_symbol null), or a change key of a lock set (KA: per set; KD: per lock).
 */
export interface KeyCodeTable {
  id: Generated<number>;
  bucket_type: string;
  bitting: string;
  blind_code: string;
  ccid: string;
  order_lock_system_id: string;
  node_kind: 'grandMaster' | 'master' | 'change';
  node_id: string;
  set_number: number | null;
  lock_number: number | null;
  key_symbol: string | null;
  source: 'generated' | 'imported';
  issued_by: string;
  issued_at: string;
}

/**
 * A block of bittings reserved by a master-keyed lock of a system (decision 0014): the depths each
 * chamber accepts, as `formatBlock` writes them ('357.26.48.3.07.15'). Never deleted.
 */
export interface KeyCodeBlockTable {
  id: Generated<number>;
  bucket_type: string;
  ccid: string;
  order_lock_system_id: string;
  block: string;
  reserved_at: string;
  /** The smallest key cell holding the block (decision 0059); null for blocks reserved before cells. */
  cell: string | null;
}

/** A key cell of a bucket: held by one master-keyed system, shared by small ones, or drawn from by random codes (decision 0059). */
/** A master key reserved for a small system's growth in a shared key cell (decision 0059). */
interface KeyCodeSpareTable {
  id: Generated<number>;
  bucket_type: string;
  bitting: string;
  ccid: string;
  order_lock_system_id: string;
  reserved_at: string;
}

export interface KeyCodeCellTable {
  id: Generated<number>;
  bucket_type: string;
  cell: string;
  kind: 'master' | 'random' | 'shared';
  ccid: string | null;
  order_lock_system_id: string | null;
  /** 1 when a random cell has no bitting left. */
  full: Generated<number>;
  reserved_at: string;
}

/** One submission to SAP waiting, being sent, sent or failed (the transactional outbox, decision 0010). */
export interface SubmissionOutboxTable {
  id: Generated<number>;
  order_lock_system_id: string;
  /** 0 for the submission; engraving updates and the cancellation follow, sent in this order. */
  sequence: ColumnType<number, number | undefined, number>;
  order_id: string;
  kind: 'order' | 'quote' | 'lineUpdate' | 'engravingUpdate' | 'cancel';
  /** Sent to SAP with the document and looked up before every send, so nothing is created twice. */
  idempotency_reference: string;
  payload_json: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  locked_by: string | null;
  locked_until: string | null;
  last_error_code: string | null;
  last_error: string | null;
  sap_number: string | null;
  /** Who asked for a follow-up message (null for the submission, whose actor is in the status history). */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

/** One engraving field changed on a submitted system (issue 12), sent to SAP as outbox message `sequence`. */
export interface EngravingChangeTable {
  id: Generated<number>;
  order_lock_system_id: string;
  sequence: number;
  node_id: string;
  node_name: string;
  field: string;
  before_text: string;
  after_text: string;
  changed_by: string;
  changed_at: string;
}

/** Quote requirements (SPEC §3) of a quote's lock system, as JSON of the domain schema. */
interface QuoteRequirementsTable {
  order_lock_system_id: string;
  order_id: string;
  data_json: string;
  updated_by: string;
  updated_at: string;
}

/** A sales order or quotation of the embedded SAP stand-in; the header as OData JSON. */
interface SapSalesDocumentTable {
  id: Generated<number>;
  category: 'order' | 'quotation';
  document_number: string;
  header_json: string;
  reference: string | null;
  created_at: string;
}

interface SapSalesDocumentItemTable {
  category: 'order' | 'quotation';
  document_number: string;
  item_number: string;
  item_json: string;
}

/** A business partner of the embedded SAP stand-in, with its customer number and standard address. */
export interface SapBusinessPartnerTable {
  business_partner: string;
  customer: string;
  full_name: string;
  /** SAP's partner category: '1' a person, '2' an organization. */
  category: string;
  /** SAP's 2-character language key (ISO): 'EN', 'FR', 'ES'… */
  correspondence_language: string;
  street_name: string;
  house_number: string;
  city_name: string;
  region: string;
  postal_code: string;
  country: string;
}

/** A copy of a key of an installed system that someone recorded (issue 28); no row: not handed out. */
export interface KeyRegisterCopyTable {
  lock_system_id: string;
  key_symbol: string;
  copy_number: number;
  state: 'notHandedOut' | 'handedOut' | 'lost' | 'broken';
  holder_name: string | null;
  holder_department: string | null;
  holder_employee_id: string | null;
  issued_on: string | null;
  returned_on: string | null;
  reported_on: string | null;
  /** The change that handed it to its holder (its receipt). */
  hand_out_id: number | null;
  recorded_by: string;
  recorded_at: string;
}

/** One change to a copy of a key: who, when, the copy before and after (JSON of KeyCopySnapshot). */
export interface KeyRegisterChangeTable {
  id: Generated<number>;
  lock_system_id: string;
  key_symbol: string;
  copy_number: number;
  action: string;
  actor: string;
  at: string;
  note: string;
  proposed_by: string | null;
  before_json: string;
  after_json: string;
}

/** A customer's own key policy text, printed on key receipts. */
interface KeyPolicyTable {
  ccid: string;
  text: string;
  updated_by: string;
  updated_at: string;
}

/** A change a customer proposed to the register through their review access; the rep decides. */
export interface KeyRegisterProposalTable {
  id: Generated<number>;
  lock_system_id: string;
  order_id: string;
  key_symbol: string;
  copy_number: number;
  action_json: string;
  proposed_by: string;
  proposed_at: string;
  status: 'pending' | 'accepted' | 'declined';
  decided_by: string | null;
  decided_at: string | null;
  decision_note: string | null;
}

/** A remedy chosen for a lost key, and the reorder it became (issue 28). */
interface LostKeyRemedyTable {
  id: Generated<number>;
  lock_system_id: string;
  key_symbol: string;
  remedy: string;
  order_id: string;
  chosen_by: string;
  chosen_at: string;
  /** The other installed system whose locks the remedy replaces; null for the key's own (migration 0104). */
  replaces_lock_system_id: string | null;
}

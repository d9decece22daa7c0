import type { Migration } from 'kysely';
import { foundation } from './20261122-01-foundation.ts';
import { oidcPayloads } from './20261122-02-oidc-payloads.ts';
import { ordersAndCatalog } from './20261122-03-orders-and-catalog.ts';
import { logos } from './20261122-04-logos.ts';
import { keyCodes } from './20261122-05-key-codes.ts';
import { submissions } from './20261122-06-submissions.ts';
import { reviewPassCodes } from './20261122-07-review-pass-codes.ts';
import { customerSearchFolding } from './20261124-01-customer-search-folding.ts';
import { customerSearchSeparators } from './20261124-02-customer-search-separators.ts';
import { reviewResponses } from './20261124-03-review-responses.ts';
import { keyCodeBlocks } from './20261124-04-key-code-blocks.ts';
import { lockSystems } from './20261124-05-lock-systems.ts';
import { reorders } from './20261124-06-reorders.ts';
import { afterSubmission } from './20261125-01-after-submission.ts';
import { administration } from './20261125-02-administration.ts';
import { lookupRetirement } from './20261125-03-lookup-retirement.ts';
import { submittedPrices } from './20261126-01-submitted-prices.ts';
import { signInFailures } from './20261126-02-sign-in-failures.ts';
import { customerLinkSwitch } from './20261126-03-customer-link-switch.ts';
import { keyRegister } from './20261126-04-key-register.ts';
import { cacheVersions } from './20261126-05-cache-versions.ts';
import { clusterJobs } from './20261126-06-cluster-jobs.ts';
import { issuerAccounts } from './20261126-07-issuer-accounts.ts';
import { lostKeyRemedies } from './20261126-08-lost-key-remedies.ts';
import { lockoutTagout } from './20261126-09-lockout-tagout.ts';
import { remediesInOtherSystems } from './20261126-10-remedies-in-other-systems.ts';
import { authnTransactions } from './20261129-01-authn-transactions.ts';
import { myAccountIdentity } from './20261129-02-my-account-identity.ts';
import { customerSearchIndex } from './20261129-03-customer-search-index.ts';
import { keyCodeCells } from './20261129-04-key-code-cells.ts';
import { keyCodeSpares } from './20261129-05-key-code-spares.ts';
import { customerNameCover } from './20261129-06-customer-name-cover.ts';
import { keyCodeWrites } from './20261129-07-key-code-writes.ts';
import { sapBusinessPartners } from './20261129-08-sap-business-partners.ts';
import { customerLanguage } from './20261130-01-customer-language.ts';
import { lookupTranslations } from './20261130-02-lookup-translations.ts';

/**
 * Every migration, in the order they were written, which is their name order (issue 46): a new one
 * is named by the day it is written (`YYYYMMDD-NN-topic`) and appended here and to
 * `written-order.json`. Never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261122-01-foundation': foundation,
  '20261122-02-oidc-payloads': oidcPayloads,
  '20261122-03-orders-and-catalog': ordersAndCatalog,
  '20261122-04-logos': logos,
  '20261122-05-key-codes': keyCodes,
  '20261122-06-submissions': submissions,
  '20261122-07-review-pass-codes': reviewPassCodes,
  '20261124-01-customer-search-folding': customerSearchFolding,
  '20261124-02-customer-search-separators': customerSearchSeparators,
  '20261124-03-review-responses': reviewResponses,
  '20261124-04-key-code-blocks': keyCodeBlocks,
  '20261124-05-lock-systems': lockSystems,
  '20261124-06-reorders': reorders,
  '20261125-01-after-submission': afterSubmission,
  '20261125-02-administration': administration,
  '20261125-03-lookup-retirement': lookupRetirement,
  '20261126-01-submitted-prices': submittedPrices,
  '20261126-02-sign-in-failures': signInFailures,
  '20261126-03-customer-link-switch': customerLinkSwitch,
  '20261126-04-key-register': keyRegister,
  '20261126-05-cache-versions': cacheVersions,
  '20261126-06-cluster-jobs': clusterJobs,
  '20261126-07-issuer-accounts': issuerAccounts,
  '20261126-08-lost-key-remedies': lostKeyRemedies,
  '20261126-09-lockout-tagout': lockoutTagout,
  '20261126-10-remedies-in-other-systems': remediesInOtherSystems,
  '20261129-01-authn-transactions': authnTransactions,
  '20261129-02-my-account-identity': myAccountIdentity,
  '20261129-03-customer-search-index': customerSearchIndex,
  '20261129-04-key-code-cells': keyCodeCells,
  '20261129-05-key-code-spares': keyCodeSpares,
  '20261129-06-customer-name-cover': customerNameCover,
  '20261129-07-key-code-writes': keyCodeWrites,
  '20261129-08-sap-business-partners': sapBusinessPartners,
  '20261130-01-customer-language': customerLanguage,
  '20261130-02-lookup-translations': lookupTranslations,
};

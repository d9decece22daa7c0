import type { Migration } from 'kysely';
import { foundation } from './0001-foundation.ts';
import { oidcPayloads } from './0002-oidc-payloads.ts';
import { ordersAndCatalog } from './0003-orders-and-catalog.ts';
import { logos } from './0004-logos.ts';
import { keyCodes } from './0005-key-codes.ts';
import { submissions } from './0006-submissions.ts';
import { reviewPassCodes } from './0007-review-pass-codes.ts';
import { customerSearchFolding } from './0010-customer-search-folding.ts';
import { reviewResponses } from './0011-review-responses.ts';
import { keyCodeBlocks } from './0012-key-code-blocks.ts';
import { lockSystems } from './0013-lock-systems.ts';
import { reorders } from './0014-reorders.ts';
import { afterSubmission } from './0015-after-submission.ts';
import { administration } from './0016-administration.ts';
import { lookupRetirement } from './0017-lookup-retirement.ts';
import { submittedPrices } from './0050-submitted-prices.ts';
import { customerSearchSeparators } from './0051-customer-search-separators.ts';
import { customerLinkSwitch } from './0052-customer-link-switch.ts';
import { keyRegister } from './0060-key-register.ts';
import { lostKeyRemedies } from './0061-lost-key-remedies.ts';
import { signInFailures } from './0070-sign-in-failures.ts';
import { cacheVersions } from './0071-cache-versions.ts';
import { clusterJobs } from './0072-cluster-jobs.ts';
import { issuerAccounts } from './0090-issuer-accounts.ts';
import { lockoutTagout } from './0100-lockout-tagout.ts';
import { remediesInOtherSystems } from './0104-remedies-in-other-systems.ts';
import { authnTransactions } from './0105-authn-transactions.ts';
import { myAccountIdentity } from './0106-my-account-identity.ts';
import { customerSearchIndex } from './0107-customer-search-index.ts';
import { keyCodeCells } from './0108-key-code-cells.ts';
import { keyCodeSpares } from './0109-key-code-spares.ts';
import { customerNameCover } from './0110-customer-name-cover.ts';
import { keyCodeWrites } from './0111-key-code-writes.ts';

/** Every migration in order. Names sort lexically; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-oidc-payloads': oidcPayloads,
  '0003-orders-and-catalog': ordersAndCatalog,
  '0004-logos': logos,
  '0005-key-codes': keyCodes,
  '0006-submissions': submissions,
  '0007-review-pass-codes': reviewPassCodes,
  '0010-customer-search-folding': customerSearchFolding,
  '0011-review-responses': reviewResponses,
  '0012-key-code-blocks': keyCodeBlocks,
  '0013-lock-systems': lockSystems,
  '0014-reorders': reorders,
  '0015-after-submission': afterSubmission,
  '0016-administration': administration,
  '0017-lookup-retirement': lookupRetirement,
  '0050-submitted-prices': submittedPrices,
  '0051-customer-search-separators': customerSearchSeparators,
  '0052-customer-link-switch': customerLinkSwitch,
  '0060-key-register': keyRegister,
  '0061-lost-key-remedies': lostKeyRemedies,
  '0070-sign-in-failures': signInFailures,
  '0071-cache-versions': cacheVersions,
  '0072-cluster-jobs': clusterJobs,
  '0090-issuer-accounts': issuerAccounts,
  '0100-lockout-tagout': lockoutTagout,
  '0104-remedies-in-other-systems': remediesInOtherSystems,
  '0105-authn-transactions': authnTransactions,
  '0106-my-account-identity': myAccountIdentity,
  '0107-customer-search-index': customerSearchIndex,
  '0108-key-code-cells': keyCodeCells,
  '0109-key-code-spares': keyCodeSpares,
  '0110-customer-name-cover': customerNameCover,
  '0111-key-code-writes': keyCodeWrites,
};

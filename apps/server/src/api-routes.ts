import type { FastifyInstance } from 'fastify';
import type { Services } from './services.ts';
import { registerAdminRoutes, registerPriceBookAdminRoutes } from './routes/admin/index.ts';
import { registerLookupAdminRoutes } from './routes/admin/lookups.ts';
import { registerChartingRoutes } from './routes/charting/index.ts';
import { registerKeyCodeBucketRoutes } from './routes/charting/key-code-buckets.ts';
import { registerCustomerRoutes } from './routes/customers/index.ts';
import { registerLockSystemRoutes } from './routes/customers/lock-systems.ts';
import { registerSapCustomerLookupRoute } from './routes/customers/sap-lookup.ts';
import { registerDocumentRoutes } from './routes/documents/index.ts';
import { registerFeatureRoutes } from './routes/feature-flags/index.ts';
import { registerHelpRoutes } from './routes/help-desk/index.ts';
import { registerKeyRegisterRoutes } from './routes/key-register/index.ts';
import { registerLogoRoutes } from './routes/logos/index.ts';
import { registerLookupRoutes } from './routes/lookups/index.ts';
import { registerMeRoutes } from './routes/me/index.ts';
import { registerOrderRoutes } from './routes/orders/index.ts';
import { registerPricingRoutes } from './routes/pricing/index.ts';
import { registerReviewRoutes } from './routes/review/index.ts';
import { registerReviewResponseRoutes } from './routes/review/review-responses.ts';
import { registerAfterSubmissionRoutes } from './routes/submissions/after-submission.ts';
import { registerSubmissionRoutes } from './routes/submissions/index.ts';
import { registerViewRoutes } from './routes/view/index.ts';

/** Every route under the API base (`/api`): one line per resource, with the services the composition root made. */
export async function registerApiRoutes(api: FastifyInstance, services: Services): Promise<void> {
  registerMeRoutes(api);
  registerHelpRoutes(api, services.help);
  registerLookupRoutes(api, services.lookups);
  registerFeatureRoutes(api, services.featureFlags);
  registerCustomerRoutes(api, services.customers, services.orders);
  registerLockSystemRoutes(api, services);
  registerKeyRegisterRoutes(
    api,
    services.keyRegister,
    services.customers,
    services.keyRegisterProposals,
    services.lostKeys,
  );
  registerSapCustomerLookupRoute(api, services.sapCustomerLookup);
  registerOrderRoutes(api, services.orders);
  registerSubmissionRoutes(api, services.submissions, services.quotes);
  registerAfterSubmissionRoutes(api, services.afterSubmission);
  registerViewRoutes(api, services);
  registerReviewRoutes(api, services.review);
  registerReviewResponseRoutes(api, services.reviewResponses);
  registerPricingRoutes(api, services.pricing);
  registerDocumentRoutes(api, services.confirmations);
  await registerChartingRoutes(api, services.keyCharts);
  registerKeyCodeBucketRoutes(api, services.keyCodeBuckets);
  registerAdminRoutes(api, { search: services.adminSearch, featureFlags: services.featureFlags });
  registerPriceBookAdminRoutes(api, services.priceBooks);
  registerLookupAdminRoutes(api, services.lookupAdmin);
  await registerLogoRoutes(api, services.logos);
}

import type { FastifyInstance } from 'fastify';
import { registerHelpRoutes } from './help-desk/index.ts';
import { registerMeRoutes } from './me/index.ts';
import { registerCustomerRoutes } from './customers/index.ts';
import { registerLockSystemRoutes } from './customers/lock-systems.ts';
import { registerKeyRegisterRoutes } from './key-register/index.ts';
import { createKeyRegisterService } from '../key-register/key-register.service.ts';
import { createKeyRegisterProposals } from '../key-register/key-register-proposals.service.ts';
import { createLostKeyService } from '../key-register/lost-key.service.ts';
import { registerFeatureRoutes } from './feature-flags/index.ts';
import { registerLookupRoutes } from './lookups/index.ts';
import { registerOrderRoutes } from './orders/index.ts';
import { registerLogoRoutes } from './logos/index.ts';
import { registerPricingRoutes } from './pricing/index.ts';
import { createPriceBookService } from '../catalog/price-book.service.ts';
import { createKeyCodeBucketService } from '../charting/key-code-bucket.service.ts';
import { createAdminSearchService } from '../admin/admin-search.service.ts';
import { registerChartingRoutes } from './charting/index.ts';
import { registerDocumentRoutes } from './documents/index.ts';
import { registerKeyCodeBucketRoutes } from './charting/key-code-buckets.ts';
import { registerAdminRoutes, registerPriceBookAdminRoutes } from './admin/index.ts';
import { createLookupAdminService } from '../admin/lookup-admin.service.ts';
import { registerLookupAdminRoutes } from './admin/lookups.ts';
import { registerIssuerAccountAdminRoutes } from './admin/issuer-accounts.ts';
import type { IssuerAccountAdmin } from '../auth/embedded-issuer/authn/account-admin.service.ts';
import { createLogoService } from '../logos/logo.service.ts';
import { registerViewRoutes } from './view/index.ts';
import { registerSubmissionRoutes } from './submissions/index.ts';
import { registerSapFaultRoutes } from './submissions/sap-faults.ts';
import { createSapCustomerLookup } from '../customers/sap-customer-lookup.ts';
import { registerSapCustomerLookupRoute } from './customers/sap-lookup.ts';
import { createQuoteService } from '../submissions/quote.service.ts';
import { registerAfterSubmissionRoutes } from './submissions/after-submission.ts';
import { registerReviewRoutes } from './review/index.ts';
import { registerReviewResponseRoutes } from './review/review-responses.ts';
import { createReviewResponseService } from '../review/review-response.service.ts';
import { createGuestViewService } from '../review/guest-view.service.ts';
import { createReviewAccessService } from '../review/review-access.service.ts';
import type { HelpService } from '../help-desk/help.service.ts';
import type { LookupCache } from '../catalog/lookup-cache.ts';
import type { FeatureFlagService } from '../feature-flags/feature-flag.service.ts';
import type { CustomerService } from '../customers/customer.service.ts';
import type { OrderService } from '../orders/order.service.ts';
import type { SapClient } from '../sap/sap-client.ts';
import type { SubmissionService } from '../submissions/submission.service.ts';
import type { AfterSubmissionService } from '../submissions/after-submission.service.ts';
import type { SapStandInAdmin } from '../submissions/sap-stand-in-admin.service.ts';
import type { PriceBookAdminService } from '../admin/price-book-admin.service.ts';
import type { Db } from '../db/database.ts';

/** What the API's routes are built from: the services the app made once, and the database for the rest. */
export interface ApiServices {
  db: Db;
  publicUrl: string;
  helpService: HelpService;
  lookups: LookupCache;
  featureFlags: FeatureFlagService;
  customers: CustomerService;
  orders: OrderService;
  sapClient: SapClient;
  submissions: SubmissionService;
  afterSubmission: AfterSubmissionService;
  /** The SAP stand-in's switches, only when it runs and they are allowed. */
  sapFaults: SapStandInAdmin | undefined;
  priceBooks: PriceBookAdminService;
  /** The embedded issuer's account administration, only when it runs (no external issuer). */
  issuerAccounts?: IssuerAccountAdmin;
}

/** Every route under the API base (`/api`): one line per resource, its services made here or passed in. */
export async function registerApiRoutes(api: FastifyInstance, services: ApiServices): Promise<void> {
  const { db } = services;
  registerMeRoutes(api);
  registerHelpRoutes(api, services.helpService);
  registerLookupRoutes(api, services.lookups);
  registerFeatureRoutes(api, services.featureFlags);
  registerCustomerRoutes(api, services.customers, services.orders);
  registerLockSystemRoutes(api, db, services.customers);
  const keyRegister = createKeyRegisterService(db);
  registerKeyRegisterRoutes(
    api,
    keyRegister,
    services.customers,
    createKeyRegisterProposals(db, keyRegister),
    createLostKeyService(db, keyRegister),
  );
  registerSapCustomerLookupRoute(api, createSapCustomerLookup(db, services.sapClient));
  registerOrderRoutes(api, services.orders);
  registerSubmissionRoutes(api, services.submissions, createQuoteService(db));
  registerAfterSubmissionRoutes(api, services.afterSubmission);
  if (services.sapFaults) registerSapFaultRoutes(api, services.sapFaults);
  const logos = createLogoService(db);
  const review = createReviewAccessService(db, { publicUrl: services.publicUrl });
  registerViewRoutes(api, { orders: services.orders, review, guestView: createGuestViewService(db, logos) });
  registerReviewRoutes(api, review);
  registerReviewResponseRoutes(api, createReviewResponseService(db));
  registerPricingRoutes(api, createPriceBookService(db));
  registerDocumentRoutes(api, db);
  await registerChartingRoutes(api, db);
  registerKeyCodeBucketRoutes(api, createKeyCodeBucketService(db));
  registerAdminRoutes(api, { search: createAdminSearchService(db), featureFlags: services.featureFlags });
  registerPriceBookAdminRoutes(api, services.priceBooks);
  registerLookupAdminRoutes(api, createLookupAdminService(db, services.lookups));
  if (services.issuerAccounts) registerIssuerAccountAdminRoutes(api, services.issuerAccounts);
  await registerLogoRoutes(api, logos);
}

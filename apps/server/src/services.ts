import type { FastifyBaseLogger } from 'fastify';
import { createAdminSearchService } from './admin/admin-search.service.ts';
import { createLookupAdminService } from './admin/lookup-admin.service.ts';
import { createPriceBookActivationWorker } from './admin/price-book-activation.worker.ts';
import { createPriceBookAdminService } from './admin/price-book-admin.service.ts';
import { createLookupCache } from './catalog/lookup-cache.ts';
import { createPriceBookService } from './catalog/price-book.service.ts';
import { createKeyChartService } from './charting/key-chart.service.ts';
import { createKeyCodeBucketService } from './charting/key-code-bucket.service.ts';
import type { AppConfig } from './config/env.ts';
import type { SearchCustomers } from './customers/customer-search-thread.ts';
import { createCustomerService } from './customers/customer.service.ts';
import { createSapCustomerLookup } from './customers/sap-customer-lookup.ts';
import type { Db } from './db/database.ts';
import { createConfirmationService } from './documents/confirmation.service.ts';
import { createFeatureFlagService } from './feature-flags/feature-flag.service.ts';
import { createHelpService } from './help-desk/help.service.ts';
import { createJiraClient, type JiraConnection } from './help-desk/jira-client.ts';
import { createInstalledSystemService } from './lock-systems/installed-system.service.ts';
import { createKeyRegisterProposals } from './lock-systems/key-register/key-register-proposals.service.ts';
import { createKeyRegisterService } from './lock-systems/key-register/key-register.service.ts';
import { createLostKeyService } from './lock-systems/key-register/lost-key.service.ts';
import { createReorderService } from './lock-systems/reorder.service.ts';
import { createLogoService } from './logos/logo.service.ts';
import { createOrderService } from './orders/order.service.ts';
import { createSapReferenceCheck } from './orders/sap-reference-check.ts';
import { createGuestViewService } from './review/guest-view.service.ts';
import { createReviewAccessService } from './review/review-access.service.ts';
import { createReviewResponseService } from './review/review-response.service.ts';
import { createSapClient, type SapConnection } from './sap/sap-client.ts';
import { createAfterSubmissionService } from './submissions/after-submission.service.ts';
import { createQuoteService } from './submissions/quote.service.ts';
import { createSapStatusWorker } from './submissions/sap-status.worker.ts';
import { createSapSender } from './submissions/sap-sender.ts';
import { createSubmissionService } from './submissions/submission.service.ts';
import { createSubmissionWorker, type SubmissionWorkerOptions } from './submissions/submission.worker.ts';
import type { Telemetry } from '@keyplan/domain';

export interface ServiceOptions {
  config: AppConfig;
  log: FastifyBaseLogger;
  telemetry: Telemetry;
  /** How SAP and Jira are reached: the configured systems, or their stand-ins. */
  sapConnection: SapConnection;
  jiraConnection: JiraConnection;
  /** Customer search in a thread of its own (SQLite files), else in this one. */
  customerSearch?: SearchCustomers;
  submissionWorker?: SubmissionWorkerOptions;
}

/**
 * The composition root (decision 0067): every service and worker of the app, each built once
 * from the database and the configuration. Routes receive these; no route opens the database.
 */
export function createServices(db: Db, options: ServiceOptions) {
  const { config, log, telemetry } = options;
  const { sap } = config;
  const featureFlags = createFeatureFlagService(db);
  const lookups = createLookupCache(db, { staleMs: config.cluster.cacheStaleMs });
  const sapClient = createSapClient(options.sapConnection);
  const orders = createOrderService(db, featureFlags, { sapReferences: createSapReferenceCheck(sapClient) });

  // The worker renews its lease while a send lasts, so the lease only bounds how long a dead worker's rows wait.
  const submissionWorker = createSubmissionWorker(db, createSapSender(sapClient, sap), log, {
    telemetry,
    ...options.submissionWorker,
  });
  const sapStatusWorker = createSapStatusWorker(db, sapClient, log, { intervalMs: sap.statusCheckIntervalMs });
  const priceBooks = createPriceBookAdminService(db);
  const priceBookActivation = createPriceBookActivationWorker(db, priceBooks, log);

  const keyRegister = createKeyRegisterService(db);
  const logos = createLogoService(db);
  const services = {
    featureFlags,
    lookups,
    orders,
    priceBooks,
    logos,
    keyRegister,
    help: createHelpService({
      jira: createJiraClient(options.jiraConnection),
      projectKey: config.jira.projectKey,
      issueType: config.jira.issueType,
      telemetry,
    }),
    customers: createCustomerService(db, options.customerSearch),
    sapCustomerLookup: createSapCustomerLookup(db, sapClient),
    submissions: createSubmissionService(db, submissionWorker, featureFlags, {
      chartedCustomerMessage: sap.chartedCustomerMessage,
    }),
    afterSubmission: createAfterSubmissionService(db, submissionWorker, { rejectionReason: sap.rejectionReason }),
    quotes: createQuoteService(db),
    installedSystems: createInstalledSystemService(db),
    reorders: createReorderService(db),
    keyRegisterProposals: createKeyRegisterProposals(db, keyRegister),
    lostKeys: createLostKeyService(db, keyRegister),
    review: createReviewAccessService(db, { publicUrl: config.publicUrl }),
    guestView: createGuestViewService(db, logos),
    reviewResponses: createReviewResponseService(db),
    pricing: createPriceBookService(db),
    confirmations: createConfirmationService(db),
    keyCharts: createKeyChartService(db),
    keyCodeBuckets: createKeyCodeBucketService(db),
    adminSearch: createAdminSearchService(db),
    lookupAdmin: createLookupAdminService(db, lookups),
  };
  return { services, workers: { submissionWorker, sapStatusWorker, priceBookActivation } };
}

export type Services = ReturnType<typeof createServices>['services'];

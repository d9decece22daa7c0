import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { shutDown } from './shutdown.ts';
import { createPriceBookService } from './catalog/price-book.service.ts';
import { logsWritten, reopenLogs } from './plugins/log-destination.ts';
import { whileStarting } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './stand-ins/oidc-issuer/demo-accounts.ts';
import { demoSapOrders } from './stand-ins/sap/sap-demo-orders.ts';

/** Starts Keyplan: validates the environment, migrates the database and listens. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const built = await buildApp(config);
  const { app, sapStandIn } = built;
  if (sapStandIn && config.seedDemoData) {
    // Instances started together on one empty database: one makes SAP's own documents, the others
    // wait, then find them made (each is made only where SAP lacks its number).
    await whileStarting(built.db, async () => {
      for (const order of demoSapOrders(config.sap.safekeyMaterial)) await sapStandIn.createSapMadeOrder(order);
    });
  }
  for (const standIn of config.embeddedInProduction) {
    app.log.warn(`PRODUCTION IS RUNNING A STAND-IN: ${standIn}. Configure the real system to stop this.`);
  }
  const demoPrices = await createPriceBookService(built.db).demoPricesWarning();
  if (demoPrices) app.log.warn(demoPrices);
  await app.listen({ host: config.host, port: config.port });

  // What a person needs to start, as log lines like every other line on stdout (issue 46).
  app.log.info({ url: config.publicUrl }, `Keyplan is running at ${config.publicUrl}`);
  if (!config.auth.externalIssuer) {
    const accounts = DEMO_ACCOUNTS.map((account) => ({ email: account.email, roles: account.roles }));
    const listed = accounts
      .map(
        (account) =>
          `${account.email} (${account.roles.length > 0 ? account.roles.join(', ') : 'no staff role: refused'})`,
      )
      .join(', ');
    app.log.info(
      { issuer: config.auth.issuer, password: DEMO_PASSWORD, accounts },
      `Embedded sign-in at ${config.auth.issuer}, demo accounts (password ${DEMO_PASSWORD}): ${listed}`,
    );
  }
  if (config.jira.kind === 'embedded') app.log.info('Help desk: embedded Jira stand-in (tickets kept in the database)');
  if (sapStandIn && config.seedDemoData)
    app.log.info(
      'SAP: embedded stand-in; orders 880001-880004 (customers 100001-100004) have a Safekey line 10 made in SAP',
    );
  app.log.info({ url: `${config.publicUrl}/docs` }, `API documentation at ${config.publicUrl}/docs`);

  let stopping = false;
  /**
   * SIGTERM drains (see shutDown): `/readyz` answers 503 for SHUTDOWN_READINESS_DELAY_MS before the
   * listener closes. SIGINT is a person at a terminal (Ctrl-C): no balancer to tell, no delay. A
   * shutdown that hangs past twice the grace (and the delay) ends the process anyway. The log lines
   * get what is left of the delay and the grace to be written: a stalled reader of standard output
   * holds the process no longer (decision 0066).
   */
  const shutdown = async (signal: 'SIGINT' | 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    const signalled = Date.now();
    const { shutdownGraceMs: graceMs } = config.cluster;
    const readinessDelayMs = signal === 'SIGTERM' ? config.cluster.shutdownReadinessDelayMs : 0;
    app.log.info({ signal, graceMs, readinessDelayMs }, 'shutting down: draining');
    const force = setTimeout(
      () => {
        app.log.error('shutdown did not finish in twice the grace; exiting anyway');
        void logsWritten(1000).then(() => process.exit(1));
      },
      2 * graceMs + readinessDelayMs + 1000,
    );
    force.unref();
    await shutDown(built, graceMs, readinessDelayMs);
    app.log.info('shut down');
    await logsWritten(Math.max(1000, signalled + readinessDelayMs + graceMs - Date.now()));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Log rotation, when standard output is a file: it is reopened at its path (decision 0066).
  process.on('SIGUSR2', () => {
    try {
      if (reopenLogs() > 0) app.log.info('log file reopened');
    } catch (error) {
      app.log.warn({ err: error }, 'the log file could not be reopened: logging goes on in the old one');
    }
  });
}

main().catch((error: unknown) => {
  console.error('Keyplan failed to start:', error);
  void logsWritten(1000).then(() => process.exit(1));
});

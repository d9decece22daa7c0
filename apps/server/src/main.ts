import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { shutDown } from './shutdown.ts';
import { whileStarting } from './db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth/embedded-issuer/demo-accounts.ts';
import { demoSapOrders } from './sap/embedded/sap-demo-orders.ts';

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
  await app.listen({ host: config.host, port: config.port });

  const lines = [`Keyplan is running at ${config.publicUrl}`];
  if (!config.auth.externalIssuer) {
    lines.push(`Embedded sign-in at ${config.auth.issuer} with these demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `  ${account.email.padEnd(20)} ${account.roles.length > 0 ? account.roles.join(', ') : 'no staff role (is refused)'}`,
      );
    }
  }
  if (config.jira.kind === 'embedded') lines.push('Help desk: embedded Jira stand-in (tickets kept in the database)');
  if (sapStandIn && config.seedDemoData)
    lines.push(
      'SAP: embedded stand-in; orders 880001-880004 (customers 100001-100004) have a Safekey line 10 made in SAP',
    );
  lines.push(`API documentation at ${config.publicUrl}/docs`);
  console.log(lines.join('\n'));

  let stopping = false;
  /**
   * SIGTERM drains (see shutDown): `/readyz` answers 503 for SHUTDOWN_READINESS_DELAY_MS before the
   * listener closes. SIGINT is a person at a terminal (Ctrl-C): no balancer to tell, no delay. A
   * shutdown that hangs past twice the grace (and the delay) ends the process anyway.
   */
  const shutdown = async (signal: 'SIGINT' | 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    const { shutdownGraceMs: graceMs } = config.cluster;
    const readinessDelayMs = signal === 'SIGTERM' ? config.cluster.shutdownReadinessDelayMs : 0;
    app.log.info({ signal, graceMs, readinessDelayMs }, 'shutting down: draining');
    const force = setTimeout(
      () => {
        app.log.error('shutdown did not finish in twice the grace; exiting anyway');
        process.exit(1);
      },
      2 * graceMs + readinessDelayMs + 1000,
    );
    force.unref();
    await shutDown(built, graceMs, readinessDelayMs);
    app.log.info('shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Keyplan failed to start:', error);
  process.exit(1);
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { openDatabase } from './db/client';
import { shutDown } from './http/graceful-shutdown';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config.database);
  const webRoot = fileURLToPath(new URL('../web', import.meta.url));
  const app = await buildApp({
    config,
    database,
    webRoot: existsSync(`${webRoot}/index.html`) ? webRoot : undefined,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    process.exit(await shutDown(app, () => database.close(), config.shutdownTimeoutMs));
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const lines = [
    `Radio Taxi in ascolto su ${shown} (${Math.round(performance.now() - startedAt)} ms)`,
    `Database: ${database.description}`,
    config.admin.generated
      ? `Password amministratore generata per questo avvio: ${config.admin.password}  (impostare ADMIN_PASSWORD per fissarla)`
      : 'Password amministratore: da ADMIN_PASSWORD',
  ];
  // Printed plainly (not as JSON log lines) because a person reads them at start.
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const warning of startupWarnings(config)) {
    // Both: the standard error a person watches, and the log a collector keeps.
    process.stderr.write(`\n${'!'.repeat(78)}\n${warning}\n${'!'.repeat(78)}\n\n`);
    app.log.warn(warning);
  }
}

main().catch((err: unknown) => {
  console.error('Avvio non riuscito:', err);
  process.exit(1);
});

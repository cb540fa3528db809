import { buildApp, DEFAULT_WEB_DIST } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { createFileStore } from './platform/files/index.ts';
import { seedOnFirstStart } from './platform/startup/first-start.ts';
import { printDemoLoginLinks } from './platform/startup/login-banner.ts';
import { loginLinkRoutes } from './platform/startup/login-link-routes.ts';

/**
 * Starts the portal: opens, migrates and (the first time) seeds the database, then serves. `webBuild` is a build of
 * the web app still running (npm start's, scripts/start.mjs): the database work does not need it, so the two run
 * side by side and only the app, which reads the build's index.html, waits for it.
 */
export async function startPortal(options: { webBuild?: Promise<void> } = {}): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedOnFirstStart(
    database.db,
    config.SEED_DEMO,
    config.BUSINESS_TZ,
    createFileStore(config),
  );
  await options.webBuild;

  const app = await buildApp({ config, database, webDist: DEFAULT_WEB_DIST });
  const demoLinks = config.SEED_DEMO && config.NODE_ENV !== 'production';
  if (demoLinks) await app.register(loginLinkRoutes);

  const shutdown = async (): Promise<void> => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Portal ready on ${config.PUBLIC_URL} in ${Math.round(performance.now() - started)} ms${seeded ? ' (database created and seeded)' : ''}`,
  );
  // Last, after every log line of the start, so the links are what the terminal shows.
  if (demoLinks) await printDemoLoginLinks(app.ctx);
}

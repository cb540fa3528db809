import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';

/**
 * Starts the portal: opens, migrates and (the first time) seeds the database, then serves. `webBuild` is a build of
 * the web app still running (npm start's, scripts/start.mjs): the database work does not need it, so the two run
 * side by side and only the app, which reads the build's index.html, waits for it.
 */
export async function startPortal(options: { webBuild?: Promise<void> } = {}): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // The embedded database opens on its own thread while this one loads the rest of the server (imported here, not
  // above, so that it loads after the opening has begun).
  const opening = openDatabase(config);
  // Its failure is thrown where it is awaited, below; not reported as unhandled while the imports run.
  opening.catch(() => undefined);
  const [{ buildApp, DEFAULT_WEB_DIST }, { createFileStore }, { seedOnFirstStart }, banner, links] =
    await Promise.all([
      import('./app.ts'),
      import('./platform/files/index.ts'),
      import('./platform/startup/first-start.ts'),
      import('./platform/startup/login-banner.ts'),
      import('./platform/startup/login-link-routes.ts'),
    ]);
  const database = await opening;
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
  if (demoLinks) await app.register(links.loginLinkRoutes);

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
  if (demoLinks) await banner.printDemoLoginLinks(app.ctx);
}

import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db/client.ts';
import { SERVER_DIR } from './platform/paths.ts';
import { registerAccessControl } from './platform/http/access.ts';
import { registerOriginCheck } from './platform/http/origin-check.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createLandingPages, injectFetch, loadLandingRender } from './platform/http/landing-pages.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/http/error-handler.ts';
import { bookingRequestRoutes } from './modules/booking-requests/routes.ts';
import { requestWorkbenchRoutes } from './modules/booking-requests/workbench-routes.ts';
import { requestImportRoutes } from './modules/booking-requests/import-routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { checklistRoutes } from './modules/checklists/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { startUploadSweeper } from './modules/booking-requests/uploads.ts';
import { startVacuumJob } from './platform/db/maintenance.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { publicConfig } from './modules/public-config/service.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { loadListRoutes } from './modules/load-lists/routes.ts';
import { rateRoutes } from './modules/rates/routes.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { scheduleRoutes } from './modules/schedules/routes.ts';
import { specialOfferRoutes } from './modules/special-offers/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { sideChargeRoutes } from './modules/side-charges/routes.ts';
import { tagRoutes } from './modules/tags/routes.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { adminRoutes } from './modules/admins/routes.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { vesselVoyageRoutes } from './modules/vessel-voyages/routes.ts';
import { reassignmentRuleRoutes } from './modules/reassignment-rules/routes.ts';
import { paymentConfigRoutes } from './modules/payment-confirmation-configs/routes.ts';
import { startTaskAnnouncer } from './modules/tasks/job.ts';
import { dcsaScheduleRoutes } from './modules/schedules/dcsa/routes.ts';
import { devMailboxRoutes } from './modules/session/dev-mailbox-routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { vesselAllocationRoutes } from './modules/vessel-allocations/routes.ts';
import { registerSessionResolution } from './platform/auth/session-plugin.ts';
import { startMailSender } from './platform/mail/sender.ts';
import { startOrphanSweeper } from './platform/files/orphan-sweep.ts';
import { createFileStore } from './platform/files/index.ts';
import multipart from '@fastify/multipart';
import { createEventBus } from './platform/events/bus.ts';
import { ShortRequestLog } from './platform/http/request-log.ts';
import pretty from 'pino-pretty';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the built web app from this folder (production start). */
  webDist?: string | undefined;
}

export const DEFAULT_WEB_DIST = resolve(SERVER_DIR, '../web/dist');

/** Builds the Fastify instance: external plugins, then platform plugins, then module routes. */
export async function buildApp({ config, database, webDist }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(config.NODE_ENV === 'development'
              ? {
                  // In-process and synchronous, so the start-up banner printed after "ready" comes last.
                  stream: pretty({
                    sync: true,
                    singleLine: true,
                    ignore: 'pid,hostname,reqId',
                    translateTime: 'HH:MM:ss',
                  }),
                }
              : {}),
          },
    logController: new ShortRequestLog(),
    // Only named proxies may say who the client is; otherwise any caller could pick its address (login limits).
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const events = await createEventBus(database, app.log);
  const ctx: AppContext = { config, database, db: database.db, events, files: createFileStore(config) };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => events.close());

  await registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);
  await app.register(cookie);
  // Every upload endpoint takes one file; a second one is refused (read-upload.ts), never dropped.
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Freight Portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  registerAccessControl(app);
  registerSessionResolution(app);

  await app.register(healthRoutes);
  await app.register(eventRoutes);
  await app.register(publicConfigRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(clientRoutes);
  await app.register(userRoutes);
  await app.register(referenceRoutes);
  await app.register(scheduleRoutes);
  await app.register(quoteRoutes);
  await app.register(rateRoutes);
  await app.register(specialOfferRoutes);
  await app.register(bookingRequestRoutes);
  await app.register(requestWorkbenchRoutes);
  await app.register(requestImportRoutes);
  await app.register(bookingRoutes);
  await app.register(checklistRoutes);
  await app.register(activityRoutes);
  await app.register(documentRoutes);
  await app.register(tagRoutes);
  await app.register(notificationRoutes);
  await app.register(teamRoutes);
  await app.register(adminRoutes);
  await app.register(auditRoutes);
  await app.register(accountRoutes);
  await app.register(sideChargeRoutes);
  await app.register(loadListRoutes);
  await app.register(taskRoutes);
  await app.register(paymentRoutes);
  await app.register(vesselVoyageRoutes);
  await app.register(reassignmentRuleRoutes);
  await app.register(paymentConfigRoutes);
  await app.register(dcsaScheduleRoutes);
  await app.register(vesselAllocationRoutes);
  if (config.DEV_MAILBOX && config.NODE_ENV !== 'production') await app.register(devMailboxRoutes);

  if (config.NODE_ENV !== 'test') {
    const sweeper = startUploadSweeper(app.ctx, app.log);
    app.addHook('onClose', async () => sweeper.stop());
    // Files no row names (a commit that failed after the file was stored), once they are hours old.
    const orphans = startOrphanSweeper(app.ctx, app.log);
    app.addHook('onClose', async () => orphans.stop());
    // The embedded database has no autovacuum: without it index-only scans and fresh statistics never happen.
    const vacuum = startVacuumJob(database, app.log);
    app.addHook('onClose', async () => vacuum.stop());
    // Date-driven tasks that appear on My Day are announced to the live streams (modules/tasks/job.ts).
    const announcer = startTaskAnnouncer(app.ctx, app.log);
    app.addHook('onClose', async () => announcer.stop());
  }

  if (config.SMTP_URL) {
    const sender = startMailSender(database.db, {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
    });
    app.addHook('onClose', async () => sender.stop());
  }

  if (webDist && existsSync(webDist)) {
    const assets = join(resolve(webDist), 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // '/' is the home page, which the route below may render on the server.
      index: false,
      // The build writes .br and .gz beside each file; they are sent as they are, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Hashed file names change with their content, so browsers may keep them for a year; index.html names
        // the current ones and must be asked for again on every visit.
        reply.header(
          'cache-control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const render = await loadLandingRender(join(webDist, '..', 'dist-ssr', 'entry-server.js'));
    const landing =
      render &&
      createLandingPages({
        shellFile: join(webDist, 'index.html'),
        render,
        config: () => publicConfig(config),
        fetchApi: injectFetch(app),
        log: app.log,
      });
    // Client-side routes: every non-API GET that is not a file gets the app shell, the landing pages rendered.
    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: `No such address: ${request.url}` });
      }
      if (landing && (await landing.send(request, reply))) return reply;
      return reply.sendFile('index.html');
    });
  }

  return app;
}

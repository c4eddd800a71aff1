import path from 'node:path';
import { fileURLToPath } from 'node:url';
import underPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobRunnerOptions } from './db/job-queue';
import { openReadingAtLength, type ReadingAtLength } from './db/reading-at-length';
import { logSerializers } from './lib/log-serializers';
import { accrualRoutes, startAccrualWorker } from './modules/accruals';
import { apiTokenRoutes } from './modules/api-tokens';
import { auditRoutes } from './modules/audit';
import { authRoutes, createRelyingParty, resolveApiToken, resolveSession } from './modules/auth';
import { calendarRoutes, startPeriodCloseWorker } from './modules/calendar';
import { calendarFeedRoutes } from './modules/calendar-feeds';
import { catalogRoutes } from './modules/catalog';
import { csvRoutes } from './modules/csv';
import { engagementBudgetRoutes } from './modules/engagement-budgets';
import { engagementRoutes } from './modules/engagements';
import { insightRoutes } from './modules/insights';
import { createMailer, devOutboxRoutes, startMailWorker } from './modules/mail';
import { notificationRoutes } from './modules/notifications';
import { officeRoutes } from './modules/offices';
import { peopleRoutes } from './modules/people';
import { biReportRoutes } from './modules/powerbi';
import { reminderRoutes, startReminderWorker } from './modules/reminders';
import { queueReportExport, reportExportRoutes, startReportExportWorkers } from './modules/report-exports';
import { reportRoutes } from './modules/reports';
import { scimRoutes } from './modules/scim';
import { standInRoutes, startStandInDigestWorker } from './modules/stand-ins';
import { systemRoutes } from './modules/system';
import { teamRoutes } from './modules/team';
import { timeOffRoutes } from './modules/time-off';
import { timesheetRoutes } from './modules/timesheets';
import { utilizationTargetRoutes } from './modules/utilization-targets';
import { createWebhookSender, webhookRoutes } from './modules/webhooks';
import { access, accessPlugin } from './plugins/access';
import { devIdentityProvider } from './plugins/dev-identity-provider';
import {
  answerFrameworkError,
  errorsPlugin,
  MAX_PARAM_LENGTH,
  OVERLOADED_RETRY_AFTER_SECONDS,
  OverloadedError,
} from './plugins/errors';
import { runJobWorkers, type StartWorker } from './plugins/job-workers';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiPlugin } from './plugins/openapi';
import { requestOriginPlugin } from './plugins/request-origin';
import { csrfPlugin, securityHeadersPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { staticWebPlugin } from './plugins/static-web';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Where logs go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** Where the built web app is; null serves the API alone. */
  webRoot?: string | null;
  /** Lets tests route the relying party's calls to the identity provider through `app.inject`. */
  oidcFetch?: typeof fetch;
  /** Lets tests route the Power BI client's calls (Entra ID and the Power BI REST API) to a local stand-in. */
  powerBiFetch?: typeof fetch;
  /**
   * Runs the job queue's workers (the notification emails) in this app: server.ts does; a test app only when
   * it asks, so most tests start no worker. Jobs are queued by any app either way.
   */
  jobs?: JobRunnerOptions;
  /**
   * Where reports, Insights and the audit browser read: by default the replica of `config.databaseReplica`
   * while it is fit, else `database`. The app starts and stops it.
   */
  readingAtLength?: ReadingAtLength;
}

export function defaultWebRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/app.ts and dist/server.js both sit one level below apps/server.
  return path.resolve(here, '../../web/dist');
}

/**
 * How long after the app is ready the event loop's lag alone sheds no request: @fastify/under-pressure samples
 * once a second, so its first sample after the start still holds the start's own work (seen as a second of
 * 503s from a fresh embedded server on a busy machine). Two samples and some slack.
 */
export const STARTUP_LAG_GRACE_MS = 2_500;

/** Fastify's option for the configured proxies: a hop count becomes "the nearest n addresses". */
function trustedProxies(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Builds the whole app as a Fastify instance; server.ts listens, tests inject. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers, stream: options.logStream },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Hook order is registration order: headers first (so every answer has them), then the host the request
  // names, then load shedding (before any database work), then who is asking, then whether they may, then
  // the CSRF rule; body parsing and validation come after all of these.
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config, db: database.db });
  await app.register(requestOriginPlugin, { config });
  let readySince: number | undefined;
  app.addHook('onReady', async () => {
    readySince = Date.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.overload.maxEventLoopDelayMs,
    maxEventLoopUtilization: config.overload.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: config.overload.maxHeapUsedBytes,
    retryAfter: OVERLOADED_RETRY_AFTER_SECONDS,
    // The lag of the app's own start (its routes compiled, the job queue started; on the embedded database,
    // statements that run in this thread) is not load: until its samples have passed, lag alone sheds nothing.
    pressureHandler: async (_request, reply, type) => {
      const starting = readySince === undefined || Date.now() - readySince < STARTUP_LAG_GRACE_MS;
      if (type === TYPE_EVENT_LOOP_DELAY && starting) return;
      reply.header('retry-after', OVERLOADED_RETRY_AFTER_SECONDS);
      throw new OverloadedError();
    },
  });
  await app.register(sessionsPlugin, {
    config,
    db: database.db,
    resolveApiToken: (secret) => resolveApiToken({ db: database.db }, secret),
    resolveSession: (token) =>
      resolveSession(
        { db: database.db, sessionIdleMs: config.sessionIdleMs, sessionMaxAgeMs: config.sessionMaxAgeMs },
        token,
      ),
  });
  await app.register(accessPlugin);
  await app.register(csrfPlugin, { config });
  await app.register(jsonBodyPlugin);
  await app.register(openApiPlugin, { sessionCookieName: app.sessionCookies.sessionName });

  const relyingParty = createRelyingParty(config, options.oidcFetch);
  if (config.oidc.kind === 'development') {
    await devIdentityProvider(app, {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      redirectUri: relyingParty.redirectUri,
      signInRateLimit: config.signInRateLimit,
    });
  }

  const readingAtLength = options.readingAtLength ?? openReadingAtLength(config, database, app.log);
  app.addHook('onReady', () => readingAtLength.start());
  app.addHook('onClose', () => readingAtLength.stop());
  await app.register(systemRoutes, { config, database, readingAtLength });
  await app.register(authRoutes, {
    auth: {
      db: database.db,
      relyingParty,
      publicOrigin: new URL(config.publicUrl).origin,
      sessionIdleMs: config.sessionIdleMs,
      sessionMaxAgeMs: config.sessionMaxAgeMs,
      trustProviderEmail: config.trustProviderEmail,
      allowedEmailDomains: config.allowedEmailDomains,
    },
    signInRateLimit: config.signInRateLimit,
  });

  await app.register(apiTokenRoutes, { db: database.db });
  await app.register(timesheetRoutes, { db: database.db });
  await app.register(timeOffRoutes, { db: database.db });
  await app.register(calendarFeedRoutes, { db: database.db, publicUrl: config.publicUrl });
  await app.register(teamRoutes, { db: database.db });
  await app.register(standInRoutes, { db: database.db });
  await app.register(notificationRoutes, { db: database.db });
  await app.register(peopleRoutes, { db: database.db });
  await app.register(engagementRoutes, { db: database.db });
  await app.register(engagementBudgetRoutes, { db: database.db });
  await app.register(catalogRoutes, { db: database.db });
  await app.register(calendarRoutes, { db: database.db });
  await app.register(accrualRoutes, { db: database.db });
  await app.register(officeRoutes, { db: database.db });
  await app.register(utilizationTargetRoutes, { db: database.db });
  await app.register(csvRoutes, { db: database.db });
  await app.register(auditRoutes, { reading: readingAtLength });
  await app.register(scimRoutes, {
    db: database.db,
    publicUrl: config.publicUrl,
    rateLimit: config.scimRateLimit,
  });
  await app.register(webhookRoutes, {
    db: database.db,
    allowPrivateAddresses: config.webhookAllowPrivateAddresses,
  });
  await app.register(reminderRoutes, { db: database.db, reminders: config.reminders });
  await app.register(reportRoutes, {
    reading: readingAtLength,
    reportMaxDays: config.reportMaxDays,
    backgroundExports: {
      aboveRows: config.reportExports.backgroundRows,
      queue: (actor, request) => queueReportExport(database.db, actor, request),
    },
  });
  await app.register(reportExportRoutes, { db: database.db });
  await app.register(insightRoutes, { reading: readingAtLength, reportMaxDays: config.reportMaxDays });
  await app.register(biReportRoutes, { settings: config.powerBi, fetchImpl: options.powerBiFetch });
  if (config.mail.kind === 'development-outbox') await app.register(devOutboxRoutes, { db: database.db });
  const mailer = createMailer(config.mail, database.db);
  if (options.jobs) {
    const workers: StartWorker[] = [
      (boss) => startReminderWorker(boss, { db: database.db, reminders: config.reminders, log: app.log }),
      (boss) => startPeriodCloseWorker(boss, { db: database.db, log: app.log }),
      (boss) => startStandInDigestWorker(boss, { db: database.db, log: app.log }),
      (boss) => startAccrualWorker(boss, { db: database.db }),
    ];
    const webhookSender = createWebhookSender({
      db: database.db,
      allowPrivateAddresses: config.webhookAllowPrivateAddresses,
      log: app.log,
    });
    workers.push((boss) => webhookSender.start(boss));
    workers.push((boss) =>
      startReportExportWorkers(boss, {
        db: database.db,
        reading: readingAtLength,
        heldCursor: database.kind === 'pglite',
        refreshStatistics: database.kind === 'pglite',
        reportMaxDays: config.reportMaxDays,
        concurrency: config.reportExports.concurrency,
        log: app.log,
      }),
    );
    if (mailer) {
      workers.push((boss) =>
        startMailWorker(boss, { db: database.db, mailer, publicUrl: config.publicUrl, log: app.log }),
      );
    }
    runJobWorkers(app, { queueDb: database.queueDb, runner: options.jobs, workers });
  }
  if (mailer) app.addHook('onClose', async () => mailer.close());

  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: access.anySignedIn } }, async () =>
    app.swagger(),
  );

  await app.register(staticWebPlugin, {
    webRoot: options.webRoot === undefined ? defaultWebRoot() : options.webRoot,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import '../domain/zod-locale.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './db/database.ts';
import { healthRoutes } from './health/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { affiliateRoutes } from './affiliates/routes.ts';
import { affiliateInviteRoutes } from './affiliates/invite-routes.ts';
import { backupEndpoint } from './backup/endpoint.ts';
import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES } from '../domain/operations/values.ts';
import { localStorage } from './storage/local-storage.ts';
import { s3Storage } from './storage/s3-storage.ts';
import type { Storage } from './storage/storage.ts';
import { createAuth } from './identity/auth.ts';
import { billingRoutes } from './billing/routes.ts';
import { createPayments } from './billing/deps.ts';
import { affiliatePayoutJobs } from './admin/affiliates/payout-job.ts';
import { billingJobs } from './billing/jobs.ts';
import { createJobs } from './jobs/jobs.ts';
import { toolsJobs } from './admin/tools/weekly-report.ts';
import { expiryDigestJobs } from './dashboard/expiry-digest.ts';
import { idempotencyPruningJob } from './http/idempotency-pruning.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { stockRoutes } from './stock/routes.ts';
import { accountingRoutes } from './accounting/routes.ts';
import { fleetRoutes } from './fleet/routes.ts';
import { nfseRoutes } from './fiscal/routes.ts';
import { hrRoutes } from './hr/routes.ts';
import { mapaRoutes } from './mapa/routes.ts';
import { operationRoutes } from './operations/routes.ts';
import { flightRoutes } from './flight/routes.ts';
import { talhaoRoutes } from './flight/talhao-routes.ts';
import { proposalRoutes } from './proposals/routes.ts';
import { agendaRoutes } from './agenda/routes.ts';
import { monitoringRoutes } from './monitoring/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { registerRoutes } from './registers/routes.ts';
import { sensitivePointRoutes } from './sensitive-points/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { resolveAuthSecret } from './identity/secret.ts';
import { createSessionReader } from './identity/session-reader.ts';
import { passwordResetRoutes } from './auth/password-reset-routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { inviteAcceptanceRoutes } from './auth/accept-routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { accountRoutes } from './profile/account-routes.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { enforceRouteAccess } from './http/access.ts';
import { refuseNulBytes } from './http/nul-bytes.ts';
import { limitUploads } from './monitoring/upload-rate.ts';
import { refuseForeignOrigins } from './http/origin.ts';
import { loggerOptions, OneLinePerRequest } from './http/logger.ts';
import { openApiTransform } from './http/openapi.ts';
import { replySerializer } from './http/serializer.ts';
import { registerWebApp } from './http/web-app.ts';
import { webDistDir } from './platform/paths.ts';
import { appVersion } from './platform/version.ts';
import { APP_NAME } from '../domain/constants.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where the built SPA is; defaults to dist/web. */
  webDir?: string;
  /** Log destination (tests capture lines here); defaults to stdout. */
  logStream?: DestinationStream;
};

/** Fastify types its compilers' factories as ajv's and fast-json-stringify's; ours take zod's schemas. */
type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Content-Security-Policy that the built app satisfies: nothing from other origins. */
function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The map tiles' server, only when one is configured.
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(config.mapTiles ? [new URL(config.mapTiles.url).origin] : []),
      ],
      fontSrc: ["'self'"],
      // The map (MapLibre) fetches the configured tiles rather than drawing <img> elements.
      connectSrc: ["'self'", ...(config.mapTiles ? [new URL(config.mapTiles.url).origin] : [])],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // The presentation video's player, only once someone clicks to watch it.
      ...(config.presentationVideoUrl && {
        frameSrc: [new URL(config.presentationVideoUrl).origin],
      }),
      ...(config.appUrl.startsWith('https:') && { upgradeInsecureRequests: [] }),
    },
  };
}

/** Helmet's options: the policy above, and HSTS in production. */
export const helmetOptions = (config: Config) => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
  hsts: config.isProduction ? undefined : false,
});

/**
 * Helmet's headers for this configuration, read once from a stand-in response: none of them
 * depends on the request (the policy has no nonce), so every reply gets the same ones.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * TRUST_PROXY as Fastify takes it: the listed proxies, or a count of hops as a function (Fastify
 * ignores a bare number); unset, no one's X-Forwarded-* headers are believed.
 */
const proxyTrust = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : (trust ?? false);

/** The API's areas, each a plugin without options, registered in this order. */
const apiRoutes = [
  authRoutes,
  passwordResetRoutes,
  outboxRoutes,
  companyRoutes,
  inviteAcceptanceRoutes,
  accountRoutes,
  profileRoutes,
  adminRoutes,
  affiliateRoutes,
  affiliateInviteRoutes,
  registerRoutes,
  sensitivePointRoutes,
  operationRoutes,
  flightRoutes,
  talhaoRoutes,
  proposalRoutes,
  agendaRoutes,
  monitoringRoutes,
  siteRoutes,
  mapaRoutes,
  billingRoutes,
  dashboardRoutes,
  stockRoutes,
  accountingRoutes,
  fleetRoutes,
  nfseRoutes,
  hrRoutes,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const serializerCompiler = replySerializer(config.checkReplies);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new OneLinePerRequest(),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
    // Zod validates and our serializer writes every route's answer: given here, Fastify does not
    // load its own compilers (ajv and fast-json-stringify, ~2 MB of heap: issue 43 item 4).
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as CompilersFactory,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);
  const mailer = createMailer(config, database.db);
  app.decorate('mailer', mailer);
  app.decorate('storage', config.s3 ? s3Storage(config.s3) : localStorage(config.dataDir));
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ config, db: database.db, secret, mailer });
  app.decorate('auth', auth);
  app.decorate('readSession', createSessionReader({ auth, db: database.db, secret }));
  app.decorate('payments', createPayments(app, secret));
  app.decorate(
    'jobs',
    createJobs(app, [
      ...billingJobs(app),
      ...toolsJobs(app),
      ...affiliatePayoutJobs(app),
      ...expiryDigestJobs({
        db: database.db,
        inCompany: database.inCompany,
        mailer,
        appUrl: config.appUrl,
        log: app.log.child({ component: 'jobs' }),
      }),
      idempotencyPruningJob(database.db),
    ]),
  );
  app.addHook('onClose', () => app.jobs.stop());
  app.decorateRequest('identity', undefined);

  registerErrorHandling(app);
  enforceRouteAccess(app);
  refuseNulBytes(app);
  limitUploads(app);
  // Helmet's headers, computed once: @fastify/helmet rebuilt them on every request (3 % of the
  // server's time under load), and setting them one by one on the raw response took 2 % more.
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  refuseForeignOrigins(app);
  await app.register(compress, { threshold: 1024 });
  // Operation attachments: one file per request; a larger file arrives truncated and is refused.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: `${APP_NAME} API`, version: appVersion } },
    transform: openApiTransform,
  });
  app.get(
    '/api/docs',
    { config: { access: { scope: 'public' } }, schema: { hide: true } },
    async () => app.swagger(),
  );

  await app.register(healthRoutes, { db: database.db });
  for (const routes of apiRoutes) await app.register(routes);
  backupEndpoint(app, database.pglite);
  await registerWebApp(app, options.webDir ?? webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    mailer: Mailer;
    storage: Storage;
  }
}

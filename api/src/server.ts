/**
 * The reference marketplace API: `buildApp(options)` returns the Fastify instance (routes under /api/v1/);
 * run as main it listens on HOST:PORT with the SQLite file at .data/market.sqlite (DB_PATH overrides).
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import path from 'node:path';
import { Db } from './db/database.ts';
import { ReadCache } from './db/read-cache.ts';
import { seed } from './db/seed.ts';
import {
  createLocalClock, createShopCaches, REPO_ROOT, type AppOptions, type Ctx, type ResolvedOptions,
} from './context.ts';
import { Tokens, resolveSecret } from './auth/tokens.ts';
import { authGuard } from './auth/guard.ts';
import { HttpError, MSG, tooManyRequests } from './lib/errors.ts';
import { clientKey } from './lib/client-address.ts';
import { parseQuery } from './lib/query.ts';
import { CommonQuery } from './lib/query-schema.ts';
import { fieldMessages } from './lib/validation.ts';
import { Kitchen } from './services/kitchen.ts';
import { ChatHub } from './services/chat-hub.ts';
import { Courier } from './services/courier.ts';
import { absolutePictures, publicOrigin } from './services/pictures.ts';
import { tokenToCookie } from './services/sessions.ts';
import { metaRoutes } from './routes/meta.ts';
import { telemetryRoutes } from './routes/telemetry.ts';
import { TELEMETRY_PER_MINUTE } from './services/telemetry.ts';
import { contentRoutes } from './routes/content.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { authRoutes } from './routes/auth.ts';
import { accountRoutes } from './routes/account.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { deliverymanRequestRoutes } from './routes/deliveryman-requests.ts';
import { cartRoutes } from './routes/cart.ts';
import { orderRoutes } from './routes/orders.ts';
import { parcelRoutes } from './routes/parcels.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { chatRoutes } from './routes/chat.ts';
import { mapRoutes } from './routes/maps.ts';
import { cspReportRoutes } from './routes/csp-reports.ts';
import type { Market, Scopes } from './types.ts';

export type { AppOptions } from './context.ts';
export type { Market } from './types.ts';

export const API_PREFIX = '/api/v1';

/** The gateway's addresses as the API sees them: API_TRUSTED_PROXIES (comma-separated, empty for none), else loopback. */
export function trustedProxiesFrom(env: string | undefined): string[] {
  if (env === undefined) return ['127.0.0.1', '::1'];
  return env.split(',').map((a) => a.trim()).filter(Boolean);
}

function resolveOptions(o: AppOptions): ResolvedOptions {
  const envLimit = process.env.API_AUTH_RATE_LIMIT;
  return {
    dbPath: o.dbPath ?? ':memory:',
    now: o.now ?? (() => new Date()),
    kitchenStepMs: o.kitchenStepMs ?? 0,
    authEmulatorHost: o.authEmulatorHost,
    firebaseProjectId: o.firebaseProjectId ?? process.env.FIREBASE_PROJECT_ID ?? 'demo-market',
    tokenTtlSeconds: o.tokenTtlSeconds ?? (Number(process.env.API_TOKEN_TTL_SECONDS) || 7 * 24 * 3600),
    authRateLimit: o.authRateLimit ?? (envLimit ? (envLimit === '0' ? false : Number(envLimit)) : 60),
    trustedProxies: o.trustedProxies ?? trustedProxiesFrom(process.env.API_TRUSTED_PROXIES),
    bodyLimit: o.bodyLimit ?? 256 * 1024,
    localesDir: o.localesDir ?? path.join(REPO_ROOT, 'host/locales'),
    seed: o.seed ?? true,
    devCodes: o.devCodes ?? process.env.API_DEV_CODES === '1',
    chatReplyMs: o.chatReplyMs ?? 0,
    timeZone: o.timeZone ?? process.env.API_TIMEZONE ?? 'America/New_York',
    logger: o.logger ?? false,
    cspReportLog: o.cspReportLog ?? ((line) => process.stderr.write(`${line}\n`)),
    publicUrl: publicOrigin(o.publicUrl ?? process.env.API_PUBLIC_URL),
    telemetryRateLimit: o.telemetryRateLimit ?? (Number(process.env.API_TELEMETRY_RATE_LIMIT ?? TELEMETRY_PER_MINUTE) || 0),
  };
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const opts = resolveOptions(options);
  const db = new Db(opts.dbPath);
  if (opts.seed) seed(db, opts.now());
  const dataDir = opts.dbPath === ':memory:' ? undefined : path.dirname(path.resolve(opts.dbPath));
  const clock = createLocalClock(opts.timeZone);
  const local = (d?: Date) => clock(d ?? opts.now());
  const base: Ctx = {
    db,
    options: opts,
    now: opts.now,
    tokens: new Tokens(resolveSecret(options.jwtSecret ?? process.env.API_JWT_SECRET, dataDir), opts.tokenTtlSeconds, opts.now),
    locales: new Set(db.all<{ locale: string }>('SELECT locale FROM languages WHERE active = 1').map((r) => r.locale)),
    local,
    answers: new ReadCache(db),
    ...createShopCaches(db, () => local()),
  };
  const chat = new ChatHub(base);
  const courier = new Courier(base);
  const market: Market = Object.assign(base, { chat, courier, kitchen: new Kitchen(base, courier) });

  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: opts.bodyLimit,
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: true } },
    forceCloseConnections: true,
    // req.ip is the client the gateway names, but only when the request comes from the gateway itself: anyone else's
    // X-Forwarded-For is ignored, so a client cannot pick the address its rate limits are counted under.
    trustProxy: opts.trustedProxies.length ? opts.trustedProxies : false,
  });
  app.decorate('market', market);
  // Every route's query is checked (lib/query-schema.ts) unless the route brings its own schema.
  app.addHook('onRoute', (route) => {
    if (!route.schema?.querystring) route.schema = { ...route.schema, querystring: CommonQuery };
  });
  app.decorateRequest('lang', 'en');
  app.decorateRequest('userId', 0);

  // An empty JSON body (axios posts `null` with the JSON content type) is no body; the rest is parsed safely.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    json(req, text, done);
  });
  // Plain HTML forms (sandbox payment pages) post urlencoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQuery(String(body)));
  });

  // Both hooks take a callback rather than returning a promise: every request passes them, and a promise each costs.
  app.addHook('onRequest', (req, _reply, done) => {
    const lang = (req.query as Record<string, unknown> | undefined)?.lang;
    req.lang = typeof lang === 'string' && market.locales.has(lang) ? lang : 'en';
    done();
  });
  // A sign-in's token reaches a browser behind the gateway as an HttpOnly cookie only (services/sessions.ts).
  app.addHook('preSerialization', (req, reply, payload, done) => {
    done(null, tokenToCookie(market, req, reply, payload));
  });
  const pictures = absolutePictures(opts.publicUrl);
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (pictures) payload = pictures(reply.getHeader('content-type'), payload);
    reply.header('X-Content-Type-Options', 'nosniff');
    // Only this site may load the API's answers and pictures (the gateway says the same; the API may run alone).
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    // Fastify closes the connection after a 413 while the client may still be sending the body: a proxy in front
    // then meets a reset and can lose the answer (the Node gateway answered 502). The rest of the body is read and
    // dropped instead (both gateways cap a body at 25 MB), so the answer arrives and the connection stays usable.
    if (reply.statusCode === 413) reply.removeHeader('connection');
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) {
        return reply.code(error.statusCode).header('Retry-After', String(error.retryAfter)).send({ message: error.message, retry_after: error.retryAfter });
      }
      return reply.code(error.statusCode).send(error.params ? { message: error.message, params: error.params } : { message: error.message });
    }
    if ((error as FastifyError).validation) {
      const params = fieldMessages((error as FastifyError).validation!);
      const first = Object.values(params)[0]?.[0] ?? 'The given data was invalid.';
      return reply.code(422).send({ message: first, params });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: 'Request body is too large' });
    if (status === 415) return reply.code(415).send({ message: 'Unsupported media type' });
    if (status === 429) return reply.code(429).send({ message: MSG.tooManyRequests });
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code ?? '';
      const message = code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? 'Malformed request body' : 'Bad request';
      return reply.code(status).send({ message });
    }
    req.log.error(error);
    return reply.code(500).send({ message: MSG.generic });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found' }));

  await app.register(rateLimit, {
    global: false,
    // Keyed by the client's address (req.ip, see trustProxy; an IPv6 one by its /64), so one client's flood does not
    // close a route for others.
    keyGenerator: (req) => clientKey(req.ip),
    errorResponseBuilder: (_req, context) => tooManyRequests(MSG.tooManyRequests, context.ttl),
  });

  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(
    async (api) => {
      await api.register(async (user) => {
        user.addHook('onRequest', authGuard(market));
        const scopes: Scopes = { pub: api, user, ctx: market };
        for (const routes of [metaRoutes, contentRoutes, catalogueRoutes, authRoutes, accountRoutes, deliverymanRequestRoutes, uploadRoutes, cartRoutes, orderRoutes, parcelRoutes, bookingRoutes, chatRoutes, mapRoutes, cspReportRoutes, telemetryRoutes]) {
          routes(scopes);
        }
      });
    },
    { prefix: API_PREFIX },
  );

  app.addHook('onClose', async () => {
    market.kitchen.stop();
    chat.close();
    courier.close();
    db.close();
  });
  if (opts.kitchenStepMs > 0) market.kitchen.start(opts.kitchenStepMs);
  return app;
}

async function main(): Promise<void> {
  const dbPath = process.env.DB_PATH ?? path.join(REPO_ROOT, '.data/market.sqlite');
  const app = await buildApp({
    dbPath,
    kitchenStepMs: Number(process.env.KITCHEN_STEP_MS ?? 20000),
    authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    chatReplyMs: Number(process.env.CHAT_REPLY_MS ?? 1500),
    logger: process.env.API_LOG !== '0',
  });
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4000);
  await app.listen({ host, port });
  const { devCodes, trustedProxies } = app.market.options;
  app.log.info(`client addresses: X-Forwarded-For believed from ${trustedProxies.join(', ') || 'no proxy'} (API_TRUSTED_PROXIES)`);
  if (devCodes) app.log.warn('verification codes are in auth answers too (API_DEV_CODES=1): for development only');
  else app.log.info('verification codes go to the outbox table only (API_DEV_CODES=1 answers them too, for development)');
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}

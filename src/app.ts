import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { docsRoutes } from './docs/routes.ts';
import { REFUSALS, type RefusalStatus } from './http/envelope.ts';
import {
  answerNodeRefusals,
  clientErrorHandler,
  frameworkErrors,
  KEEP_ALIVE_TIMEOUT_MS,
  manageConnections,
  requestGuards,
  serverOptions,
} from './http/hardening.ts';
import { commonHeaders } from './http/headers.ts';
import { health } from './http/health.ts';
import { AccessLog, productionLogger, requestId } from './http/logging.ts';
import { Metrics, metrics } from './http/metrics.ts';
import { refuse } from './http/refusals.ts';
import type { Budget } from './limits/budget.ts';
import { rateLimits } from './limits/plugin.ts';
import { type McpOptions, mcpRoutes } from './mcp/http.ts';
import { FastMcp } from './mcp/pre-route.ts';
import { pageRoutes } from './page/routes.ts';
import { FastRest, type FastRestParts, fastServer } from './rest/fast-path.ts';
import { RestAnswers, restRoutes } from './rest/routes.ts';

export interface AppOptions {
  config: Config;
  /** Overrides the pino logger settings (tests pass false); by default logs go to standard output. */
  logger?: FastifyServerOptions['logger'];
  /** Internal MCP settings (tests): the fast path on or off, and who answered each request. */
  mcp?: McpOptions;
}

/** A hop count becomes "trust the nearest N proxies"; a list names the proxies whose X-Forwarded-For is believed. */
function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Builds the whole service as one Fastify instance, not yet listening. */
export async function buildApp({ config, logger, mcp }: AppOptions): Promise<FastifyInstance> {
  // The REST and MCP fast paths (REST_FAST_PATH, MCP_FAST_PATH) see requests before Fastify once the
  // app is ready.
  let early: (FastRest | FastMcp)[] = [];
  const app = Fastify({
    ...(config.restFastPath || config.mcpFastPath ? { serverFactory: fastServer(() => early) } : {}),
    ...(logger === undefined ? { loggerInstance: productionLogger(config.logLevel) } : { logger }),
    logController: new AccessLog(),
    genReqId: requestId,
    trustProxy: trustProxyOption(config.trustProxy),
    // Requests during shutdown are answered as usual, with Connection: close (manageConnections).
    return503OnClosing: false,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: serverOptions(config.requestTimeoutSeconds),
    requestTimeout: config.requestTimeoutSeconds * 1000,
    clientErrorHandler,
    frameworkErrors,
  });

  // First of the preClose hooks, run as Fastify starts closing: from then on its routes answer (with
  // their `Connection: close`).
  app.addHook('preClose', async () => {
    for (const path of early) path.close();
  });
  answerNodeRefusals(app.server);
  manageConnections(app.server, {
    total: config.maxConnections,
    perAddress: config.maxConnectionsPerAddress,
    responseDeadlineMs: config.responseTimeoutSeconds * 1000,
  });
  // Cross-cutting plugins, each naming those it needs: Fastify refuses to start if one comes too early.
  // The rate limits come before the guards, so that their refusals count and carry the rate-limit headers.
  await app.register(commonHeaders);
  await app.register(health);
  const answers = new RestAnswers(config);
  const parts: FastRestParts = {
    answers,
    metrics: new Metrics(),
    log: app.log,
    trustsProxy: config.trustProxy !== false,
  };
  let mcpBudget: Budget | undefined;
  await app.register(rateLimits, {
    config,
    expose: (budgets) => {
      parts.budget = budgets.rest;
      mcpBudget = budgets.mcp;
    },
  });
  await app.register(requestGuards);
  await app.register(metrics, { token: config.metricsToken, counters: parts.metrics });

  app.setNotFoundHandler(async (_request, reply) => refuse(reply, 404, 'Not Found'));

  app.setErrorHandler(async (error: { statusCode?: unknown }, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // A body over the route's limit (the only route taking a body is /mcp) says what the limit is.
      const details =
        status === 413 ? `the body must not exceed ${request.routeOptions.bodyLimit} bytes` : undefined;
      return refuse(reply, status, REFUSALS[status as RefusalStatus] ?? 'Bad Request', { details });
    }
    request.log.error({ err: error, url: request.url }, 'unexpected failure');
    return refuse(reply, 500, 'Internal Server Error');
  });

  await app.register(restRoutes, { config, answers });
  await app.register(mcpRoutes, { config, mcp, results: answers.toolResults });
  await app.register(docsRoutes, { config });
  await app.register(pageRoutes, { config });
  // The MCP one only where the SDK's own fast path is on (tests turn it off to compare with the SDK).
  const mcpFast = config.mcpFastPath && mcp?.fastPath !== false;
  if (config.restFastPath || mcpFast) {
    app.addHook('onReady', async () => {
      early = [
        ...(config.restFastPath ? [new FastRest(parts)] : []),
        ...(mcpFast
          ? [
              new FastMcp({
                metrics: parts.metrics,
                budget: mcpBudget,
                log: parts.log,
                trustsProxy: parts.trustsProxy,
                config,
                results: answers.toolResults,
              }),
            ]
          : []),
      ];
    });
  }
  return app;
}

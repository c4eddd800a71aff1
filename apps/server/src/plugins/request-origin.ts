import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

/** A Host header as the URL parser writes it, so `example.com:443` on https is `example.com`. */
function normalisedHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Where requests come to and from. While the development identity provider or outbox answers, a request must
 * name PUBLIC_URL's host: a page of another site whose name was rebound to this machine's address (DNS
 * rebinding) sends its own name and is refused before anything else runs. Health is exempt: load balancers
 * probe by address, and it tells nothing. Without TRUST_PROXY, the first request that carries
 * X-Forwarded-For is logged as a warning: behind a proxy every client would share the proxy's address.
 */
export const requestOriginPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const { devToolsHost } = config;
  if (devToolsHost !== null) {
    const { protocol, origin } = new URL(config.publicUrl);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.url === '/api/health') return;
      if (normalisedHost(request.host, protocol) === devToolsHost) return;
      throw new AppError(
        'misdirected_request',
        `This server answers only at ${origin} while its development sign-in or outbox is on.`,
      );
    });
  }
  if (config.trustProxy === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        'A request carries X-Forwarded-For but TRUST_PROXY is unset: behind a proxy, every client shares its address for the sign-in rate limit and the logs. Set TRUST_PROXY to the proxies in front of the app.',
      );
    });
  }
});

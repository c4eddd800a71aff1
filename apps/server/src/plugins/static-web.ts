import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodedPath } from '../lib/request-path';
import { access, allowedMethods } from './access';
import { sendError } from './errors';

/**
 * Serves the built web app and answers unknown paths: JSON 404 under /api, the single-page app's
 * index.html for page navigations (the client router shows its own not-found view).
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, { webRoot }: { webRoot: string | null }) => {
  const indexPath = webRoot === null ? null : path.join(webRoot, 'index.html');
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (webRoot !== null && indexHtml !== null) {
    await app.register(async (assets) => {
      assets.addHook('onRoute', (route) => {
        route.config = {
          ...route.config,
          access: access.public('the web app itself; its data needs a session'),
        };
      });
      await assets.register(fastifyStatic, {
        root: webRoot,
        decorateReply: false,
        wildcard: true,
        index: 'index.html',
        maxAge: '1y',
        immutable: true,
        setHeaders: (response, filePath) => {
          if (!filePath.includes(`${path.sep}assets${path.sep}`))
            response.header('cache-control', 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const routed = decodedPath(request.url);
    const isPage = request.method === 'GET' && !routed.startsWith('/api/') && routed !== '/api';
    if (isPage && indexHtml !== null && request.headers.accept?.includes('text/html') !== false) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    const path = request.url.split('?')[0]!;
    const allowed = path.startsWith('/api/') ? allowedMethods(app.registeredRoutes, path) : [];
    if (allowed.length > 0) {
      return sendError(reply.header('allow', allowed.join(', ')), 405, {
        code: 'method_not_allowed',
        message: `${request.method} is not allowed here; use ${allowed.join(', ')}.`,
      });
    }
    return sendError(reply, 404, {
      code: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
});

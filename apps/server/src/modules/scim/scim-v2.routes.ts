import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { access } from '../../plugins/access';
import { authenticateScimToken } from './authenticate-scim-token';
import { createScimGroup } from './create-scim-group';
import { createScimUser } from './create-scim-user';
import { deactivateScimUser } from './deactivate-scim-user';
import { deleteScimGroup } from './delete-scim-group';
import { getScimGroup, listGroups } from './list-scim-groups';
import { getScimUser, listUsers } from './list-scim-users';
import { patchScimGroup } from './patch-scim-group';
import { patchScimUser } from './patch-scim-user';
import { listResponse } from './present-scim';
import { replaceScimGroup } from './replace-scim-group';
import { replaceScimUser } from './replace-scim-user';
import { resourceTypes, schemaDefinitions, serviceProviderConfig } from './scim-discovery';
import { answerScimError, SCIM_CONTENT_TYPE, ScimError } from './scim-errors';

const SCIM_ACCESS = access.public('the SCIM bearer token is checked by the scim module');
const config = { access: SCIM_ACCESS };

const listQuery = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.string().max(20).optional(),
  count: z.string().max(20).optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
const resourceQuery = listQuery.pick({ attributes: true, excludedAttributes: true });
const idParams = z.object({ id: z.string().min(1).max(100) });
const hidden = { hide: true } as const;

/** Keys that would reach an object's prototype if the body were ever merged into another object. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__')
    throw new ScimError(400, 'The body may not contain "__proto__" keys.', 'invalidSyntax');
  return value;
}

/**
 * SCIM 2.0 (RFC 7643, RFC 7644) for the identity provider, registered under /scim/v2: off /api, so neither
 * the session cookie nor the API's CSRF rule applies. Every route is public to the access plugin and checked
 * here instead: the SCIM bearer token opens it, counted per client address; every answer and refusal is
 * `application/scim+json`, refusals in SCIM's error format. Not in the /api OpenAPI document: the
 * provider reads /ServiceProviderConfig, /ResourceTypes and /Schemas.
 */
export const scimV2Routes: FastifyPluginAsyncZod<{
  db: Db;
  baseUrl: string;
  /** Requests a minute from one client address (`SCIM_RATE_LIMIT`): an initial sync of a large tenant, not a flood. */
  rateLimit: number;
}> = async (app, { db, baseUrl, rateLimit }) => {
  const actors = new WeakMap<FastifyRequest, Actor>();
  const actorOf = (request: FastifyRequest) => actors.get(request)!;

  app.setErrorHandler(answerScimError);
  app.setNotFoundHandler((request) => {
    throw new ScimError(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}.`);
  });
  // SCIM's own content type, and plain JSON read the same way (the app's JSON parser answers in its own format).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/scim+json', 'application/json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = String(body);
      // A DELETE with SCIM's content type and no body is how some providers send it: nothing to read.
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text, refusePrototypeKeys));
      } catch (error) {
        done(
          error instanceof ScimError
            ? error
            : new ScimError(400, 'The body is not valid JSON.', 'invalidSyntax'),
          undefined,
        );
      }
    },
  );
  // Every answer holds personal data, as the API's do: never stored by a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.type(SCIM_CONTENT_TYPE).header('cache-control', 'no-store');
  });
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: rateLimit,
      timeWindow: 60_000,
      keyGenerator: (request) => `scim ${request.ip}`,
    }),
  );
  app.addHook('onRequest', async (request) => {
    actors.set(request, await authenticateScimToken(db, request.headers.authorization));
  });

  app.get('/ServiceProviderConfig', { schema: hidden, config }, async () => serviceProviderConfig(baseUrl));
  app.get('/ResourceTypes', { schema: hidden, config }, async () => {
    const types = resourceTypes(baseUrl);
    return listResponse(types, types.length, 1);
  });
  app.get('/ResourceTypes/:id', { schema: { ...hidden, params: idParams }, config }, async (request) => {
    const type = resourceTypes(baseUrl).find((each) => each.id === request.params.id);
    if (!type) throw new ScimError(404, `No resource type ${request.params.id}.`);
    return type;
  });
  app.get('/Schemas', { schema: hidden, config }, async () => {
    const schemas = schemaDefinitions(baseUrl);
    return listResponse(schemas, schemas.length, 1);
  });
  app.get('/Schemas/:id', { schema: { ...hidden, params: idParams }, config }, async (request) => {
    const schema = schemaDefinitions(baseUrl).find((each) => each.id === request.params.id);
    if (!schema) throw new ScimError(404, `No schema ${request.params.id}.`);
    return schema;
  });

  app.get('/Users', { schema: { ...hidden, querystring: listQuery }, config }, async (request) =>
    listUsers(db, baseUrl, request.query),
  );
  app.post('/Users', { schema: hidden, config }, async (request, reply) => {
    const user = await createScimUser(db, actorOf(request), baseUrl, request.body);
    reply.code(201).header('location', user.meta.location);
    return user;
  });
  app.get(
    '/Users/:id',
    { schema: { ...hidden, params: idParams, querystring: resourceQuery }, config },
    async (request) => getScimUser(db, baseUrl, request.params.id),
  );
  app.put('/Users/:id', { schema: { ...hidden, params: idParams }, config }, async (request) =>
    replaceScimUser(db, actorOf(request), baseUrl, request.params.id, request.body),
  );
  app.patch('/Users/:id', { schema: { ...hidden, params: idParams }, config }, async (request) =>
    patchScimUser(db, actorOf(request), baseUrl, request.params.id, request.body),
  );
  app.delete('/Users/:id', { schema: { ...hidden, params: idParams }, config }, async (request, reply) => {
    await deactivateScimUser(db, actorOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/Groups', { schema: { ...hidden, querystring: listQuery }, config }, async (request) =>
    listGroups(db, baseUrl, request.query),
  );
  app.post('/Groups', { schema: hidden, config }, async (request, reply) => {
    const group = await createScimGroup(db, actorOf(request), baseUrl, request.body);
    reply.code(201).header('location', group.meta.location);
    return group;
  });
  app.get(
    '/Groups/:id',
    { schema: { ...hidden, params: idParams, querystring: resourceQuery }, config },
    async (request) => getScimGroup(db, baseUrl, request.params.id, request.query),
  );
  app.put('/Groups/:id', { schema: { ...hidden, params: idParams }, config }, async (request) =>
    replaceScimGroup(db, actorOf(request), baseUrl, request.params.id, request.body),
  );
  app.patch('/Groups/:id', { schema: { ...hidden, params: idParams }, config }, async (request, reply) => {
    await patchScimGroup(db, actorOf(request), request.params.id, request.body);
    return reply.code(204).send();
  });
  app.delete('/Groups/:id', { schema: { ...hidden, params: idParams }, config }, async (request, reply) => {
    await deleteScimGroup(db, actorOf(request), request.params.id);
    return reply.code(204).send();
  });
};

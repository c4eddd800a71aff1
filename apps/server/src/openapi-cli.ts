// `npm run docs:api`: writes the OpenAPI document generated from the route schemas to docs/api/openapi.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { parseConfig } from './config';
import { openPglite } from './db/client';

const database = openPglite(undefined);
const app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent' }), database, webRoot: null });
await app.ready();
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api');
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'openapi.json'), `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`Wrote ${path.join(folder, 'openapi.json')}`);

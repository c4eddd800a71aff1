// `npm run docs:api`: writes the OpenAPI document generated from the route schemas to docs/api/openapi.json.
// With --check (`npm run lint:api`, a step of `npm test`) it writes nothing and fails when that file is not
// the document the routes generate now, so the document the linter reads is the one the app serves.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { parseConfig } from './config';
import { openPglite } from './db/client';

const database = openPglite(undefined);
const app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent' }), database, webRoot: null });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api');
const file = path.join(folder, 'openapi.json');
if (process.argv.includes('--check')) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== document) {
    console.error(`${file} is not the document the routes generate now: run \`npm run docs:api\`.`);
    process.exit(1);
  }
  console.log(`${file} is current.`);
} else {
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, document);
  console.log(`Wrote ${file}`);
}

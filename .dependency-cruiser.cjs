// The walls between the server's modules and between the web's features, checked by `npm run lint`
// (dependency-cruiser). The rules are generated from the folders that exist, so a new module or feature is
// walled in the day it is created; nothing here lists them by hand.
//
// Server: a file of modules/A imports from another module B only B's public face, modules/B/index.ts;
// core/, lib/, db/ and plugins/ never import a module (app.ts wires modules into the app). A module's own
// tests may reach into other modules to build their state, so the module rules read production files only.
// Web: a feature never imports another feature, and components/, lib/ and test/ never import a feature.
// Neither side has an import cycle.
//
// Run it with `npm run lint` (scripts/module-walls.mjs): dependency-cruiser's command line refuses Node 20,
// its JS API does not. TypeScript 7 has no compiler API for it to parse with, so it parses with swc; both
// apps import by relative path (no tsconfig `paths`), so resolving needs no tsconfig either.
const fs = require('node:fs');
const path = require('node:path');

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const TEST_FILE = '\\.test\\.tsx?$';

/** The folders directly under `folder` (relative to this file): the modules or the features. */
function foldersIn(folder) {
  return fs
    .readdirSync(path.join(__dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const moduleRules = foldersIn(`${SERVER}/modules`).map((name) => ({
  name: `module-${name}-uses-public-faces`,
  comment: `modules/${name} imports another module only through that module's index.ts (its public face).`,
  severity: 'error',
  from: { path: `^${SERVER}/modules/${escapeRegExp(name)}/`, pathNot: TEST_FILE },
  to: {
    path: `^${SERVER}/modules/(?!${escapeRegExp(name)}/)[^/]+/`,
    pathNot: `^${SERVER}/modules/[^/]+/index\\.ts$`,
  },
}));

const sharedServerRules = ['core', 'lib', 'db', 'plugins'].map((folder) => ({
  name: `server-${folder}-imports-no-module`,
  comment: `${folder}/ is below the modules: it never imports one (app.ts hands a plugin what it needs).`,
  severity: 'error',
  from: { path: `^${SERVER}/${folder}/`, pathNot: TEST_FILE },
  to: { path: `^${SERVER}/modules/` },
}));

const featureRules = foldersIn(`${WEB}/features`).map((name) => ({
  name: `feature-${name}-imports-no-feature`,
  comment: `features/${name} never imports another feature: a page in app/routes composes them, or the shared part moves to lib/ or components/.`,
  severity: 'error',
  from: { path: `^${WEB}/features/${escapeRegExp(name)}/` },
  to: { path: `^${WEB}/features/(?!${escapeRegExp(name)}/)` },
}));

const sharedWebRules = ['components', 'lib', 'test'].map((folder) => ({
  name: `web-${folder}-imports-no-feature`,
  comment: `${folder}/ is shared code: features build on it, never the other way.`,
  severity: 'error',
  from: { path: `^${WEB}/${folder}/` },
  to: { path: `^${WEB}/features/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...moduleRules,
    ...sharedServerRules,
    ...featureRules,
    ...sharedWebRules,
    {
      name: 'no-circular',
      comment: 'An import cycle ties its files into one unit that cannot be read, tested or moved apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      dot: {
        collapsePattern: `^(${SERVER}/(modules|core)/[^/]+|${SERVER}/[^/]+)`,
      },
    },
  },
};

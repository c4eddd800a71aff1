import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Supply chain: the registry's advisory service does not answer from our machines, so production
 * dependencies are kept few instead. Every one must be imported by the product code of its workspace (tests,
 * benchmarks and build tools use devDependencies), or be a peer dependency of one that is.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const workspaces = ['apps/server', 'apps/web', 'packages/shared'];

/** Static imports and re-exports (over several lines too), side-effect imports, and dynamic imports. */
const IMPORTS = [
  /^(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /^import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const PACKAGE_NAME = /^(?:@[a-z0-9~-][\w.~-]*\/)?[a-z0-9~-][\w.~-]*$/;
const isProductSource = (file: string) =>
  /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return isProductSource(full) ? [full] : [];
  });
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function importedPackages(workspace: string): Set<string> {
  const imported = new Set<string>();
  for (const file of sourceFiles(path.join(root, workspace, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const name = packageOf(match[1]!);
      if (PACKAGE_NAME.test(name)) imported.add(name);
    }
  }
  return imported;
}

function manifestOf(directory: string): {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
}

/** Where node would find an installed package from a workspace: its own node_modules, then the root's. */
function installedAt(workspace: string, name: string): string {
  const candidates = [path.join(workspace, 'node_modules', name), path.join(root, 'node_modules', name)];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!found) throw new Error(`${name} is imported but not installed`);
  return found;
}

describe('production dependencies', () => {
  for (const workspace of workspaces) {
    it(`of ${workspace} are each imported by its product code, or needed by one that is`, () => {
      const directory = path.join(root, workspace);
      const imported = importedPackages(workspace);
      const peersOfImported = new Set(
        [...imported].flatMap((name) =>
          Object.keys(manifestOf(installedAt(directory, name)).peerDependencies ?? {}),
        ),
      );
      const unused = Object.keys(manifestOf(directory).dependencies ?? {}).filter(
        (name) => !imported.has(name) && !peersOfImported.has(name),
      );
      expect(unused).toEqual([]);
    });
  }
});

// Bundles the service worker (src/web/sw/service-worker.ts) into dist/web/sw.js after `vite build`, writing in the
// files of the drivers' app shell read from Vite's manifest: the page's entry, the app, the driver page and
// everything they import, with their styles. The list's hash is the worker's version, so a release with changed
// files installs a new worker, which drops the old shell (ADR 142).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const WEB = 'dist/web';
const manifest = JSON.parse(await readFile(`${WEB}/.vite/manifest.json`, 'utf8'));
const ROOTS = ['index.html', 'src/web/main.tsx', 'src/web/features/driver/driver-page.tsx'];

const files = new Set();
const seen = new Set();
function visit(key, followDynamic) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`build-sw: ${key} missing from the Vite manifest`);
  seen.add(key);
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const asset of chunk.assets ?? []) files.add(`/${asset}`);
  for (const imported of chunk.imports ?? []) visit(imported, true);
  // The entry's lazy imports are the three areas: only the driver's (a root) belongs to the shell.
  if (followDynamic) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, true);
}
for (const [index, root] of ROOTS.entries()) visit(root, index > 0);

// The install prompt's manifest and the notification's icon, for a phone with no signal.
for (const file of ['/manifest.webmanifest', '/icons/driver-192.png']) files.add(file);
const shell = [...files].sort();
const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
await build({
  entryPoints: ['src/web/sw/service-worker.ts'],
  outfile: `${WEB}/sw.js`,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  logLevel: 'warning',
  define: { __SW_VERSION__: JSON.stringify(version), __DRIVER_SHELL__: JSON.stringify(shell) },
});
console.log(`sw.js: ${shell.length} shell files, version ${version}`);

import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Each client-side route and the module that draws it (lazy-loaded by src/web/app/routes.ts). */
export const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/web/features/customer/CustomerPage.tsx',
  '/driver': 'src/web/features/driver/DriverPage.tsx',
  '/admin': 'src/web/features/admin/AdminPage.tsx',
};

/**
 * `<link rel="modulepreload">` tags for the chunks of a route's page, from Vite's build manifest.
 * Without them the browser learns of the page's chunk only after running the entry script: on a
 * phone with a poor signal that is one more round trip before the page can paint.
 */
export async function routePreloadTags(webRoot: string): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return tags; // a build without a manifest still works, only without the preloads
  }
  const staticClosure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
    return into;
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(key, loadedByEntry);

  for (const [route, source] of Object.entries(ROUTE_MODULES)) {
    const files = [...staticClosure(source, new Set())]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => manifest[key]!.file);
    tags.set(route, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return tags;
}

import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_TMP } from '../lib/database';
import { type CaseOutput, type Row, verdict } from '../lib/report';
import { REPO } from '../lib/server';
import { ratio } from '../lib/stats';

/** The app itself, which the entry imports once the first screen has painted. */
const APP_MODULE = 'src/web/main.tsx';
/** KB here is 1,000 bytes (the stricter reading of the 120 KB). */
const KB = 1_000;
const ROUTES = [
  { path: '/', page: /CustomerPage|features\/customer\//, limitKb: 120 },
  { path: '/driver', page: /DriverPage|features\/driver\//, limitKb: null },
  { path: '/admin', page: /AdminPage|features\/admin\//, limitKb: null },
] as const;

interface Weight {
  js: number;
  css: number;
  files: string[];
}

/**
 * #6 Page weight: gzip (level 9) size of the JS and CSS a route loads first — the entry chunk, the app and
 * the route's page chunk it starts at once, with their static imports — read from the build output. Baseline: a React + Vite hello world built now with the installed vite and plugin.
 */
export async function pageWeightBench(): Promise<CaseOutput> {
  const web = join(REPO, 'dist/web');
  const hello = await helloWorld();
  const rows: Row[] = [];
  const raw: Record<string, unknown> = { helloWorld: hello };
  for (const route of ROUTES) {
    const w = routeWeight(web, route.page);
    const r = ratio(w.js, hello.js);
    rows.push({
      bench: 6,
      name: `Page weight ${route.path} JS gzip`,
      value: `${(w.js / KB).toFixed(1)} KB`,
      baseline: `${(hello.js / KB).toFixed(1)} KB`,
      ratio: r,
      target: route.limitKb ? `≤ ${route.limitKb} KB` : '',
      status: route.limitKb ? verdict(w.js <= route.limitKb * KB) : 'report',
      note: `CSS ${(w.css / KB).toFixed(1)} KB; ${w.files.length} files`,
    });
    raw[route.path] = w;
  }
  // Issue 12: what the office's 'Centrale' tab costs once signed in — the panel, the tab and its map, lazy chunks
  // the /admin first load does not carry.
  const admin = routeWeight(web, ROUTES[2].page);
  const consoleWeight = lazyWeight(web, CONSOLE_CHUNKS, new Set(admin.files));
  const panel = lazyWeight(web, CONSOLE_CHUNKS.slice(0, 1), new Set(admin.files));
  if (consoleWeight && panel) {
    rows.push({
      bench: 6,
      name: 'Console /admin → Centrale JS gzip (after login)',
      value: `${(consoleWeight.js / KB).toFixed(1)} KB`,
      baseline: `${(admin.js / KB).toFixed(1)} KB /admin first load`,
      ratio: ratio(consoleWeight.js, admin.js),
      target: '',
      status: 'report',
      note: `panel ${(panel.js / KB).toFixed(1)} KB + Centrale tab and map ${((consoleWeight.js - panel.js) / KB).toFixed(1)} KB; CSS ${(consoleWeight.css / KB).toFixed(1)} KB; ${consoleWeight.files.length} files`,
    });
    raw.console = consoleWeight;
  }
  return { rows, raw };
}

/** The office panel and its Centrale tab with the fleet map: loaded after login and on opening the tab. */
const CONSOLE_CHUNKS = [
  'src/web/features/admin/admin-panel.tsx',
  'src/web/features/admin/console/console-tab.tsx',
  'src/web/features/admin/console/fleet-map.tsx',
];

/** Lazy chunks (Vite manifest keys) with their static imports, less the files a route already loaded. */
export function lazyWeight(webRoot: string, keys: string[], loaded: Set<string>): Weight | null {
  const manifestPath = join(webRoot, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  type Chunk = { file: string; css?: string[]; imports?: string[] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || loaded.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) if (!loaded.has(css)) files.add(css);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  for (const key of keys) add(key);
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.css')) css += gz(join(webRoot, f));
    else js += gz(join(webRoot, f));
  }
  return { js, css, files: [...files] };
}

function gz(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Files a route loads first: from the Vite manifest when the build writes one, else from the HTML and chunks. */
export function routeWeight(webRoot: string, page: RegExp | null): Weight {
  const files = new Set<string>();
  const manifestPath = join(webRoot, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const dep of chunk.imports ?? []) add(dep);
    };
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry) ?? 'index.html';
    add(entryKey);
    // The entry (src/web/boot.ts) fetches the app and the route's page as soon as the first screen has painted; the
    // bundler may put those dynamic imports in a chunk the entry imports (the page list) rather than in the entry.
    const entryChunks = Object.keys(manifest).filter((k) => files.has(manifest[k]!.file));
    for (const key of entryChunks.flatMap((k) => manifest[k]?.dynamicImports ?? [])) {
      if (key === APP_MODULE || (page && page.test(key))) add(key);
    }
  } else {
    const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const refs = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    const addJs = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const code = readFileSync(join(webRoot, file), 'utf8');
      const dir = file.slice(0, file.lastIndexOf('/') + 1);
      // Static imports of a minified chunk: `from"./x.js"` and bare `import"./x.js"` (not `import(`); any quote.
      for (const m of code.matchAll(/\bfrom\s*["'`]\.\/([^"'`]+)["'`]|\bimport\s*["'`]\.\/([^"'`]+)["'`]/g)) addJs(dir + (m[1] ?? m[2]));
    };
    for (const ref of refs) {
      if (ref.endsWith('.css')) files.add(ref);
      else addJs(ref);
    }
    const entry = refs.find((r) => r.endsWith('.js'));
    if (page && entry) {
      const code = readFileSync(join(webRoot, entry), 'utf8');
      const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
      const deps = /m\.f\|\|\(m\.f=\[([^\]]*)\]\)/.exec(code)?.[1]?.match(/"[^"]+"/g)?.map((s) => s.slice(1, -1)) ?? [];
      for (const m of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,]*)\]\))?/g)) {
        if (!page.test(m[1]!)) continue;
        addJs(dir + m[1]);
        // What Vite preloads with the page chunk (its shared chunks and CSS), by index into the deps table.
        for (const i of (m[2] ?? '').split(',').filter(Boolean)) {
          const dep = deps[Number(i)];
          if (dep?.endsWith('.css')) files.add(dep);
          else if (dep) addJs(dep);
        }
        break;
      }
    }
  }
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith('.css')) css += gz(join(webRoot, f));
    else js += gz(join(webRoot, f));
  }
  return { js, css, files: [...files] };
}

/** React + Vite hello world, built in bench/.tmp so that it resolves the repo's installed packages. */
async function helloWorld(): Promise<Weight> {
  const dir = join(BENCH_TMP, 'hello');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="it"><head><meta charset="UTF-8" /><title>Hello</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  );
  await writeFile(
    join(dir, 'main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<StrictMode><h1>Ciao</h1></StrictMode>);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  const weight = routeWeight(join(dir, 'dist'), null);
  await rm(dir, { recursive: true, force: true });
  return weight;
}

// Writes .br and .gz beside each text asset of the web build, so the server sends compressed files
// without compressing on every request (the customer's phone may be on a poor signal).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Dot folders (the build manifest, the first-screen module) are for the server, never sent to a browser.
const files = (await readdir(root, { recursive: true })).filter((f) => compressible.test(f) && !f.startsWith('.'));
await Promise.all(
  files.map(async (file) => {
    const full = path.join(root, file);
    const content = await readFile(full);
    if (content.length < 1024) return;
    await writeFile(`${full}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${full}.gz`, await gz(content, { level: 9 }));
  }),
);

import { routeWeight } from '/work/wt/i18n/bench/cases/page-weight';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const web = '/work/wt/i18n/dist/web';
const w = routeWeight(web, /CustomerPage|features\/customer\//);
console.log('JS', (w.js/1000).toFixed(1), 'CSS', (w.css/1000).toFixed(1));
for (const f of w.files) console.log(f, (gzipSync(readFileSync(web + '/' + f), {level:9}).length/1000).toFixed(1));

// `npm run bench` entry: the bench is TypeScript, run through tsx like the tests (no separate build step).
import { register } from 'tsx/esm/api';

register();
await import('./run.ts');

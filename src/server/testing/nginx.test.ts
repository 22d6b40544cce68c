import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_SITE, siteFor } from './nginx';

const site = readFileSync(NGINX_SITE, 'utf8');
/** The site without its comments, as nginx reads it. */
const directives = site.replace(/#.*$/gm, '');

describe('deploy/nginx/radio-taxi.conf (design §13)', () => {
  it('passes WebSocket upgrades and overwrites X-Forwarded-For with the address nginx saw', () => {
    expect(directives).toMatch(/location = \/ws \{[^}]*proxy_set_header Upgrade \$http_upgrade;[^}]*proxy_set_header Connection "upgrade";/s);
    const forwarded = [...directives.matchAll(/proxy_set_header X-Forwarded-For (\S+);/g)].map((m) => m[1]);
    expect(forwarded).toEqual(['$remote_addr', '$remote_addr']);
    expect(directives).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('checks the instances passively and retries only what may be retried', () => {
    expect([...directives.matchAll(/^\s*server 127\.0\.0\.1:\d+ max_fails=\d+ fail_timeout=\d+s;$/gm)]).toHaveLength(2);
    expect(directives).toMatch(/proxy_next_upstream error timeout;/);
    expect(directives).not.toContain('non_idempotent');
    expect(directives).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });

  it('is run by the tests with only the instances and the listening port changed', () => {
    const local = siteFor(site, ['127.0.0.1:40001', '127.0.0.1:40002'], '127.0.0.1:40000');
    expect(local).toContain('server 127.0.0.1:40001 max_fails=2 fail_timeout=10s;');
    expect(local).toContain('server 127.0.0.1:40002 max_fails=2 fail_timeout=10s;');
    expect(local).toContain('listen 127.0.0.1:40000;');
    expect(local.split('\n').filter((line, i) => line !== site.split('\n')[i])).toHaveLength(3);
    expect(() => siteFor(site, ['127.0.0.1:40001'], '127.0.0.1:40000')).toThrow(/2 upstream servers, 1 instances/);
  });
});

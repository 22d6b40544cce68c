import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_DEFAULTS } from '@shared/config-defaults';
import { renderPublicConfigScript } from '@shared/public-config';
import { publicConfigSchema, type PublicConfig } from '@shared/public-config.schemas';
import { getPublicConfig, setPublicConfigForServerRender } from './public-config';

describe('public config as the page reads it', () => {
  it('takes the settings the server rendered, fractions of a minute included (a test deployment waits seconds)', () => {
    const config: PublicConfig = { ...PUBLIC_CONFIG_DEFAULTS, rides: { autoCompleteSeconds: 0, noShowWaitMinutes: 0.1 } };
    setPublicConfigForServerRender(config);
    expect(getPublicConfig()).toEqual(config);
  });

  it('travels in the page as JSON that no value can break out of, and comes back as the schema says', () => {
    const config: PublicConfig = { ...PUBLIC_CONFIG_DEFAULTS, townName: 'Alatri</script><script>alert(1)</script>' };
    const script = renderPublicConfigScript(config);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>$/.exec(script)![1]!;
    expect(publicConfigSchema.parse(JSON.parse(json))).toEqual(config);
  });
});

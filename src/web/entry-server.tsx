import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { messages as de } from 'virtual:i18n-catalogue/de';
import { messages as en } from 'virtual:i18n-catalogue/en';
import { messages as it } from 'virtual:i18n-catalogue/it';
import type { RenderFirstScreen } from '@shared/first-screen';
import { StaticScreen } from '@/app/static-screen';
import { i18n } from '@/i18n/i18n';
import { setPublicConfigForServerRender } from '@/lib/public-config';

/** The server draws every first screen in each language at start: all three catalogues are here. */
i18n.load({ it, en, de });

/**
 * Entry of the web build's server-side module (`vite build --ssr`, see vite.config.ts). Static markup, not
 * hydration: the browser's first render replaces it with the same elements, and then goes on from there.
 */
export const renderFirstScreen: RenderFirstScreen = (route, config, session, language) => {
  setPublicConfigForServerRender(config);
  i18n.activate(language);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath={route}>
        <StaticScreen route={route} session={session} />
      </Router>
    </I18nProvider>,
  );
};

import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { messages as driverDe } from 'virtual:i18n-catalogue/driver/de';
import { messages as driverEn } from 'virtual:i18n-catalogue/driver/en';
import { messages as driverIt } from 'virtual:i18n-catalogue/driver/it';
import { messages as officeDe } from 'virtual:i18n-catalogue/office/de';
import { messages as officeEn } from 'virtual:i18n-catalogue/office/en';
import { messages as officeIt } from 'virtual:i18n-catalogue/office/it';
import { messages as webDe } from 'virtual:i18n-catalogue/web/de';
import { messages as webEn } from 'virtual:i18n-catalogue/web/en';
import { messages as webIt } from 'virtual:i18n-catalogue/web/it';
import type { RenderFirstScreen } from '@shared/first-screen';
import { StaticScreen } from '@/app/static-screen';
import { i18n } from '@/i18n/i18n';
import { setPublicConfigForServerRender } from '@/lib/public-config';

/** The server draws every area's first screen in each language at start: every part of every catalogue is here. */
i18n.load({
  it: { ...webIt, ...driverIt, ...officeIt },
  en: { ...webEn, ...driverEn, ...officeEn },
  de: { ...webDe, ...driverDe, ...officeDe },
});

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

import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { RenderFirstScreen } from '@shared/first-screen';
import { StaticScreen } from '@/app/static-screen';
import { setPublicConfigForServerRender } from '@/lib/public-config';

/**
 * Entry of the web build's server-side module (`vite build --ssr`, see vite.config.ts). Static markup, not
 * hydration: the browser's first render replaces it with the same elements, and then goes on from there.
 */
export const renderFirstScreen: RenderFirstScreen = (route, config, session) => {
  setPublicConfigForServerRender(config);
  return renderToStaticMarkup(
    <Router ssrPath={route}>
      <StaticScreen route={route} session={session} />
    </Router>,
  );
};

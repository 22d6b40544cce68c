import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/routes';
import { activateLanguage, pageLanguage } from '@/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante in index.html');

// A transition, so React builds the page in slices of a few milliseconds: the phone stays responsive to a
// first tap while it does, and the first screen stays up until the page is ready to replace it.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

/**
 * Started by the entry (boot.ts), which says so when this fails. The language the server drew the page in (design
 * §16), its catalogue already on its way: nothing renders before it, so no screen shows in one language and then
 * another. No top-level await here: the bundler would then split the entry into several files, and an entry that
 * cannot load all of them could not say that the page failed to load.
 */
export async function startApp(): Promise<void> {
  await activateLanguage(pageLanguage());
  // When the server sent the route's first screen, keep it until the page's chunk (already on its way, see
  // boot.ts) is here rather than trading it for a spinner; a failed load is then shown by the page itself.
  if (root!.firstElementChild) void preloadRoute(window.location.pathname).finally(render);
  else render();
}

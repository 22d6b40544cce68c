import './index.css';
import { areaPath } from './app/area-path';
import { pageModules } from './app/page-modules';

/**
 * The page's entry. Its first screen came with the HTML (src/shared/first-screen.ts), so the browser is let to
 * paint it before the ~120 KB of scripts are asked for: on a slow mobile link they would otherwise share the line
 * with the stylesheet that the paint waits for. Then the app and the current area's page are fetched together.
 */
function start(): void {
  const area = areaPath(window.location.pathname);
  if (area) pageModules[area]().catch(() => {}); // the app reports a failed page load itself
  // The page's language (the server wrote it in <html lang>), fetched beside the app rather than after it. Imported,
  // not bundled in: the entry stays one file, so it can always say that the rest could not be downloaded.
  import('./i18n/catalogues').then((m) => m.preloadPageCatalogue(), () => {}); // the app reports a failure itself
  import('./main')
    .then((app) => app.startApp())
    .catch(showLoadFailure);
}

/**
 * The one text shown when not even a catalogue could arrive, so it cannot come from one (design §16): the entry's
 * own few words in each language.
 */
const LOAD_FAILURE: Record<string, { message: string; retry: string }> = {
  it: { message: 'Impossibile caricare la pagina: controlla la connessione.', retry: 'Riprova' },
  en: { message: 'The page could not be loaded: check your connection.', retry: 'Try again' },
  de: { message: 'Die Seite konnte nicht geladen werden: Prüfe die Verbindung.', retry: 'Erneut versuchen' },
};

/** Without the app nothing on the page responds: say so, and offer the one thing that helps. */
function showLoadFailure(): void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'fixed inset-x-0 bottom-0 z-50 flex items-center justify-between gap-3 bg-foreground p-4 text-background';
  const text = LOAD_FAILURE[document.documentElement.lang] ?? LOAD_FAILURE.it!;
  alert.textContent = text.message;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'h-11 shrink-0 rounded-md bg-primary px-4 font-semibold text-primary-foreground';
  retry.textContent = text.retry;
  retry.addEventListener('click', () => window.location.reload());
  alert.append(retry);
  document.body.append(alert);
}

// After the next frame has been produced, not merely scheduled. A tab opened in the background paints nothing
// (and runs no frame callbacks) until it is shown: there the app starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));

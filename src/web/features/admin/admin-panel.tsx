import { LogOutIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { LiveSocketProvider } from '@/lib/live-socket';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';
import { useAdminLogout } from './api/logout-admin';
import { DriversTab } from './drivers-tab';
import { LiveStatus } from './live-status';
import { RidesTab } from './rides-tab';
import { StatsCards } from './stats-cards';
import { useAdminLiveUpdates } from './use-admin-live';
import { CONSOLE_TEXT } from './console/console-strings';
import { OpenAlertsCount } from './console/open-alerts-count';
import { useConsoleLive } from './console/use-console-live';
import { TARIFF_TEXT } from './tariffs/tariff-strings';

const ADMIN_IDENTITY = { userType: 'admin' } as const;
// The console (map, booking form, dialogs) loads when the office opens its tab, not with the panel.
const ConsoleTab = lazy(() => import('./console/console-tab').then((m) => ({ default: m.ConsoleTab })));
// design §15 'Tariffe' (forms and a map) loads when opened, like the console.
const TariffsTab = lazy(() => import('./tariffs/tariffs-tab').then((m) => ({ default: m.TariffsTab })));

export function AdminPanel({ onSignedOut }: { onSignedOut: () => void }) {
  // Every text below is read in the active language: the header's switch re-renders the panel in place.
  const t = useT();
  // The office session ended on the server (expired, logged out elsewhere): back to the login card.
  useOnUnauthorized(() => {
    showErrorToast(t('office.panel.sessionExpired'), t('office.panel.signInAgain'));
    onSignedOut();
  });
  const logout = useAdminLogout({
    // The panel leaves before the session ends, so that its socket does not take the end for one that came from
    // elsewhere; signed out locally even when the call fails, as the cookie dies with the browser session anyway.
    onMutate: onSignedOut,
    onSettled: () => toast({ title: t('office.panel.goodbye'), description: t('office.panel.signedOut') }),
  });
  const [tab, setTab] = useState('drivers');
  // design §10: the console is the operator's whole screen at 1366×768; the day's figures belong to the other tabs.
  const onConsole = tab === 'console';

  return (
    <LiveSocketProvider identify={ADMIN_IDENTITY}>
      <AdminLiveUpdates />
      {/* flex, not grid: a grid track would grow to the tables' full width and widen the page on a tablet or phone. */}
      <div className={cn('flex min-w-0 flex-col', onConsole ? 'gap-3' : 'gap-6')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('office.panel.title')}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <LiveStatus />
            <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOutIcon aria-hidden />
              {t('office.panel.logout')}
            </Button>
          </div>
        </div>
        {!onConsole && <StatsCards />}
        <Tabs value={tab} onValueChange={setTab} className={cn(onConsole && 'gap-3')}>
          {/* Four tabs and the alerts' count fit a 360 px phone only with narrower padding there. */}
          <TabsList className="max-w-full [&>button]:px-2.5 sm:[&>button]:px-4">
            <TabsTrigger value="drivers">{t('office.tabs.drivers')}</TabsTrigger>
            <TabsTrigger value="rides">{t('office.tabs.rides')}</TabsTrigger>
            <TabsTrigger value="console">
              {CONSOLE_TEXT.tab}
              <OpenAlertsCount />
            </TabsTrigger>
            <TabsTrigger value="tariffs">{TARIFF_TEXT.tab}</TabsTrigger>
          </TabsList>
          <TabsContent value="drivers">
            <DriversTab />
          </TabsContent>
          <TabsContent value="rides">
            <RidesTab />
          </TabsContent>
          <TabsContent value="console">
            <Suspense fallback={<p className="py-8 text-center text-muted-foreground">{t('shell.loading')}</p>}>
              <ConsoleTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="tariffs">
            <Suspense fallback={<p className="py-8 text-center text-muted-foreground">{t('shell.loading')}</p>}>
              <TariffsTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </LiveSocketProvider>
  );
}

/** Inside the provider, so its subscriptions reach this panel's socket. */
function AdminLiveUpdates() {
  useAdminLiveUpdates();
  useConsoleLive();
  return null;
}

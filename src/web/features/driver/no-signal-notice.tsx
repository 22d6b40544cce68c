import { WifiOff } from 'lucide-react';
import { Trans } from '@/i18n/trans';
import { useOnline } from './use-driver-app-shell';

/** The dashboard opened (or stayed open) with no network: say so rather than show a spinner forever. */
export function NoSignalNotice() {
  if (useOnline()) return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <Trans id="driver.noSignal" components={{ 0: <span className="font-medium" /> }} />
      </span>
    </div>
  );
}

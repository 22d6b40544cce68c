import { HistoryIcon } from 'lucide-react';
import type { CallerLookup } from '@shared/console.schemas';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCallerLookup } from '../api/lookup-caller';
import { CONSOLE_TEXT } from './console-strings';

const T = CONSOLE_TEXT.booking;
const LOOKUP_DEBOUNCE_MS = 300;

type RecentAddress = CallerLookup['recentAddresses'][number];

/** Caller recall (design §10): the caller's last addresses, most used first; one click fills the pickup. */
export function CallerRecall({ phone, onPick }: { phone: string | null; onPick: (address: RecentAddress) => void }) {
  const settled = useDebouncedValue(phone, LOOKUP_DEBOUNCE_MS);
  const lookup = useCallerLookup(settled);
  if (!settled) return null;

  return (
    <section aria-label={T.recentTitle} className="grid gap-2 rounded-md border bg-muted/40 p-3" data-testid="caller-recall">
      <h3 className="flex items-center gap-1.5 text-sm font-medium">
        <HistoryIcon aria-hidden className="size-4" />
        {T.recentTitle}
      </h3>
      {lookup.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          {T.recentLoading}
        </p>
      ) : lookup.isError ? (
        <p className="text-sm text-destructive">{T.recentError}</p>
      ) : lookup.data.recentAddresses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.recentNone}</p>
      ) : (
        <ul className="grid gap-1">
          {lookup.data.recentAddresses.map((address) => (
            <li key={address.address}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-auto w-full justify-between gap-2 py-1.5 text-left whitespace-normal"
                onClick={() => onPick(address)}
              >
                {/* Named by what it shows, with the action before it for screen readers (WCAG 2.5.3). */}
                <span className="min-w-0 break-words">
                  <span className="sr-only">{T.usePickup}: </span>
                  {address.address}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{address.count}×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

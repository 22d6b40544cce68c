import { BellRingIcon } from 'lucide-react';
import type { RideAlert } from '@shared/console.schemas';
import { formatPhoneNumber } from '@shared/phone';
import { isRedispatchable } from '@shared/ride-states';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { formatTime } from '@/lib/format';
import { shownAddress } from '@/lib/removed-data';
import { useHandleAlert } from '../api/handle-alert';
import { useRedispatchRide } from '../api/redispatch-ride';
import { ALERT_TEXTS, CONSOLE_TEXT } from './console-strings';

const T = CONSOLE_TEXT.alerts;

/**
 * design §10 alerts, on top of the console as they happen; each stays until the office marks it handled or the
 * ride's own change resolves it (`ride_alert_handled`). A ride nobody took, or held after its drops, can be sent
 * out again from its alert ('Ridistribuisci'). A live region, so a screen reader announces a new one.
 */
export function AlertsPanel({ alerts }: { alerts: RideAlert[] }) {
  const handle = useHandleAlert({
    onSuccess: () => toast({ title: T.handled }),
    onError: (error) => showErrorToast(T.failed, T.failed, error),
  });
  const redispatch = useRedispatchRide({
    onSuccess: () => toast({ title: CONSOLE_TEXT.redispatch.done }),
    onError: (error) => showErrorToast(CONSOLE_TEXT.redispatch.failed, CONSOLE_TEXT.redispatch.failed, error),
  });

  return (
    <section aria-label={T.title} aria-live="polite" className="grid gap-2">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role="alert"
          data-testid="ride-alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
        >
          <BellRingIcon aria-hidden className="size-5 shrink-0 text-destructive" />
          {/* At least 14rem for the text: on a phone the buttons go under it rather than squeezing it to a column. */}
          <div className="min-w-0 flex-1 basis-56">
            <p className="font-semibold">{ALERT_TEXTS[alert.kind]}</p>
            <p className="text-muted-foreground break-words">
              {formatTime(alert.raisedAt)} · {shownAddress(alert.ride.pickupAddress)}
              {alert.ride.customerPhone && ` · ${formatPhoneNumber(alert.ride.customerPhone)}`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {isRedispatchable(alert.ride) && (
              <Button size="sm" disabled={redispatch.isPending} onClick={() => redispatch.mutate(alert.rideId)}>
                {CONSOLE_TEXT.rides.redispatch}
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={handle.isPending} onClick={() => handle.mutate(alert.id)}>
              {T.handle}
            </Button>
          </div>
        </div>
      ))}
    </section>
  );
}

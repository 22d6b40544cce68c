import type { RideEvent } from '@shared/rides.schemas';
import { formatDayTimeSeconds } from '@/lib/format';
import { useT } from '@/i18n/i18n';
import { actorText, eventText } from './ride-event-text';

/** design §4 history as a timeline, oldest first: when, what, who. */
export function RideHistory({ events, failed }: { events: RideEvent[] | undefined; failed: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="ride-history-title" className="grid gap-2" data-testid="ride-history">
      <h3 id="ride-history-title" className="text-sm font-semibold">
        {t('office.history.title')}
      </h3>
      {events === undefined ? (
        <p className="text-sm text-muted-foreground">{failed ? t('office.history.loadFailed') : t('shell.loading')}</p>
      ) : events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('office.history.none')}</p>
      ) : (
        <ol className="grid gap-0 border-l-2 border-border pl-4">
          {events.map((event) => (
            <li key={event.id} className="relative pb-3 last:pb-0" data-testid="ride-event" data-event-type={event.type}>
              <span className="absolute top-1.5 -left-[calc(1rem+5px)] size-2 rounded-full bg-primary" aria-hidden />
              <p className="text-sm font-medium break-words">{eventText(event)}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.at}>{formatDayTimeSeconds(event.at)}</time> · {actorText(event)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

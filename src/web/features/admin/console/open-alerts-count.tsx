import { useT } from '@/i18n/i18n';
import { useAlerts } from '../api/get-alerts';

/** On the 'Centrale' tab itself: an alert raised while the office looks at another tab is not missed. */
export function OpenAlertsCount() {
  const t = useT();
  const { data } = useAlerts();
  const count = data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
      data-testid="open-alerts-count"
    >
      {count}
      <span className="sr-only">{t('office.alertsOpen', { n: count })}</span>
    </span>
  );
}

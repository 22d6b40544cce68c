import { ActivityIcon, CalendarIcon, EuroIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEuro } from '@/lib/format';
import { t as tr, useT } from '@/i18n/i18n';
import { useAdminStats } from './api/get-admin-stats';

function StatCard({ title, icon, value, note }: { title: string; icon: ReactNode; value: ReactNode; note: ReactNode }) {
  return (
    <Card className="gap-2" role="group" aria-label={title}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid="stat-value">
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

/**
 * The change against yesterday's same period; with nothing yesterday a percentage has no base, and '+100%' would
 * read as a doubling (ADR 010), so the card says there was nothing.
 */
function changeNote(change: string | undefined, hadYesterday: boolean, noneYesterday: string): string {
  if (change !== undefined && !hadYesterday) return noneYesterday;
  return tr('office.stats.vsYesterday', { change: change ?? '+0%' });
}

/** spec §2.8's four cards; every 10 s (spec §9) and on live events (the panel invalidates the key). */
export function StatsCards() {
  const t = useT();
  const { data } = useAdminStats();
  const dash = '–';
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title={t('office.stats.ridesToday')}
        icon={<CalendarIcon aria-hidden />}
        value={data?.ridesToday ?? dash}
        note={changeNote(data?.ridesChange, (data?.ridesYesterday ?? 0) > 0, t('office.stats.noRidesYesterday'))}
      />
      <StatCard
        title={t('office.stats.activeRides')}
        icon={<ActivityIcon aria-hidden />}
        value={data?.activeRides ?? dash}
        note={t('office.stats.rightNow')}
      />
      <StatCard
        title={t('office.stats.revenueToday')}
        icon={<EuroIcon aria-hidden />}
        value={data ? formatEuro(Number(data.revenueToday)) : dash}
        note={changeNote(data?.revenueChange, Number(data?.revenueYesterday ?? 0) > 0, t('office.stats.noRevenueYesterday'))}
      />
      <StatCard
        title={t('office.stats.activeDrivers')}
        icon={<UsersIcon aria-hidden />}
        value={data?.activeDrivers ?? dash}
        note={t('office.stats.ofTotal', { n: data?.totalDrivers ?? 0 })}
      />
    </div>
  );
}

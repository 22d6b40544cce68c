import { CheckCircle2, Clock, Euro, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatEuro, formatRating } from '@/lib/format';
import { formatNumber } from './driver-texts';
import { useDriverStats } from './api/get-driver-stats';

function StatCard({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  return (
    <Card className="gap-1 py-3">
      <CardContent className="flex flex-col gap-1 px-3">
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {icon}
          {label}
        </span>
        <span className="text-xl font-semibold">{value}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </CardContent>
    </Card>
  );
}

/** spec §2.7's four cards, computed by the server from today's rides in Rome time (design §1). */
export function StatsCards({ driverId }: { driverId: string }) {
  const t = useT();
  const { data } = useDriverStats(driverId);
  const dash = '—';
  return (
    <section aria-label={t('driver.stats.title')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <StatCard icon={<CheckCircle2 className="size-3.5" aria-hidden />} label={t('driver.stats.completed')} value={data ? String(data.completedToday) : dash} />
      <StatCard icon={<Euro className="size-3.5" aria-hidden />} label={t('driver.stats.earnings')} value={data ? formatEuro(data.earningsToday) : dash} />
      <StatCard
        icon={<Clock className="size-3.5" aria-hidden />}
        label={t('driver.stats.averageEta')}
        value={data?.averageEta != null ? t('arriving.etaMinutes', { n: formatNumber(data.averageEta) }) : dash}
      />
      <StatCard
        icon={<Star className="size-3.5" aria-hidden />}
        label={t('driver.stats.rating')}
        value={data && data.totalRatings > 0 ? formatRating(data.averageRating) : dash}
        hint={data ? t('driver.stats.votes', { n: data.totalRatings }) : undefined}
      />
    </section>
  );
}

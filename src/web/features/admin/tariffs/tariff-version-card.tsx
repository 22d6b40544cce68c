import { Trash2 } from 'lucide-react';
import type { TariffVersion } from '@shared/tariffs.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { formatDateTime, formatEuro } from '@/lib/format';
import { useT } from '@/i18n/i18n';
import { useTariffs, useWithdrawTariff } from '../api/tariffs';
import { TARIFF_TEXT } from './tariff-strings';

function Rates({ version }: { version: TariffVersion }) {
  const rows: Array<[string, string]> = [
    [TARIFF_TEXT.base, formatEuro(version.baseCents / 100)],
    [TARIFF_TEXT.perKm, formatEuro(version.perKmCents / 100)],
    [TARIFF_TEXT.minimum, formatEuro(version.minimumCents / 100)],
    [TARIFF_TEXT.night, `${version.nightPercent}%`],
    [TARIFF_TEXT.weekend, `${version.weekendPercent}%`],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label.replace(/ \((€|%)\)$/, '')}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const startText = (version: TariffVersion) =>
  new Date(version.effectiveFrom).getTime() === 0 ? TARIFF_TEXT.sinceEver : formatDateTime(version.effectiveFrom);

/** The tariff in force now and the versions waiting for their start (design §15), each of those withdrawable. */
export function TariffVersionCard() {
  const t = useT();
  const tariffs = useTariffs();
  const withdraw = useWithdrawTariff({
    onSuccess: () => toast({ title: TARIFF_TEXT.withdrawn, description: '' }),
    onError: (error) => showErrorToast(t('common.error'), TARIFF_TEXT.withdrawFailed, error),
  });
  const data = tariffs.data;
  // The versions after the one in force are those still to come (the server's clock decided which is in force).
  const upcoming = data ? data.versions.filter((v) => v.effectiveFrom > data.inForce.effectiveFrom) : [];
  return (
    <Card data-testid="tariff-in-force">
      <CardHeader>
        <CardTitle>{TARIFF_TEXT.inForce}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!data ? (
          <p className="text-muted-foreground">{t('shell.loading')}</p>
        ) : (
          <>
            <p className="text-sm">
              {TARIFF_TEXT.since}: <span className="font-medium">{startText(data.inForce)}</span>
            </p>
            <Rates version={data.inForce} />
            <h3 className="font-semibold">{TARIFF_TEXT.scheduled}</h3>
            {upcoming.length === 0 ? (
              <p className="text-sm text-muted-foreground">{TARIFF_TEXT.noneScheduled}</p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="scheduled-tariffs">
                {upcoming.map((version) => (
                  <li key={version.id} className="rounded-md border p-3">
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <p className="text-sm font-medium">
                        {TARIFF_TEXT.since} {formatDateTime(version.effectiveFrom)}
                      </p>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={withdraw.isPending}
                        onClick={() => withdraw.mutate(version.id)}
                        aria-label={TARIFF_TEXT.withdrawLabel(formatDateTime(version.effectiveFrom))}
                      >
                        <Trash2 aria-hidden /> {TARIFF_TEXT.withdraw}
                      </Button>
                    </div>
                    <Rates version={version} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

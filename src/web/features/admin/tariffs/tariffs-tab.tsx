import { useT } from '@/i18n/i18n';
import { useTariffs } from '../api/tariffs';
import { FixedRoutesCard } from './fixed-routes-card';
import { ScheduleTariffForm } from './schedule-tariff-form';
import { TariffVersionCard } from './tariff-version-card';

/** The office's 'Tariffe' (design §15): the tariff in force, the next ones, and the fixed-fare routes. */
export function TariffsTab() {
  useT();
  const tariffs = useTariffs();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <TariffVersionCard />
        {/* Mounted once the tariff in force is known, so the form starts from its rates. */}
        {tariffs.data && <ScheduleTariffForm current={tariffs.data.inForce} />}
      </div>
      <FixedRoutesCard />
    </div>
  );
}

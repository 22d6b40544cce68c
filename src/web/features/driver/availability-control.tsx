import { useId } from 'react';
import type { Driver } from '@shared/drivers.schemas';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/i18n';
import { useAvailability } from './use-availability';

/**
 * The online/offline switch and its badge (spec §2.7); the switch follows the server, not the tap. With a ride
 * under way the badge reads 'Occupato': the driver is online but not free (design §10's fleet says the same).
 */
export function AvailabilityControl({ driver, busy }: { driver: Driver; busy: boolean }) {
  const t = useT();
  const { setOnline, pending } = useAvailability(driver);
  const id = useId();
  const online = driver.isAvailable;
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
      <div className="flex items-center gap-3">
        <Switch id={id} checked={online} disabled={pending} onCheckedChange={(next) => setOnline(next)} />
        <Label htmlFor={id} className="text-base">
          {online ? t('driver.availability.online') : t('driver.availability.offline')}
        </Label>
      </div>
      <Badge variant={!online ? 'secondary' : busy ? 'warning' : 'success'} className="text-sm" data-testid="availability-badge">
        {!online ? t('driver.availability.unavailable') : busy ? t('driver.availability.busy') : t('driver.availability.available')}
      </Badge>
    </div>
  );
}

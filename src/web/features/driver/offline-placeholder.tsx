import { Power } from 'lucide-react';
import type { Driver } from '@shared/drivers.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { useAvailability } from './use-availability';

/** spec §2.7: what an offline driver sees instead of the requests. */
export function OfflinePlaceholder({ driver }: { driver: Driver }) {
  const t = useT();
  const { setOnline, pending } = useAvailability(driver);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <Power className="size-10 text-muted-foreground" aria-hidden />
        <div>
          <p className="font-medium">{t('driver.availability.offline')}</p>
          <p className="text-sm text-muted-foreground">{t('driver.offline.hint')}</p>
        </div>
        <Button size="lg" className="w-full max-w-xs" disabled={pending} onClick={() => setOnline(true)}>
          {t('driver.offline.goOnline')}
        </Button>
      </CardContent>
    </Card>
  );
}

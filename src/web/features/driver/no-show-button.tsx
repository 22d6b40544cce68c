import { UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { getPublicConfig } from '@/lib/public-config';
import { formatCountdown, noShowWait } from './ride-steps';
import { useNow } from '@/hooks/use-now';

interface NoShowButtonProps {
  arrivedAt: string | null;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * 'Cliente assente' (design §4): disabled, with the time left, until the driver has waited
 * `NO_SHOW_WAIT_MINUTES` at the pickup; then asks once, since it closes the ride.
 */
export function NoShowButton({ arrivedAt, busy, onConfirm }: NoShowButtonProps) {
  const t = useT();
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const wait = noShowWait(arrivedAt, getPublicConfig().rides.noShowWaitMinutes, now);
  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button size="lg" variant="outline" disabled={!wait.ready || busy} data-testid="no-show">
          <UserX aria-hidden />
          <span className="flex flex-col items-start leading-tight">
            {t('driver.noShow.button')}
            {!wait.ready && (
              <span className="text-xs font-normal" data-testid="no-show-countdown">
                {t('driver.noShow.in', { time: formatCountdown(wait.secondsLeft) })}
              </span>
            )}
          </span>
        </Button>
      }
      title={t('driver.noShow.title')}
      description={t('driver.noShow.text')}
      confirmLabel={t('driver.noShow.confirm')}
      onConfirm={onConfirm}
    />
  );
}

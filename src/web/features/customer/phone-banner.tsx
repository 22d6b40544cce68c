import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { shownPhone } from '@/lib/shown-phone';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';

/** spec §2.1 verified-phone banner with a Change button (which ends the customer session). */
export function PhoneBanner({ phoneNumber, onChange }: { phoneNumber: string; onChange: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-success/40 bg-success/10 px-3 py-2" data-testid="phone-banner">
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
        {/* On a 360 px phone the number goes to its own line rather than being cut off. */}
        <span className="min-w-0">
          <Trans id="phoneBanner.verified" values={{ phone: shownPhone(phoneNumber) }} components={{ 0: <strong className="whitespace-nowrap" /> }} />
        </span>
      </p>
      <Button variant="ghost" size="sm" onClick={onChange}>
        {t('phoneBanner.change')}
      </Button>
    </div>
  );
}

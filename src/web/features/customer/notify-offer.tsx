import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { enablePush, pushState, pushSupported } from '@/api/web-push';
import { useT } from '@/i18n/i18n';

/** Asked once per browser: a 'No, grazie' is remembered, and so is a yes. */
const ANSWERED_KEY = 'radiotaxi.customer.notify-offer';

function answered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    return true;
  }
}

function remember(answer: 'yes' | 'no'): void {
  try {
    localStorage.setItem(ANSWERED_KEY, answer);
  } catch {
    // Without storage the offer may come back next time: harmless.
  }
}

/**
 * design §12, after a booking (never on load): offers to notify the customer when the page is closed. Whatever the
 * answer, the page works as before. Already allowed in this browser (another booking, a new sign-in): subscribes
 * without asking again. Loaded on demand, with the push code, after the booking is sent.
 */
export default function NotifyOffer() {
  const t = useT();
  const [phase, setPhase] = useState<'hidden' | 'asking' | 'busy' | 'enabled' | 'declined'>('hidden');

  useEffect(() => {
    let current = true;
    if (!pushSupported()) return;
    void pushState('customer').then(async (state) => {
      if (!current) return;
      if (state === 'off' && Notification.permission === 'granted') {
        // Allowed before: this customer's rides notify too, with no question.
        await enablePush('customer').catch(() => undefined);
      } else if (state === 'off' && !answered()) setPhase('asking');
    });
    return () => {
      current = false;
    };
  }, []);

  if (phase === 'hidden') return null;

  const accept = async () => {
    setPhase('busy');
    remember('yes');
    const reached = await enablePush('customer').catch(() => 'off' as const);
    setPhase(reached === 'on' ? 'enabled' : 'declined');
  };
  const decline = () => {
    remember('no');
    setPhase('hidden');
  };

  return (
    <Card className="gap-2 py-4" data-testid="notify-offer">
      <CardContent className="flex flex-col gap-3 px-4 text-sm">
        <p className="flex items-start gap-2">
          <BellRing className="mt-0.5 size-5 shrink-0 text-foreground" aria-hidden />
          <span role="status">{phase === 'enabled' ? t('notify.enabled') : phase === 'declined' ? t('notify.notEnabled') : t('notify.question')}</span>
        </p>
        {(phase === 'asking' || phase === 'busy') && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button size="lg" className="sm:flex-1" disabled={phase === 'busy'} onClick={() => void accept()}>
              {t('notify.yes')}
            </Button>
            <Button size="lg" variant="outline" className="sm:flex-1" disabled={phase === 'busy'} onClick={decline}>
              {t('notify.no')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

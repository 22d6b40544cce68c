import { Bell, BellOff, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type MessageId, t as translate, useT } from '@/i18n/i18n';
import { showErrorToast } from '@/lib/error-toast';
import { disablePush, enablePush, type PushState, pushState } from '@/api/web-push';
import { playRideAlert } from './alert-sound';
import { useAlertSoundSetting } from './use-ride-alerts';

const NOTIFICATION_TEXT: Record<Exclude<PushState, 'unsupported'>, MessageId> = {
  off: 'driver.alerts.notificationsOff',
  on: 'driver.alerts.notificationsOn',
  denied: 'driver.alerts.notificationsDenied',
};

/** design §12: how the dashboard calls the driver — the chime and buzz, and notifications when it is closed. */
export function AlertSettings() {
  const t = useT();
  const [soundOn, setSoundOn] = useAlertSoundSetting();
  const [notifications, setNotifications] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void pushState('driver').then((state) => current && setNotifications(state));
    return () => {
      current = false;
    };
  }, []);

  const change = async (turnOn: boolean) => {
    setBusy(true);
    try {
      if (turnOn) setNotifications(await enablePush('driver'));
      else {
        await disablePush('driver');
        setNotifications('off');
      }
    } catch (error) {
      showErrorToast(translate('driver.alerts.failed'), translate('driver.retryLater'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Bell className="size-5" aria-hidden /> {t('driver.alerts.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 text-sm">
        {/* A toggle button, not a second switch: the dashboard's one switch is going online. */}
        <Button
          variant="outline"
          size="lg"
          className="w-full justify-between"
          aria-pressed={soundOn}
          onClick={() => {
            setSoundOn(!soundOn);
            if (!soundOn) playRideAlert();
          }}
        >
          <span className="flex items-center gap-2">
            {soundOn ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />} {t('driver.alerts.sound')}
          </span>
          <span className="text-muted-foreground">{soundOn ? t('driver.alerts.soundOn') : t('driver.alerts.soundOff')}</span>
        </Button>
        {notifications !== null && notifications !== 'unsupported' && (
          <div className="flex flex-col gap-2">
            <p className="text-muted-foreground" data-testid="notifications-state">
              {t(NOTIFICATION_TEXT[notifications])}
            </p>
            {notifications === 'off' && (
              <Button size="lg" className="w-full" disabled={busy} onClick={() => void change(true)}>
                <Bell aria-hidden /> {t('driver.alerts.enable')}
              </Button>
            )}
            {notifications === 'on' && (
              <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={() => void change(false)}>
                <BellOff aria-hidden /> {t('driver.alerts.disable')}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

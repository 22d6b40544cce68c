import { AlertCircle, Loader2, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PHONE } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { CodeBoxes } from './code-boxes';
import { canSendCode, withDefaultPrefix } from './phone-input';
import { useCountdown } from './use-countdown';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';

export interface PhoneVerificationCardProps {
  /** Sends a code to the full number (+39 already added). May answer the server's resend wait. */
  requestCode: (phoneNumber: string) => Promise<void | { resendAfterSeconds?: number }>;
  /** Rejects when the code is wrong, expired or burnt; the rejection's API message is shown. */
  verifyCode: (phoneNumber: string, code: string) => Promise<void>;
  /** spec §4: a successful verification hands the full phone number to the caller. */
  onVerified: (phoneNumber: string) => void;
  /** 'Annulla' is shown only when this exists (spec §2.2). */
  onCancel?: () => void;
  /** Pre-fills the number field (e.g. the last number used on this device). */
  initialPhone?: string;
  title?: string;
  className?: string;
}

const emptyCode = () => Array.from({ length: PHONE.codeLength }, () => '');

/**
 * spec §2.2 phone verification card, shared by customers and drivers. Unlike spec §8 (failures only
 * logged) the server's Italian message is shown on the card: with real codes a user must learn that the
 * code was wrong, burnt or asked for too soon (docs/decisions/021-customer-verification-errors.md).
 */
export function PhoneVerificationCard({
  requestCode,
  verifyCode,
  onVerified,
  onCancel,
  initialPhone = '',
  title,
  className,
}: PhoneVerificationCardProps) {
  const t = useT();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [typed, setTyped] = useState(initialPhone);
  const [sentTo, setSentTo] = useState('');
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { secondsLeft, start } = useCountdown();
  const phoneId = useId();
  const errorId = useId();
  const card = useRef<HTMLDivElement>(null);
  // Each request moves focus to the first code box once the boxes are enabled again: after a code is sent or
  // resent (the resend button disappears under the pointer) and after a wrong code (the boxes are disabled while
  // it is checked, and focusing a disabled box would leave focus on the page's body).
  const [codeFocusRequests, setCodeFocusRequests] = useState(0);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    if (step !== 'code' || busy !== null || codeFocusRequests === 0) return;
    card.current?.querySelector<HTMLInputElement>('[data-testid="otp-box-0"]')?.focus();
  }, [step, busy, codeFocusRequests]);
  const focusFirstBox = () => setCodeFocusRequests((n) => n + 1);

  const send = async (phoneNumber: string) => {
    if (busy) return;
    setBusy('send');
    setError(null);
    try {
      const answer = await requestCode(phoneNumber);
      if (!alive.current) return;
      setSentTo(phoneNumber);
      setDigits(emptyCode());
      focusFirstBox();
      setStep('code');
      start(answer?.resendAfterSeconds ?? PHONE.resendSeconds);
    } catch (err) {
      console.warn('Invio del codice non riuscito', err);
      if (alive.current) setError(errorMessage(err, t('verify.sendFallback')));
    } finally {
      if (alive.current) setBusy(null);
    }
  };

  const verify = async (code: string) => {
    if (busy || code.length !== PHONE.codeLength) return;
    setBusy('verify');
    setError(null);
    try {
      await verifyCode(sentTo, code);
      if (!alive.current) return;
      onVerified(sentTo);
    } catch (err) {
      console.warn('Verifica del codice non riuscita', err);
      if (!alive.current) return;
      setError(errorMessage(err, t('verify.verifyFallback')));
      // A wrong code is retyped from the start; the boxes clear so the next try is clean.
      setDigits(emptyCode());
      focusFirstBox();
    } finally {
      if (alive.current) setBusy(null);
    }
  };

  // Back to the same number while the resend wait runs: the code already sent is still good, so the user goes
  // back to typing it instead of being told to wait (Cambia Numero is not a trap).
  const codeStillComing = canSendCode(typed) && withDefaultPrefix(typed) === sentTo && secondsLeft > 0;
  const backToCode = () => {
    setError(null);
    focusFirstBox();
    setStep('code');
  };

  const onSubmitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (codeStillComing) backToCode();
    else if (canSendCode(typed)) void send(withDefaultPrefix(typed));
  };

  const onSubmitCode = (event: FormEvent) => {
    event.preventDefault();
    void verify(digits.join(''));
  };

  const changeNumber = () => {
    setStep('phone');
    setDigits(emptyCode());
    setError(null);
  };

  const codeComplete = digits.every((d) => d !== '');

  return (
    <Card ref={card} className={className} data-testid="phone-verification-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Smartphone className="size-5 text-primary" aria-hidden />
          {title ?? t('verify.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {step === 'phone' ? (
          <form onSubmit={onSubmitPhone} className="flex flex-col gap-4" noValidate>
            <div className="flex flex-col gap-2">
              <Label htmlFor={phoneId}>{t('verify.phoneLabel')}</Label>
              <Input
                id={phoneId}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+39 333 123 4567"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                maxLength={30}
                autoFocus
              />
              <p className="text-sm text-muted-foreground">{t('verify.smsHint')}</p>
            </div>
            <ErrorLine id={errorId} message={error} />
            {codeStillComing && (
              <p className="text-sm" data-testid="code-still-valid">
                <Trans id="verify.stillValid" values={{ phone: sentTo }} components={{ 0: <span className="font-semibold whitespace-nowrap" /> }} />
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {onCancel && (
                <Button variant="outline" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button type="submit" disabled={!canSendCode(typed) || busy !== null}>
                {busy === 'send' && <Loader2 className="animate-spin" aria-hidden />}
                {codeStillComing ? t('verify.enterCode') : t('verify.sendCode')}
              </Button>
            </div>
          </form>
        ) : (
          <form onSubmit={onSubmitCode} className="flex flex-col gap-4" noValidate>
            <p className="text-sm">
              <Trans id="verify.codeSentTo" values={{ phone: sentTo }} components={{ 0: <span className="font-semibold whitespace-nowrap" /> }} />
            </p>
            <CodeBoxes
              digits={digits}
              onChange={(next) => {
                setDigits(next);
                setError(null);
              }}
              onComplete={(code) => void verify(code)}
              disabled={busy === 'verify'}
              invalid={error !== null}
            />
            <ErrorLine id={errorId} message={error} />
            <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
              {secondsLeft > 0 ? t('verify.resendIn', { time: t('time.seconds', { n: secondsLeft }) }) : ''}
            </p>
            <div className="flex flex-col gap-2">
              <Button type="submit" disabled={!codeComplete || busy !== null}>
                {busy === 'verify' && <Loader2 className="animate-spin" aria-hidden />}
                {t('verify.verify')}
              </Button>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="outline" className="sm:flex-1" onClick={changeNumber} disabled={busy !== null}>
                  {t('verify.changeNumber')}
                </Button>
                {secondsLeft === 0 && (
                  <Button
                    variant="ghost"
                    className="sm:flex-1"
                    onClick={() => void send(sentTo)}
                    disabled={busy !== null}
                  >
                    {busy === 'send' && <Loader2 className="animate-spin" aria-hidden />}
                    {t('verify.resend')}
                  </Button>
                )}
              </div>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function ErrorLine({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm text-destructive" data-testid="verification-error">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

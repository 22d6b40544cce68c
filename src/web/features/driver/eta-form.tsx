import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/utils';
import { parseEta } from './eta';

interface EtaFormProps {
  /** The minutes the box starts with; the driver changes them if the road says otherwise. */
  initialMinutes: number;
  /** Accepting is not possible now (a call running, the offer's time up, a ride already under way). */
  disabled: boolean;
  onAccept: (estimatedArrival: number) => void;
  /**
   * The offer's 'Rifiuta': with it the form stands for one hand on a phone, the minutes above and the two big
   * buttons side by side; without it (a request in the list) the minutes and 'Accetta' share one row, so the
   * list stays short.
   */
  refuseButton?: ReactNode;
}

/** Taking a ride: the minutes to the pickup (a whole number from 1 to 60, `parseEta`) and 'Accetta'. */
export function EtaForm({ initialMinutes, disabled, onAccept, refuseButton }: EtaFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(() => String(initialMinutes));
  const eta = parseEta(text);
  const stacked = refuseButton !== undefined;

  const field = (
    <div className={cn('flex flex-col gap-1', !stacked && 'w-28')}>
      <Label htmlFor={id} className="text-xs">
        {t('driver.eta.label')}
      </Label>
      <Input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={2}
        value={text}
        aria-invalid={eta === null}
        onChange={(event) => setText(event.target.value)}
        className="h-12 text-lg"
      />
    </div>
  );
  const accept = (
    <Button type="submit" size="lg" className={stacked ? 'h-14 text-base' : 'flex-1'} disabled={eta === null || disabled}>
      {t('driver.offer.accept')}
    </Button>
  );
  const invalid = eta === null && <p className="text-xs text-destructive">{t('driver.eta.invalid')}</p>;

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (eta !== null && !disabled) onAccept(eta);
      }}
    >
      {stacked ? (
        <>
          {field}
          {invalid}
          <div className="grid grid-cols-2 gap-2">
            {refuseButton}
            {accept}
          </div>
        </>
      ) : (
        <>
          <div className="flex items-end gap-2">
            {field}
            {accept}
          </div>
          {invalid}
        </>
      )}
    </form>
  );
}

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The Italian of the minutes a driver gives when accepting (spec §2.7), for the request and the offer cards. */
export const ETA_TEXTS = {
  label: 'Arrivo (min)',
  invalid: 'Inserisci un numero intero di minuti tra 1 e 60',
} as const;

interface EtaFieldProps {
  value: string;
  onChange: (text: string) => void;
  /** The typed text is not a whole number of minutes from 1 to 60 (see `parseEta`). */
  invalid: boolean;
  className?: string;
}

/** The minutes-to-pickup box: big, numeric keypad, two digits. */
export function EtaField({ value, onChange, invalid, className }: EtaFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Label htmlFor={id} className="text-xs">
        {ETA_TEXTS.label}
      </Label>
      <Input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={2}
        value={value}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 text-lg"
      />
    </div>
  );
}

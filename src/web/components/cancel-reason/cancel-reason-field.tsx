import { useId } from 'react';
import { CANCEL_REASON_MAX_LENGTH } from '@shared/rides.schemas';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface CancelReasonFieldProps {
  /** The usual reasons of whoever cancels, one tap each; the text stays editable. */
  quickReasons: readonly string[];
  value: string;
  onChange: (reason: string) => void;
  label: string;
}

/** Why a ride is cancelled, as the driver and the office both give it: a quick pick or free words (design §4). */
export function CancelReasonField({ quickReasons, value, onChange, label }: CancelReasonFieldProps) {
  const textId = useId();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {quickReasons.map((reason) => (
          <Button key={reason} size="sm" variant={value === reason ? 'default' : 'outline'} aria-pressed={value === reason} onClick={() => onChange(reason)}>
            {reason}
          </Button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={textId}>{label}</Label>
        <Textarea id={textId} value={value} maxLength={CANCEL_REASON_MAX_LENGTH} rows={3} className="min-h-20" onChange={(event) => onChange(event.target.value)} />
      </div>
    </>
  );
}

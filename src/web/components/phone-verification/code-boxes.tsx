import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { PHONE } from '@shared/constants';
import { cn } from '@/lib/utils';
import { codeDigits } from './phone-input';
import { useT } from '@/i18n/i18n';

interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once all six boxes hold a digit (spec §4: the code is submitted automatically). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * Six one-digit boxes (spec §2.2, §4). Focus moves forward on entry and back on backspace in an empty
 * box. Several digits arriving at once (a paste, or the phone's SMS autofill, which fills the first
 * box with the whole code) are spread over the boxes from the one that received them.
 */
export function CodeBoxes({ digits, onChange, onComplete, disabled, invalid }: CodeBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const t = useT();

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(PHONE.codeLength - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (index: number, incoming: string[]) => {
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      if (index + offset < PHONE.codeLength) next[index + offset] = digit;
    });
    onChange(next);
    const filled = next.filter((d) => d !== '').length;
    if (filled === PHONE.codeLength) {
      onComplete(next.join(''));
      return;
    }
    focusBox(index + incoming.length);
  };

  const handleChange = (index: number, value: string) => {
    const incoming = codeDigits(value);
    if (incoming.length === 0) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box that already held a digit receives "old+new": the new digit is the last one typed.
    const typed = incoming.length === 2 && digits[index] ? [incoming[1] ?? ''] : incoming;
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const incoming = codeDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (incoming.length === PHONE.codeLength) fillFrom(0, incoming);
    else if (incoming.length > 0) fillFrom(index, incoming);
  };

  return (
    <div className="flex justify-between gap-2" role="group" aria-label={t('verify.codeGroup')}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={digit}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verify.digit', { n: index + 1, total: PHONE.codeLength })}
          aria-invalid={invalid || undefined}
          data-testid={`otp-box-${index}`}
          className={cn(
            'h-12 w-11 min-w-0 flex-1 rounded-md border border-input bg-card text-center text-xl font-semibold shadow-xs outline-none sm:w-12 sm:flex-none',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
            'aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}

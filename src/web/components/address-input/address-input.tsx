import { AlertCircle, Loader2, LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { AddressSuggestion } from '@shared/geocode.schemas';
import { ADDRESS_MAX_LENGTH } from '@shared/booking';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { displayText, keepHouseNumber, nextIndex, suggestionTitle } from './suggestion-text';
import { useAddressSuggestions } from './use-address-suggestions';
import { useCurrentLocation, type PickedAddress } from './use-current-location';
import { useT } from '@/i18n/i18n';

export type { PickedAddress } from './use-current-location';

export interface AddressInputProps {
  label: string;
  value: string;
  /** Typing: the text no longer matches a picked place, so its coordinates are dropped by the caller. */
  onChange: (text: string) => void;
  /** A suggestion or the current location was picked: text plus real coordinates. */
  onPick: (address: PickedAddress) => void;
  placeholder?: string;
  /** spec §2.5: the pickup field can show a current-location button. */
  withCurrentLocation?: boolean;
  disabled?: boolean;
  testId?: string;
  /** The field itself, for a form that moves the focus to it (the console after a recalled pickup). */
  inputRef?: Ref<HTMLInputElement>;
}

/** spec §2.5 / §4 address field with suggestions, as an ARIA combobox. */
export function AddressInput({
  label,
  value,
  onChange,
  onPick,
  placeholder,
  withCurrentLocation,
  disabled,
  testId,
  inputRef,
}: AddressInputProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const state = useAddressSuggestions(value, typed);
  const items = state.kind === 'list' ? state.items : [];
  const location = useCurrentLocation((address) => {
    setTyped(false);
    setOpen(false);
    onPick(address);
  });

  // Text set from outside (a recalled address, a reset) is not a search: its list stays shut until typing again.
  const [typedText, setTypedText] = useState<string | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (value !== typedText) {
      setTyped(false);
      setOpen(false);
    }
  }

  // A new list starts with nothing highlighted (adjusted while rendering, not in an effect).
  const [listShown, setListShown] = useState(state);
  if (listShown !== state) {
    setListShown(state);
    setHighlighted(-1);
  }

  // spec §4: a click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const pick = (suggestion: AddressSuggestion) => {
    setTyped(false);
    setOpen(false);
    onPick({ text: keepHouseNumber(value, displayText(suggestion.display_name)), lat: suggestion.lat, lon: suggestion.lon });
  };

  const showPanel = open && state.kind !== 'idle';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setHighlighted((i) => nextIndex(i, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const chosen = open ? items[highlighted] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Tab') {
      // Leaving the field shuts its list, which would otherwise cover the fields below.
      setOpen(false);
    } else if (event.key === 'Escape') {
      // Only a list on screen takes Esc; otherwise it is the form's (the console clears itself with it). Either way
      // the list stays shut: a search still waiting for its answer (a slow line) must not open it later over the
      // buttons below, where a tap would land on it.
      if (showPanel) event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" ref={wrapper}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <MapPin className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          value={value}
          ref={inputRef}
          onChange={(e) => {
            setTypedText(e.target.value);
            if (location.error) location.clearError();
            setTyped(true);
            setOpen(true);
            onChange(e.target.value);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={ADDRESS_MAX_LENGTH}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPanel && items.length > 0}
          // Only point at the list and its option while they are on the page (axe: aria-valid-attr-value).
          aria-controls={showPanel ? listId : undefined}
          aria-activedescendant={showPanel && highlighted >= 0 && highlighted < items.length ? `${listId}-${highlighted}` : undefined}
          data-testid={testId}
          className={cn('pl-9', withCurrentLocation && 'pr-12')}
        />
        {withCurrentLocation && (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            onClick={location.locate}
            disabled={disabled || location.locating}
            aria-label={t('address.useMyLocation')}
            title={t('address.useMyLocation')}
            data-testid="use-current-location"
          >
            {location.locating ? <Loader2 className="animate-spin" aria-hidden /> : <LocateFixed aria-hidden />}
          </Button>
        )}
        {showPanel && (
          <div className="absolute top-full right-0 left-0 z-30 mt-1 max-h-[300px] overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-lg">
            {state.kind === 'loading' && (
              <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {t('address.searching')}
              </p>
            )}
            {state.kind === 'error' && (
              <p className="flex items-center gap-2 px-3 py-3 text-sm text-destructive" role="alert">
                <AlertCircle className="size-4 shrink-0" aria-hidden />
                <span>
                  {t('address.suggestionsFailed')}
                  {/* issue 21: the booking goes on with the typed address. */}
                  <span className="block text-muted-foreground">{t('address.typeInFull')}</span>
                </span>
              </p>
            )}
            {state.kind === 'list' && items.length === 0 && (
              <p className="px-3 py-3 text-sm text-muted-foreground">{t('address.noneFound')}</p>
            )}
            <ul id={listId} role="listbox" aria-label={label}>
              {items.map((item, index) => (
                <li
                  key={item.place_id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === highlighted}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => pick(item)}
                  onMouseEnter={() => setHighlighted(index)}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2',
                    index === highlighted && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span className="text-sm font-medium">{suggestionTitle(item.display_name)}</span>
                  <span className="truncate text-xs text-muted-foreground">{displayText(item.display_name)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {location.error && (
        <p className="flex items-center gap-2 text-sm text-destructive" role="alert">
          <AlertCircle className="size-4 shrink-0" aria-hidden />
          {location.error}
        </p>
      )}
    </div>
  );
}

import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/utils';

export interface ChoiceTabsProps<T extends string> {
  /** What is being chosen, for screen readers. */
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onValueChange: (value: T) => void;
  className?: string;
}

/**
 * One of a few options, drawn as tabs without panels (spec §2.1's Subito / Prenota): the WAI-ARIA tabs pattern with
 * automatic activation — a single tab stop, the arrow keys (wrapping) and Home/End move and choose. Radix Tabs
 * does the same for tabs with panels (the office panel) but would cost the booking page ~8 KB of its 120 KB
 * first load (ADR 009), so this one is written here; it looks like `tabs.tsx`.
 */
export function ChoiceTabs<T extends string>({ label, value, options, onValueChange, className }: ChoiceTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const selected = options.findIndex((option) => option.value === value);

  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const from = tabs.indexOf(event.target as HTMLElement);
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: from >= last ? 0 : from + 1,
      ArrowLeft: from <= 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (from < 0 || next === undefined) return;
    event.preventDefault();
    onValueChange(options[next]!.value);
    tabs[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('inline-flex h-11 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground', className)}
    >
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          data-state={index === selected ? 'active' : 'inactive'}
          onClick={() => onValueChange(option.value)}
          className="inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-4 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

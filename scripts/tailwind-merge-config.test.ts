import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../src/web/lib/utils';
import { CONFIG_FILE, currentConfigSource, webClasses } from './tailwind-merge-config';

describe("cn's cut-down tailwind-merge configuration (ADR 281)", () => {
  it('is up to date with the classes the web app uses (else: npm run tailwind-merge-config)', () => {
    expect(readFileSync(CONFIG_FILE, 'utf8')).toBe(currentConfigSource());
  });

  it("lets a caller's classes override a component's own, as the full tailwind-merge does", () => {
    const cases: Array<[string, string]> = [
      ['flex flex-col gap-5 rounded-xl border bg-card py-5 shadow-sm', 'gap-2 py-3 border-dashed bg-muted shadow-none'],
      ['inline-flex h-9 px-4 text-sm font-medium', 'h-12 w-full text-base'],
      ['flex flex-col gap-1.5 px-5', 'flex-row items-center justify-between px-4'],
      ['text-lg leading-tight font-semibold', 'text-sm font-medium text-muted-foreground'],
      ['p-2 align-middle whitespace-nowrap', 'max-w-64 whitespace-normal'],
    ];
    for (const [own, caller] of cases) expect(cn(own, caller)).toBe(twMerge(own, caller));
  });

  it('finds the classes in className values, cn and cva calls and the constants they name', () => {
    const classes = webClasses();
    expect(classes).toEqual(expect.arrayContaining(['gap-5', 'py-5', 'h-9', 'inline-flex', 'text-muted-foreground']));
    expect(classes).not.toContain('Radio');
  });
});

import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config';

/**
 * tailwind-merge with only the class groups this app uses (ADR 281): the same merges as its default `twMerge`, for
 * a third of its weight on the customer's first load.
 */
const twMerge = createTailwindMerge(() => tailwindMergeConfig as never);

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

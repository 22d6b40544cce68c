export type Side = 'product' | 'baseline';

/**
 * The order in which to measure the product and its baseline, `turnsEach` turns each: A B B A A B B A… The
 * machine is shared and its load drifts over seconds; measuring one side after the other let that drift decide
 * the ratio (the same code measured 0.7× to 7.5× its baseline). Alternating in mirrored pairs gives both sides
 * the same conditions and cancels a steady drift.
 */
export function abba(turnsEach: number): Side[] {
  return Array.from({ length: 2 * turnsEach }, (_, i): Side => (i % 4 === 0 || i % 4 === 3 ? 'product' : 'baseline'));
}

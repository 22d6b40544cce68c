/** spec §2.6 labels, by star value. */
export const RATING_LABELS: Record<number, string> = {
  1: 'Pessimo',
  2: 'Scarso',
  3: 'Accettabile',
  4: 'Buono',
  5: 'Eccellente',
};

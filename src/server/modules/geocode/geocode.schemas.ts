import { z } from 'zod';

const MIN_QUERY = 3;
const MAX_QUERY = 200;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Scrivi un indirizzo da cercare' })
    .trim()
    .min(MIN_QUERY, `Scrivi almeno ${MIN_QUERY} caratteri`)
    .max(MAX_QUERY, `Scrivi al massimo ${MAX_QUERY} caratteri`),
});

/** A query-string number: an empty or non-numeric value is an error, not 0 (which `z.coerce` would give). */
const coordinate = (label: string, limit: number) =>
  z
    .string({ error: `${label} mancante` })
    .trim()
    .regex(/^[-+]?\d+(\.\d+)?$/, `${label} non valida`)
    .transform(Number)
    .pipe(z.number().min(-limit, `${label} fuori intervallo`).max(limit, `${label} fuori intervallo`));

export const reverseQuerySchema = z.object({
  lat: coordinate('Latitudine', 90),
  lon: coordinate('Longitudine', 180),
});

import { z } from 'zod';

/** Every non-2xx answer of our API has this body; `error` is Italian and can be shown as it is. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AnsweringBehaviour } from './fit-behaviour';
import { BEHAVIOUR, type DriverBehaviour } from './fleet';

const probability = z.number().min(0).max(1);
const range = z.tuple([probability, probability]).refine(([low, high]) => low <= high, 'the first chance is above the second');

/** What `npm run drivers-behaviour -- --out=FILE` writes; other keys (where it came from) are for the reader. */
const behaviourFileSchema = z.object({
  reactionMedianSeconds: z.number().positive(),
  reactionSigmaBetweenDrivers: z.number().min(0),
  reactionSigmaPerTap: z.number().min(0),
  missProbability: range,
  refuseProbability: range,
  farPickupHalfKm: z.number().positive(),
});

export type BehaviourFile = AnsweringBehaviour & { estimatedFrom?: Record<string, unknown> };

/** The drivers' answers from the file, and what offers cannot tell (who shares a position, how often) from the model. */
export function readBehaviourFile(path: string): DriverBehaviour {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`--behaviour: cannot read ${path} (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  const parsed = behaviourFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    throw new Error(`--behaviour: ${path} is not a drivers' behaviour file: ${problems}`);
  }
  return { ...BEHAVIOUR, ...parsed.data };
}

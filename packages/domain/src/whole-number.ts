import { z } from 'zod';

/** A whole number within a limit of `LIMITS`, with the messages every count field shows (lock systems and reorders alike). */
export const wholeNumber = (limit: { min: number; max: number }) =>
  z
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(limit.min, `must be at least ${limit.min}`)
    .max(limit.max, `must be at most ${limit.max}`);

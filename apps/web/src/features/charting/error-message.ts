import { ApiError } from '../../lib/api-client.ts';

/** What the server said about a refused call (its problem's detail), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.problem?.detail ?? error.problem?.title ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

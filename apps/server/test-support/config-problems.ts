import { ConfigError, loadConfig } from '../src/config/env.ts';

/** The problems `loadConfig` names for this environment: none when it loads. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

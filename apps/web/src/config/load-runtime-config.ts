import { runtimeConfigSchema, type RuntimeConfig } from '@keyplan/domain';

/** Where the server publishes the browser's share of its configuration. */
export const RUNTIME_CONFIG_URL = '/config.json';

/** Thrown when /config.json cannot be read or does not match the schema; lists every problem. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Loads and validates the runtime configuration once, before the app renders. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_URL, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} could not be fetched: ${String(error)}`);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is not JSON`);
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_URL} is invalid: ${issues.join('; ')}`);
  }
  return parsed.data;
}

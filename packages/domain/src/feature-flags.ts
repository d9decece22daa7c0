/** Feature flags the app knows (SPEC §3 "Feature flags"). */
export const FEATURE_FLAGS = ['quoting'] as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}

/** When flags cannot be loaded they are loaded but off (SPEC §8). */
export const FEATURE_FLAGS_OFF: FeatureFlags = { quoting: false };

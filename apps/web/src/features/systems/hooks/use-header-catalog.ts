import type { KeyCodeBucketType, SalesArea } from '@keyplan/domain';
import { useLookup } from '../../../api/get-lookup.ts';

export interface HeaderCatalog {
  salesAreas: readonly SalesArea[];
  buckets: readonly KeyCodeBucketType[];
  pending: boolean;
  /** A list could not be loaded (the lookup toast has told the person already). */
  failed: boolean;
  retry: () => void;
}

const NONE: readonly never[] = [];

/** The lookup lists the system header chooses from: sales areas and key code buckets. */
export function useHeaderCatalog(): HeaderCatalog {
  const areas = useLookup('salesareas');
  const buckets = useLookup('keycodebuckettype');
  return {
    salesAreas: areas.data ?? NONE,
    buckets: buckets.data ?? NONE,
    pending: areas.isPending || buckets.isPending,
    failed: areas.isError || buckets.isError,
    retry: () => {
      if (areas.isError) void areas.refetch();
      if (buckets.isError) void buckets.refetch();
    },
  };
}

import type { Lookups } from '@keyplan/domain';
import { useMemo } from 'react';
import { useLookup } from '../../../api/get-lookup.ts';

export interface EditorLookups {
  /** Every list once all have loaded; null while loading or when one failed. */
  lookups: Lookups | null;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/** The lookup lists the editor validates, offers and prices with (SPEC §7). */
export function useEditorLookups(): EditorLookups {
  const colors = useLookup('colors');
  const keyOptions = useLookup('keyOptions');
  const lockMaterials = useLookup('lockMaterials');
  const shackleTypes = useLookup('shackleTypes');
  const lockmaterialdependencies = useLookup('lockmaterialdependencies');
  const engravefontoptions = useLookup('engravefontoptions');
  const keycodebuckettype = useLookup('keycodebuckettype');
  const salesareas = useLookup('salesareas');
  const queries = [
    colors,
    keyOptions,
    lockMaterials,
    shackleTypes,
    lockmaterialdependencies,
    engravefontoptions,
    keycodebuckettype,
    salesareas,
  ];
  const lookups = useMemo<Lookups | null>(() => {
    if (
      !colors.data ||
      !keyOptions.data ||
      !lockMaterials.data ||
      !shackleTypes.data ||
      !lockmaterialdependencies.data ||
      !engravefontoptions.data ||
      !keycodebuckettype.data ||
      !salesareas.data
    )
      return null;
    return {
      colors: colors.data,
      keyOptions: keyOptions.data,
      lockMaterials: lockMaterials.data,
      shackleTypes: shackleTypes.data,
      lockmaterialdependencies: lockmaterialdependencies.data,
      engravefontoptions: engravefontoptions.data,
      keycodebuckettype: keycodebuckettype.data,
      salesareas: salesareas.data,
    };
  }, [
    colors.data,
    keyOptions.data,
    lockMaterials.data,
    shackleTypes.data,
    lockmaterialdependencies.data,
    engravefontoptions.data,
    keycodebuckettype.data,
    salesareas.data,
  ]);
  return {
    lookups,
    pending: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

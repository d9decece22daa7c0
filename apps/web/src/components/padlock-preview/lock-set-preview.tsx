import { memo, useMemo } from 'react';
import {
  ENGRAVING_FIELDS,
  LOCK_ENGRAVING_FIELDS,
  maxEngravingChars,
  type EngravingFace,
  type LockSet,
  type Lookups,
} from '@keyplan/domain';
import { useLogoUrl } from '../../api/get-logo.ts';
import { PadlockPreview, type LockFace } from './padlock-preview.tsx';

const FACES: readonly EngravingFace[] = ['front', 'back', 'left', 'right', 'key'];
const PREVIEW_FIELDS = [
  'bodyMaterialID',
  'shackleMaterialID',
  'colorID',
  'fontSize',
  'engravedLock',
  'engravedKey',
  'keyText',
  'logoFront',
  'logoBack',
  ...LOCK_ENGRAVING_FIELDS,
] as const;

/** The drawn padlock of a lock set: its catalog choices, engraving and logos as they are typed. */
export const LockSetPreview = memo(
  function LockSetPreview({ lockSet, lookups }: { lockSet: LockSet; lookups: Lookups }) {
    const logoFront = useLogoUrl(lockSet.logoFront);
    const logoBack = useLogoUrl(lockSet.logoBack);
    const { bodyMaterialID, fontSize, engravedLock } = lockSet;
    const maxChars = useMemo(
      () =>
        Object.fromEntries(
          FACES.map((face) => [face, maxEngravingChars(lookups, bodyMaterialID, fontSize, face)]),
        ) as Record<EngravingFace, number>,
      [lookups, bodyMaterialID, fontSize],
    );
    const lines = Object.fromEntries(
      (Object.keys(ENGRAVING_FIELDS) as LockFace[]).map((face) => [
        face,
        engravedLock ? ENGRAVING_FIELDS[face].map((field) => lockSet[field]) : [],
      ]),
    ) as Record<LockFace, string[]>;
    return (
      <PadlockPreview
        material={lookups.lockMaterials.find((material) => material.id === bodyMaterialID)}
        color={lookups.colors.find((color) => color.id === lockSet.colorID)}
        shackle={lookups.shackleTypes.find((shackle) => shackle.id === lockSet.shackleMaterialID)}
        lines={lines}
        keyText={lockSet.engravedKey && lockSet.keyText !== '' ? lockSet.keyText : null}
        maxChars={maxChars}
        logos={{ front: logoFront, back: logoBack }}
      />
    );
  },
  (before, after) =>
    before.lookups === after.lookups && PREVIEW_FIELDS.every((field) => before.lockSet[field] === after.lockSet[field]),
);

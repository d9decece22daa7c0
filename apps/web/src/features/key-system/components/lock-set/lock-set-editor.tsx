import { memo, useCallback, useMemo, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  allowedWithBodyMaterial,
  findLockSet,
  updateLockSet,
  type LockSet,
  type LockSystemTree,
  type Lookups,
  type TreeIssue,
} from '@keyplan/domain';
import { HELP_CLEARANCE } from '../../../../components/ui/help-clearance.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';
import { editDraft } from '../../editor/draft-store.ts';
import { lockSetErrors, lockSetPathOf, nameUsedElsewhere } from './lock-set-rules.ts';
import { EngravingSection } from './engraving-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { LockSetPreview } from '../../../../components/padlock-preview/lock-set-preview.tsx';
import { LockSetPrice } from './lock-set-price.tsx';
import { LockoutSection } from './lockout-section.tsx';
import { LogosSection } from './logos-section.tsx';
import { MaterialsSection } from './materials-section.tsx';
import { QuantitySection } from './quantity-section.tsx';

export interface LockSetEditorProps {
  lockSet: LockSet;
  tree: LockSystemTree;
  lookups: Lookups;
  bucketType: string | null;
  orderLockSystemID: string;
  /** Rules the draft breaks now, anywhere in the tree; this lock set's go under its fields. */
  issues: readonly TreeIssue[];
  editable: boolean;
}

const preventSubmit = (event: FormEvent) => event.preventDefault();

/** Where the price and preview stick (md up): below the 64 px app bar, with a gap. */
const STICKY_TOP = 88;

/**
 * The drawing's height beside the form: what the screen leaves below the sticky top, the price
 * (about 310 px), the preview's heading and the help button's room; so on a desktop screen (900 px
 * high) the price and the whole drawing show at once, clear of the help button. At least 200 px,
 * for the engraving to stay legible: on a lower screen the drawing's foot runs on below.
 */
const PREVIEW_MAX_HEIGHT = `max(200px, calc(100vh - ${STICKY_TOP + 310 + 24 + 74 + HELP_CLEARANCE.md}px))`;

/** A heading beside the form: memoized, so a keystroke in the form leaves it alone. */
const SideHeading = memo(function SideHeading({ text }: { text: 'form.price' | 'form.preview' }) {
  const t = useText(keySystemText);
  return (
    <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
      {t(text)}
    </Typography>
  );
});

/**
 * The lock set form beside its live price and drawn preview (desktop: form left, price and
 * preview right and sticky; below md one column). Edits go through updateLockSet, so every other
 * node of the tree keeps its identity, and each section re-renders only for its own fields.
 */
export function LockSetEditor({
  lockSet,
  tree,
  lookups,
  bucketType,
  orderLockSystemID,
  issues,
  editable,
}: LockSetEditorProps) {
  const t = useText(keySystemText);
  const rules = useText(ruleText);
  const { lockSetID } = lockSet;
  const onEdit = useCallback(
    (change: (current: LockSet) => LockSet) =>
      editDraft((current) => {
        const found = findLockSet(current, lockSetID);
        if (!found) return current;
        const next = change(found.lockSet);
        return next === found.lockSet ? current : updateLockSet(current, lockSetID, () => next);
      }),
    [lockSetID],
  );
  const path = useMemo(() => lockSetPathOf(tree, lockSetID), [tree, lockSetID]);
  const nameTaken = useMemo(
    () => nameUsedElsewhere(tree, lockSetID, lockSet.lockSetName),
    [tree, lockSetID, lockSet.lockSetName],
  );
  const errors = useMemo(
    () => lockSetErrors(lockSet, path, issues, nameTaken, { t, rules }),
    [lockSet, path, issues, nameTaken, t, rules],
  );
  const disabled = !editable;
  const common = { lockSet, errors, lookups, disabled, onEdit };
  const takesLogos = allowedWithBodyMaterial(lookups, lockSet.bodyMaterialID).logo;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 1fr) minmax(300px, 400px)',
          lg: 'minmax(0, 1fr) 460px',
        },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Stack
        component="form"
        aria-label={t('form.lockSet')}
        noValidate
        onSubmit={preventSubmit}
        spacing={3}
        sx={{ minWidth: 0 }}
      >
        <GeneralSection {...common} />
        <LockoutSection {...common} />
        <QuantitySection {...common} />
        <MaterialsSection {...common} bucketType={bucketType} />
        <EngravingSection {...common} />
        {(takesLogos || lockSet.logoFront !== null || lockSet.logoBack !== null) && (
          <LogosSection {...common} orderLockSystemID={orderLockSystemID} />
        )}
      </Stack>
      <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: STICKY_TOP }, minWidth: 0 }}>
        {/* The price first: it sticks at the top of the screen, never down where the help button is. */}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SideHeading text="form.price" />
          <LockSetPrice lockSet={lockSet} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, '& svg': { maxHeight: { md: PREVIEW_MAX_HEIGHT } } }}>
          <SideHeading text="form.preview" />
          <LockSetPreview lockSet={lockSet} lookups={lookups} />
        </Paper>
      </Stack>
    </Box>
  );
}

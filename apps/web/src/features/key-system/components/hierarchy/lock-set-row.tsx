import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LockSet } from '@keyplan/domain';
import { memo } from 'react';
import { ColorSwatch } from './color-swatch.tsx';
import type { NodeAction } from './node-action.ts';
import { describeFigures, lockSetFigures } from './node-figures.ts';
import { RowMenuButton } from './row-controls.tsx';
import { RowButton, RowFrame, RowPrice, RowText, rowTabIndex, type RowPlacement } from './row-frame.tsx';
import { ROW_PRIMARY } from './virtual-rows.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { lockSetSummary, ruleText } from '../../../../lib/rules/rule-text.ts';
import { keySystemText } from '../../key-system-text.ts';

interface LockSetRowProps extends RowPlacement {
  lockSet: LockSet;
  price: string | null;
  colorHex: string | null;
  colorName: string | null;
  /** Where it hangs, shown first in the flat list of sets (e.g. MASTER KEY 2). */
  context?: string;
  selected: boolean;
  editable: boolean;
  onSelect: (id: string) => void;
  onAction: (action: NodeAction, id: string) => void;
  onMenu?: (anchor: HTMLElement, id: string) => void;
}

/** A lock set: name, "2 sets × 5 locks, keyed alike", color, locks and keys, price, and Edit (→ /set). */
export const LockSetRow = memo(function LockSetRow({
  lockSet,
  price,
  colorHex,
  colorName,
  context,
  selected,
  editable,
  onSelect,
  onAction,
  onMenu,
  ...placement
}: LockSetRowProps) {
  const t = useText(keySystemText);
  const rules = useText(ruleText);
  const id = lockSet.lockSetID;
  const name = lockSet.lockSetName;
  const subtitle = [
    context,
    colorName,
    lockSetSummary(lockSet, rules),
    describeFigures(lockSetFigures(lockSet), false, t),
  ]
    .filter(Boolean)
    .join(' · ');
  const tabIndex = rowTabIndex(placement.tabStop);
  return (
    <RowFrame {...placement} nodeId={id} selected={selected}>
      <RowButton
        {...{ [ROW_PRIMARY]: '' }}
        tabIndex={tabIndex}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(id)}
      >
        <Box component="span" sx={{ display: 'flex', color: 'text.secondary' }}>
          <LockIcon aria-hidden fontSize="small" />
        </Box>
        <RowText title={name} subtitle={subtitle} swatch={<ColorSwatch hex={colorHex} />} />
        <RowPrice price={price} />
      </RowButton>
      <Button
        size="small"
        tabIndex={tabIndex}
        aria-label={editable ? t('hierarchy.editName', { name }) : t('hierarchy.viewName', { name })}
        startIcon={editable ? <EditIcon /> : <VisibilityIcon />}
        onClick={() => onAction('edit', id)}
        sx={{ minWidth: 0, flexShrink: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {editable ? t('hierarchy.edit') : t('hierarchy.view')}
        </Box>
      </Button>
      {editable && onMenu ? <RowMenuButton id={id} name={name} tabIndex={tabIndex} onMenu={onMenu} /> : null}
    </RowFrame>
  );
});

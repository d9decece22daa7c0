import KeyIcon from '@mui/icons-material/Key';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { ExpandToggle, RowMenuButton } from './row-controls.tsx';
import { RowButton, RowFrame, RowPrice, RowText, rowTabIndex, type RowPlacement } from './row-frame.tsx';
import { ROW_PRIMARY } from './virtual-rows.tsx';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';

interface KeyNodeRowProps extends RowPlacement {
  kind: 'grandMasterKey' | 'masterKey';
  id: string;
  name: string;
  /** "3 lock sets · 10 locks · 12 keys". */
  figures: string;
  price: string | null;
  selected: boolean;
  editable: boolean;
  /** Master keys only: whether their lock sets show. */
  expanded?: boolean;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onMenu: (anchor: HTMLElement, id: string) => void;
}

/** The grand master key or a master key in the hierarchy. Props are plain values, so it re-renders only when they change. */
export const KeyNodeRow = memo(function KeyNodeRow({
  kind,
  id,
  name,
  figures,
  price,
  selected,
  editable,
  expanded,
  onSelect,
  onToggle,
  onMenu,
  ...placement
}: KeyNodeRowProps) {
  const t = useText(keySystemText);
  const Icon = kind === 'grandMasterKey' ? KeyIcon : VpnKeyIcon;
  const tabIndex = rowTabIndex(placement.tabStop);
  return (
    <RowFrame {...placement} nodeId={id} selected={selected}>
      {expanded !== undefined ? (
        <ExpandToggle
          id={id}
          label={t('hierarchy.lockSetsOf', { name })}
          expanded={expanded}
          tabIndex={tabIndex}
          onToggle={onToggle}
        />
      ) : null}
      <RowButton
        {...{ [ROW_PRIMARY]: '' }}
        tabIndex={tabIndex}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(id)}
      >
        <Box
          component="span"
          sx={{ display: 'flex', color: kind === 'grandMasterKey' ? 'secondary.main' : 'primary.main' }}
        >
          <Icon aria-hidden />
        </Box>
        <RowText title={name} subtitle={figures} />
        <RowPrice price={price} />
      </RowButton>
      {editable ? <RowMenuButton id={id} name={name} tabIndex={tabIndex} onMenu={onMenu} /> : null}
    </RowFrame>
  );
});

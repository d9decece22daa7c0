import KeyOffIcon from '@mui/icons-material/KeyOff';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { ExpandToggle } from './row-controls.tsx';
import { RowFrame, RowText, rowTabIndex, type RowPlacement } from './row-frame.tsx';
import { NO_MASTER_KEY_GROUP } from './tree-rows.ts';
import { useText } from '../../../../i18n/use-text.ts';
import { keySystemText } from '../../key-system-text.ts';

/** The heading row of lock sets hanging directly under the grand master key. */
export const GroupRow = memo(function GroupRow({
  figures,
  expanded,
  onToggle,
  ...placement
}: RowPlacement & { figures: string; expanded: boolean; onToggle: (id: string) => void }) {
  const t = useText(keySystemText);
  const title = t('hierarchy.noMasterKeyGroup');
  return (
    <RowFrame {...placement} nodeId={NO_MASTER_KEY_GROUP}>
      <ExpandToggle
        id={NO_MASTER_KEY_GROUP}
        label={title}
        expanded={expanded}
        primary
        tabIndex={rowTabIndex(placement.tabStop)}
        onToggle={onToggle}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0, px: 1 }}>
        <Box component="span" sx={{ display: 'flex', color: 'text.secondary' }}>
          <KeyOffIcon aria-hidden />
        </Box>
        <RowText title={title} subtitle={figures} />
      </Box>
    </RowFrame>
  );
});

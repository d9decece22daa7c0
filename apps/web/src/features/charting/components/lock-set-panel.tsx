import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChartLockSet } from '@keyplan/domain';
import { memo } from 'react';
import { chartingText, engravingLines, lockSetSummary } from '../charting-text.ts';
import { useText } from '../../../i18n/use-text.ts';
import { LocksTable } from './locks-table.tsx';

interface LockSetPanelProps {
  lockSet: ChartLockSet;
  expanded: boolean;
  onToggle: (lockSetID: string) => void;
  showBittings: boolean;
}

/**
 * One lock set of the chart, collapsed to its name, keying and charted state (a system may have
 * thousands of locks); expanded, its engraving and its locks. A heading holding a toggle button,
 * as the WAI-ARIA accordion pattern has it.
 */
export const LockSetPanel = memo(function LockSetPanel({
  lockSet,
  expanded,
  onToggle,
  showBittings,
}: LockSetPanelProps) {
  const t = useText(chartingText);
  const contentId = `lock-set-${lockSet.lockSetID}`;
  const engraving = engravingLines(lockSet, t);
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', minWidth: 0 }}>
      <Typography component="h4" variant="body1" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={expanded}
          aria-controls={expanded ? contentId : undefined}
          onClick={() => onToggle(lockSet.lockSetID)}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1.5,
            px: 2,
            py: 1.25,
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <ExpandMoreIcon
            aria-hidden
            sx={{
              transition: 'transform 150ms',
              transform: expanded ? 'rotate(180deg)' : 'none',
              color: 'text.secondary',
            }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
              {lockSet.name}
            </Box>
            <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
              {lockSetSummary(lockSet, t)}
            </Box>
          </Box>
          <Chip
            size="small"
            label={lockSet.charted ? t('charted') : t('notCharted')}
            color={lockSet.charted ? 'success' : 'default'}
            variant={lockSet.charted ? 'filled' : 'outlined'}
          />
        </ButtonBase>
      </Typography>
      {expanded ? (
        <Stack id={contentId} spacing={1.5} sx={{ px: 2, pb: 2, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="div">
            {engraving.length > 0 ? (
              <Box component="ul" aria-label={t('chart.engravingOf', { name: lockSet.name })} sx={{ m: 0, pl: 2.5 }}>
                {engraving.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            ) : (
              t('chart.noEngraving')
            )}
          </Typography>
          <LocksTable lockSet={lockSet} showBittings={showBittings} />
        </Stack>
      ) : null}
    </Paper>
  );
});

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const ROW_HEIGHT = 64;

/** Indentation of each depth, narrower on phones (no horizontal scroll at 360 px). */
const INDENT = [
  { xs: 0.5, sm: 1 },
  { xs: 0.5, sm: 1 },
  { xs: 5, sm: 6 },
] as const;

export interface RowPlacement {
  index: number;
  start: number;
  setSize: number;
  depth: 0 | 1 | 2;
  /** The row whose controls are in the Tab order (see VirtualRows). */
  tabStop: boolean;
}

/** tabIndex of a row's controls: 0 in the list's one Tab-stop row, else -1 (arrow keys reach it). */
export const rowTabIndex = (tabStop: boolean) => (tabStop ? 0 : -1);

/** An <li> of the virtualized hierarchy, absolutely placed at `start`. */
export function RowFrame({
  index,
  start,
  setSize,
  depth,
  nodeId,
  selected = false,
  children,
}: Omit<RowPlacement, 'tabStop'> & { nodeId: string; selected?: boolean; children: ReactNode }) {
  return (
    <Box
      component="li"
      data-index={index}
      data-node-id={nodeId}
      aria-level={depth + 1}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      // Position by inline style: one CSS class per offset would pile up while scrolling.
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: INDENT[depth],
        pr: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        boxShadow: selected ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` : undefined,
      }}
    >
      {children}
    </Box>
  );
}

/** The main control of a row: selects the node; it fills the row's free width. */
export const RowButton = styled(ButtonBase)(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: '100%',
  justifyContent: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(0, 1),
  textAlign: 'left',
  borderRadius: theme.shape.borderRadius,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

/** Two lines of text beside the row's icon, cut with an ellipsis rather than wrapping. */
export function RowText({ title, subtitle, swatch }: { title: string; subtitle: string; swatch?: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', flex: 1, minWidth: 0 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600, ...ELLIPSIS }}>
        {title}
      </Box>
      <Box
        component="span"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2', color: 'text.secondary' }}
      >
        {swatch}
        <Box component="span" sx={{ minWidth: 0, ...ELLIPSIS }}>
          {subtitle}
        </Box>
      </Box>
    </Box>
  );
}

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The node's price at the row's right edge. */
export function RowPrice({ price }: { price: string | null }) {
  if (price === null) return null;
  return (
    <Box component="span" sx={{ typography: 'body2', fontWeight: 600, whiteSpace: 'nowrap', flexShrink: 0 }}>
      {price}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { KEY_COPY_STATE_LABELS, describeLockoutKey, type KeyCopy, type RegisterKey } from '@keyplan/domain';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { STATE_COLORS, holderText, retiredNote, sinceText } from './copy-facts.ts';

export interface KeyRegisterViewProps {
  keys: readonly RegisterKey[];
  systemName: string;
  /** A copy's actions: staff's menu of changes, or the customer's "Propose a change". */
  actions: (key: RegisterKey, copy: KeyCopy) => ReactNode;
}

/** The register from md up: a row per key copy, in a box of its own height that scrolls past 480 px. */
export function KeyRegisterTable({ keys, systemName, actions }: KeyRegisterViewProps) {
  return (
    <TableContainer
      sx={{ maxHeight: 480, position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={`Key register of ${systemName}, scrollable`}
    >
      <Table size="small" stickyHeader aria-label={`Key register of ${systemName}`}>
        <TableHead>
          <TableRow>
            <TableCell>Key · copy</TableCell>
            <TableCell>Blind code</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Holder</TableCell>
            <TableCell>Since</TableCell>
            <TableCell align="right">
              <span style={visuallyHidden}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.flatMap((key) =>
            key.copies.map((copy) => {
              const retired = retiredNote(key, copy);
              return (
                <TableRow key={`${key.keySymbol}-${copy.copyNumber}`}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {key.keySymbol} · {copy.copyNumber}
                    {key.lockout ? (
                      <Typography variant="caption" component="div" sx={{ whiteSpace: 'normal', minWidth: 110 }}>
                        {describeLockoutKey(key.lockout)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.blindCode}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLORS[copy.state]}
                      variant="outlined"
                      label={KEY_COPY_STATE_LABELS[copy.state]}
                    />
                    {retired ? (
                      <Typography variant="caption" component="div" sx={{ fontWeight: 500 }}>
                        {`${retired.label} (${retired.text})`}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{holderText(copy)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{sinceText(copy)}</TableCell>
                  <TableCell align="right">{actions(key, copy)}</TableCell>
                </TableRow>
              );
            }),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KeyCopy, RegisterKey } from '@keyplan/domain';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { STATE_COLORS, holderText, retiredNote, sinceText } from './copy-facts.ts';
import { useKeyRegisterWords } from '../key-register-text.ts';
import { lockoutKeyLine, stateLabel } from './register-words.ts';

export interface KeyRegisterViewProps {
  keys: readonly RegisterKey[];
  systemName: string;
  /** A copy's actions: staff's menu of changes, or the customer's "Propose a change". */
  actions: (key: RegisterKey, copy: KeyCopy) => ReactNode;
}

/** The register from md up: a row per key copy, in a box of its own height that scrolls past 480 px. */
export function KeyRegisterTable({ keys, systemName, actions }: KeyRegisterViewProps) {
  const words = useKeyRegisterWords();
  const { t } = words;
  return (
    <TableContainer
      sx={{ maxHeight: 480, position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={t('register.ofScrollable', { system: systemName })}
    >
      <Table size="small" stickyHeader aria-label={t('register.of', { system: systemName })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.keyCopy')}</TableCell>
            <TableCell>{t('column.blindCode')}</TableCell>
            <TableCell>{t('column.state')}</TableCell>
            <TableCell>{t('column.holder')}</TableCell>
            <TableCell>{t('column.since')}</TableCell>
            <TableCell align="right">
              <span style={visuallyHidden}>{t('menu.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.flatMap((key) =>
            key.copies.map((copy) => {
              const retired = retiredNote(key, copy, words);
              return (
                <TableRow key={`${key.keySymbol}-${copy.copyNumber}`}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {[key.keySymbol, copy.copyNumber].join(' · ')}
                    {key.lockout ? (
                      <Typography variant="caption" component="div" sx={{ whiteSpace: 'normal', minWidth: 110 }}>
                        {lockoutKeyLine(key.lockout, words)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.blindCode}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLORS[copy.state]}
                      variant="outlined"
                      label={stateLabel(copy.state, words)}
                    />
                    {retired ? (
                      <Typography variant="caption" component="div" sx={{ fontWeight: 500 }}>
                        {[retired.label, `(${retired.text})`].join(' ')}
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

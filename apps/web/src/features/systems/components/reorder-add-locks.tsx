import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, type InstalledLockSystem } from '@keyplan/domain';
import { ReorderCountField } from './reorder-count-field.tsx';
import type { AddLocksRow } from './reorder-request.ts';
import { lockSetHold } from '../installed-field.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

/** More locks for the installed lock sets: keyed alike into one of a set's keys, or keyed different. */
export function ReorderAddLocks({
  system,
  name,
  addLocks,
  onChange,
}: {
  system: InstalledLockSystem;
  name: string;
  addLocks: Record<string, AddLocksRow>;
  onChange: (lockSetID: string, change: Partial<AddLocksRow>) => void;
}) {
  const t = useText(systemsText);
  const symbolOf = (masterKeyID: string | null) =>
    masterKeyID === null
      ? 'A'
      : (system.masterKeys.find((entry) => entry.masterKeyID === masterKeyID)?.keySymbol ?? '');
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reorder-locks-heading">
      <Typography id="reorder-locks-heading" component="h2" variant="h6">
        {t('addLocks.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('addLocks.intro')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('addLocks.label', { name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('addLocks.lockSet')}</TableCell>
              <TableCell>{t('addLocks.under')}</TableCell>
              <TableCell>{t('addLocks.keying')}</TableCell>
              <TableCell align="right">{t('addLocks.locksNow')}</TableCell>
              <TableCell>{t('addLocks.add')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {system.lockSets.map((lockSet) => {
              const row = addLocks[lockSet.lockSetID];
              // A lost key's remedy replaced it, or a lost or retired master key holds it: nothing is added.
              const hold = lockSetHold(system, lockSet, t);
              return (
                <TableRow key={lockSet.lockSetID}>
                  <TableCell component="th" scope="row">
                    {lockSet.name}
                  </TableCell>
                  <TableCell>{symbolOf(lockSet.masterKeyID)}</TableCell>
                  <TableCell>
                    {lockSet.keyOption === 'KA' ? t('addLocks.keyedAlike', { sets: lockSet.sets }) : t('keying.KD')}
                  </TableCell>
                  <TableCell align="right">{lockSet.locks}</TableCell>
                  <TableCell>
                    {hold ? (
                      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
                        {hold}
                      </Typography>
                    ) : (
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                        <ReorderCountField
                          label={t('addLocks.locks')}
                          name={t('addLocks.locksName', { name: lockSet.name })}
                          value={row?.locks ?? ''}
                          onChange={(value) => onChange(lockSet.lockSetID, { locks: value })}
                          max={LIMITS.numberOfLocksPerSet.max}
                        />
                        {lockSet.keyOption === 'KA' ? (
                          <TextField
                            select
                            size="small"
                            label={t('addLocks.set')}
                            value={row?.setNumber ?? '1'}
                            onChange={(event) => onChange(lockSet.lockSetID, { setNumber: event.target.value })}
                            slotProps={{
                              select: {
                                SelectDisplayProps: {
                                  'aria-labelledby': undefined,
                                  'aria-label': t('addLocks.setOf', { name: lockSet.name }),
                                },
                              },
                            }}
                            sx={{ width: 110 }}
                          >
                            {Array.from({ length: lockSet.sets }, (_, index) => (
                              <MenuItem key={index} value={String(index + 1)}>
                                {t('addLocks.setNumber', { number: index + 1 })}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : null}
                        <ReorderCountField
                          label={t('addLocks.keys')}
                          name={t('addLocks.keysName', { name: lockSet.name })}
                          value={row?.keys ?? ''}
                          onChange={(value) => onChange(lockSet.lockSetID, { keys: value })}
                          max={LIMITS.numberOfKeysPerSet.max}
                        />
                        {lockSet.lockoutDepartment != null ? (
                          <TextField
                            multiline
                            minRows={2}
                            size="small"
                            label={t('addLocks.workers')}
                            helperText={t('addLocks.workersHelp', {
                              department: lockSet.lockoutDepartment || t('addLocks.noDepartment'),
                            })}
                            value={row?.workers ?? ''}
                            onChange={(event) => onChange(lockSet.lockSetID, { workers: event.target.value })}
                            sx={{ minWidth: 240 }}
                          />
                        ) : null}
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

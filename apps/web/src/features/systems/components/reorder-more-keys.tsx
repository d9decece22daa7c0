import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { LIMITS, LOCKOUT_LIMITS, type InstalledLockSystem } from '@keyplan/domain';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';
import { installedKeyKind } from './installed-key-labels.ts';
import { lockoutKeyText } from './lockout-key-text.ts';
import { ReorderCountField, reorderCount } from './reorder-count-field.tsx';
import { keyHold } from '../installed-field.ts';

/** More keys cut to the codes the installed keys have (spares); none of a key retired or reported lost. */
export function ReorderMoreKeys({
  system,
  name,
  keyOrders,
  setKeyOrders,
  keyReasons,
  setKeyReasons,
}: {
  system: InstalledLockSystem;
  name: string;
  keyOrders: Record<string, string>;
  setKeyOrders: (update: (current: Record<string, string>) => Record<string, string>) => void;
  keyReasons: Record<string, string>;
  setKeyReasons: (update: (current: Record<string, string>) => Record<string, string>) => void;
}) {
  const t = useText(systemsText);
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reorder-keys-heading">
      <Typography id="reorder-keys-heading" component="h2" variant="h6">
        {t('moreKeys.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('moreKeys.intro')}
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={t('keys.label', { name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('keys.symbol')}</TableCell>
              <TableCell>{t('keys.key')}</TableCell>
              <TableCell>{t('keys.blindCode')}</TableCell>
              <TableCell align="right">{t('moreKeys.cutSoFar')}</TableCell>
              <TableCell>{t('moreKeys.cutNow')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {system.keys.map((key) => {
              // Retired, or a copy reported lost: no more copies of it are cut.
              const hold = keyHold(key);
              return (
                <TableRow key={key.keySymbol}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                    {key.keySymbol}
                  </TableCell>
                  <TableCell>
                    {key.kind === 'grandMaster'
                      ? installedKeyKind(key.kind, t)
                      : t('moreKeys.kindNamed', { kind: installedKeyKind(key.kind, t), name: key.name })}
                    {key.lockout ? (
                      <Typography variant="body2" color="warning.main">
                        {lockoutKeyText(key.lockout, t)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.blindCode}</TableCell>
                  <TableCell align="right">{key.keysCut}</TableCell>
                  <TableCell>
                    {hold ? (
                      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
                        {hold}
                      </Typography>
                    ) : (
                      <Stack spacing={1}>
                        <ReorderCountField
                          label={t('moreKeys.keys')}
                          name={t('moreKeys.keysName', { symbol: key.keySymbol })}
                          value={keyOrders[key.keySymbol] ?? ''}
                          onChange={(value) => setKeyOrders((current) => ({ ...current, [key.keySymbol]: value }))}
                          max={LIMITS.additionalKeys.max}
                        />
                        {/* A worker's lockout/tagout key: one copy, a second only with a reason (decision 0053). */}
                        {key.lockout?.heldBy === 'worker' && reorderCount(keyOrders[key.keySymbol] ?? '') > 0 ? (
                          <TextField
                            size="small"
                            label={t('moreKeys.why')}
                            helperText={t('moreKeys.whyHelp')}
                            value={keyReasons[key.keySymbol] ?? ''}
                            onChange={(event) =>
                              setKeyReasons((current) => ({ ...current, [key.keySymbol]: event.target.value }))
                            }
                            slotProps={{ htmlInput: { maxLength: LOCKOUT_LIMITS.reason } }}
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

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InstalledKey, InstalledLockSystem } from '@keyplan/domain';
import { CardFacts } from '../../../components/ui/card-facts.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { lostCopiesOf } from '../installed-field.ts';
import { useText } from '../../../i18n/use-text.ts';
import { systemsText, type SystemsTranslate } from '../systems-text.ts';
import { installedKeyKind } from './installed-key-labels.ts';
import { KeyOpensDialog } from './key-opens-dialog.tsx';
import { lockoutKeyText } from './lockout-key-text.ts';

/** What a key opens, in words: its lock set, a master key's branch, or every lock. */
function opensText(key: InstalledKey, t: SystemsTranslate): string {
  if (key.kind === 'change') return key.name;
  if (key.kind === 'master') return t('keys.opensBranch', { name: key.name });
  return t('keys.opensAll');
}

/** The notes under a key's kind: its lockout/tagout worker, and whether it was retired or a copy lost. */
function KeyNotes({ keyOf, id }: { keyOf: InstalledKey; id?: string }) {
  const t = useText(systemsText);
  const lost = lostCopiesOf(keyOf);
  return (
    <>
      {keyOf.lockout ? (
        <Typography id={id} variant="caption" component="span" sx={{ display: 'block' }}>
          {lockoutKeyText(keyOf.lockout, t)}
        </Typography>
      ) : null}
      {keyOf.retiredBy ? (
        <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {t('keys.retired', { order: keyOf.retiredBy.sapOrderNumber ?? t('noValue') })}
        </Typography>
      ) : lost > 0 ? (
        <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {t('keys.lost', { count: lost })}
        </Typography>
      ) : null}
    </>
  );
}

interface KeysProps {
  system: InstalledLockSystem;
  onAsk: (keySymbol: string) => void;
}

function WhatItOpensButton({ keySymbol, onAsk }: { keySymbol: string; onAsk: (keySymbol: string) => void }) {
  const t = useText(systemsText);
  return (
    <Button size="small" onClick={() => onAsk(keySymbol)} aria-label={t('keys.whatOpensNamed', { symbol: keySymbol })}>
      {t('keys.whatOpens')}
    </Button>
  );
}

/** From md up: a row per key, in a box that scrolls past 360 px (reachable by keyboard, named). */
function KeysTable({ system, onAsk }: KeysProps) {
  const t = useText(systemsText);
  const name = systemDisplayName(system.name);
  return (
    <TableContainer
      sx={{ maxHeight: 360, position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={t('keys.region', { name })}
    >
      <Table size="small" stickyHeader aria-label={t('keys.label', { name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('keys.symbol')}</TableCell>
            <TableCell>{t('keys.key')}</TableCell>
            <TableCell>{t('keys.opens')}</TableCell>
            <TableCell>{t('keys.blindCode')}</TableCell>
            <TableCell align="right">{t('keys.cut')}</TableCell>
            <TableCell>
              <span style={visuallyHidden}>{t('column.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {system.keys.map((key) => (
            <TableRow key={key.keySymbol}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {key.keySymbol}
              </TableCell>
              <TableCell>
                {installedKeyKind(key.kind, t)}
                <KeyNotes keyOf={key} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{opensText(key, t)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{key.blindCode}</TableCell>
              <TableCell align="right">{key.keysCut}</TableCell>
              <TableCell align="right">
                <WhatItOpensButton keySymbol={key.keySymbol} onAsk={onAsk} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function KeyCard({ keyOf, onAsk }: { keyOf: InstalledKey; onAsk: (keySymbol: string) => void }) {
  const t = useText(systemsText);
  const id = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={keyOf.lockout ? `${id}-name ${id}-lockout` : `${id}-name`}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={`${id}-name`} variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {t('keys.cardTitle', { symbol: keyOf.keySymbol, kind: installedKeyKind(keyOf.kind, t) })}
        </Typography>
        <KeyNotes keyOf={keyOf} id={`${id}-lockout`} />
        <Box sx={{ mt: 1 }}>
          <CardFacts
            facts={[
              [t('keys.opens'), opensText(keyOf, t)],
              [t('keys.blindCode'), keyOf.blindCode],
              [t('keys.cut'), String(keyOf.keysCut)],
            ]}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>
        <WhatItOpensButton keySymbol={keyOf.keySymbol} onAsk={onAsk} />
      </CardActions>
    </Card>
  );
}

/** On a phone (below md, as Customer Search's list): a card per key, its name whole, in the page's flow. */
function KeyCards({ system, onAsk }: KeysProps) {
  const t = useText(systemsText);
  return (
    <Stack spacing={1}>
      {/* What the table's column headers say from md up (the key register below has its heading too). */}
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('keys.heading')}
      </Typography>
      <Stack
        component="ul"
        aria-label={t('keys.label', { name: systemDisplayName(system.name) })}
        spacing={1}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {system.keys.map((key) => (
          <KeyCard key={key.keySymbol} keyOf={key} onAsk={onAsk} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Every key of an installed system with its blind code and how many were cut; what each opens on request. */
export function InstalledKeys({ system }: { system: InstalledLockSystem }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <>
      {phone ? <KeyCards system={system} onAsk={setAsked} /> : <KeysTable system={system} onAsk={setAsked} />}
      {asked ? (
        <KeyOpensDialog
          ccid={system.ccid}
          lockSystemId={system.lockSystemID}
          keySymbol={asked}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </>
  );
}

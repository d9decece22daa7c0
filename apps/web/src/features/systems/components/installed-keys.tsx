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
import { describeLockoutKey, type InstalledKey, type InstalledLockSystem } from '@keyplan/domain';
import { CardFacts } from '../../../components/ui/card-facts.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { lostCopiesOf } from '../installed-field.ts';
import { INSTALLED_KEY_KIND_LABELS as KIND_LABELS } from './installed-key-labels.ts';
import { KeyOpensDialog } from './key-opens-dialog.tsx';

/** What a key opens, in words: its lock set, a master key's branch, or every lock. */
function opensText(key: InstalledKey): string {
  if (key.kind === 'change') return key.name;
  if (key.kind === 'master') return `${key.name} and its locks`;
  return 'Every lock';
}

/** The notes under a key's kind: its lockout/tagout worker, and whether it was retired or a copy lost. */
function KeyNotes({ keyOf, id }: { keyOf: InstalledKey; id?: string }) {
  const lost = lostCopiesOf(keyOf);
  return (
    <>
      {keyOf.lockout ? (
        <Typography id={id} variant="caption" component="span" sx={{ display: 'block' }}>
          {describeLockoutKey(keyOf.lockout)}
        </Typography>
      ) : null}
      {keyOf.retiredBy ? (
        <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {`Retired: its locks were replaced by SAP order ${keyOf.retiredBy.sapOrderNumber ?? '—'}`}
        </Typography>
      ) : lost > 0 ? (
        <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {lost === 1 ? 'A copy reported lost' : `${lost} copies reported lost`}
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
  return (
    <Button size="small" onClick={() => onAsk(keySymbol)} aria-label={`What key ${keySymbol} opens`}>
      What it opens
    </Button>
  );
}

/** From md up: a row per key, in a box that scrolls past 360 px (reachable by keyboard, named). */
function KeysTable({ system, onAsk }: KeysProps) {
  return (
    <TableContainer
      sx={{ maxHeight: 360, position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={`Keys of ${systemDisplayName(system.name)}, scrollable`}
    >
      <Table size="small" stickyHeader aria-label={`Keys of ${systemDisplayName(system.name)}`}>
        <TableHead>
          <TableRow>
            <TableCell>Symbol</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Opens</TableCell>
            <TableCell>Blind code</TableCell>
            <TableCell align="right">Keys cut</TableCell>
            <TableCell>
              <span style={visuallyHidden}>Actions</span>
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
                {KIND_LABELS[key.kind]}
                <KeyNotes keyOf={key} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{opensText(key)}</TableCell>
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
  const id = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={keyOf.lockout ? `${id}-name ${id}-lockout` : `${id}-name`}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={`${id}-name`} variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {`${keyOf.keySymbol} · ${KIND_LABELS[keyOf.kind]}`}
        </Typography>
        <KeyNotes keyOf={keyOf} id={`${id}-lockout`} />
        <Box sx={{ mt: 1 }}>
          <CardFacts
            facts={[
              ['Opens', opensText(keyOf)],
              ['Blind code', keyOf.blindCode],
              ['Keys cut', String(keyOf.keysCut)],
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
  return (
    <Stack spacing={1}>
      {/* What the table's column headers say from md up (the key register below has its heading too). */}
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Keys
      </Typography>
      <Stack
        component="ul"
        aria-label={`Keys of ${systemDisplayName(system.name)}`}
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

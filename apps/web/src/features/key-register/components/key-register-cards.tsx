import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyCopy, RegisterKey } from '@keyplan/domain';
import { CardFacts } from '../../../components/ui/card-facts.tsx';
import { STATE_COLORS, holderText, retiredNote, sinceText } from './copy-facts.ts';
import type { KeyRegisterViewProps } from './key-register-table.tsx';
import { useKeyRegisterWords } from '../key-register-text.ts';
import { lockoutKeyLine, stateLabel } from './register-words.ts';

type CardHeading = 'h3' | 'h5';

function CopyCard({
  keyOf,
  copy,
  actions,
  heading,
}: Pick<KeyRegisterViewProps, 'actions'> & { keyOf: RegisterKey; copy: KeyCopy; heading: CardHeading }) {
  const words = useKeyRegisterWords();
  const { t } = words;
  const id = useId();
  const facts: [string, string][] = [[t('column.holder'), holderText(copy)]];
  if (copy.state !== 'notHandedOut') facts.push([t('column.since'), sinceText(copy)]);
  const retired = retiredNote(keyOf, copy, words);
  if (retired) facts.push([retired.label, retired.text]);
  return (
    <Card component="li" variant="outlined" aria-labelledby={keyOf.lockout ? `${id}-name ${id}-lockout` : `${id}-name`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`${id}-name`} component={heading} variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('card.title', { symbol: keyOf.keySymbol, copy: copy.copyNumber })}
            </Typography>
            {keyOf.lockout ? (
              <Typography id={`${id}-lockout`} variant="body2" color="text.secondary">
                {lockoutKeyLine(keyOf.lockout, words)}
              </Typography>
            ) : null}
          </Box>
          <Chip
            size="small"
            color={STATE_COLORS[copy.state]}
            variant="outlined"
            label={stateLabel(copy.state, words)}
          />
        </Stack>
        <Box sx={{ mt: 1 }}>
          <CardFacts facts={facts} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>{actions(keyOf, copy)}</CardActions>
    </Card>
  );
}

/**
 * The register on a phone (below md, as Customer Search's list): a card per key copy with its
 * symbol, state, holder and actions together, in the page's flow (no box of its own to scroll).
 */
export function KeyRegisterCards({
  keys,
  systemName,
  actions,
  heading = 'h5',
}: KeyRegisterViewProps & {
  /** The level of each card's heading: below the register's own (h4 on System Start, h2 on the review). */
  heading?: CardHeading;
}) {
  const t = useKeyRegisterWords().t;
  return (
    <Stack
      component="ul"
      aria-label={t('register.of', { system: systemName })}
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {keys.flatMap((key) =>
        key.copies.map((copy) => (
          <CopyCard
            key={`${key.keySymbol}-${copy.copyNumber}`}
            keyOf={key}
            copy={copy}
            actions={actions}
            heading={heading}
          />
        )),
      )}
    </Stack>
  );
}

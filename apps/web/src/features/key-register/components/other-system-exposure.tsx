import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { KeyExposure, LostKeyRemedyKind, OtherSystemExposure as OtherSystem } from '@keyplan/domain';
import { ExposurePlan } from './exposure-plan.tsx';
import { ChosenRemedies, RemedyCards } from './remedy-cards.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { keyRegisterText } from '../key-register-text.ts';

/**
 * Another installed system of the customer where the lost key opens locks (issue 28): what it opens
 * there in plain words, that system's plan, and the remedies that become reorders of that system.
 */
export function OtherSystemExposure({
  other,
  keySymbol,
  chosen,
  canChoose,
  choosing,
  onChoose,
}: {
  other: OtherSystem;
  keySymbol: string;
  chosen: KeyExposure['chosen'];
  canChoose: boolean;
  choosing: boolean;
  onChoose: (remedy: LostKeyRemedyKind) => void;
}) {
  const t = useText(keyRegisterText);
  const standing = chosen.some((entry) => entry.statusLabel !== 'Canceled');
  return (
    <Box
      component="section"
      aria-label={t('other.keyIn', { key: keySymbol, system: other.lockSystemName })}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {t('other.heading', { system: other.lockSystemName })}
        </Typography>
        <Typography variant="body1">{other.summary}</Typography>
        {/* 'Lost AA': the other system has keys of its own, maybe of the same symbol. */}
        <ExposurePlan
          keySymbol={t('plan.lostKey', { key: keySymbol })}
          plan={other.plan}
          systemName={other.lockSystemName}
        />
        <ChosenRemedies chosen={chosen} keySymbol={keySymbol} systemName={other.lockSystemName} />
        {other.noRemedy ? <Alert severity="warning">{other.noRemedy}</Alert> : null}
        {standing ? null : (
          <RemedyCards
            remedies={other.remedies}
            canChoose={canChoose}
            choosing={choosing}
            systemName={other.lockSystemName}
            onChoose={onChoose}
          />
        )}
      </Stack>
    </Box>
  );
}

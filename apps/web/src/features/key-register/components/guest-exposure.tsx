import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useGuestKeyExposure } from '../api/lost-key.ts';
import { ExposurePlan } from './exposure-plan.tsx';
import { remedyWords } from './guest-exposure-words.ts';
import { useKeyRegisterWords } from '../key-register-text.ts';

/**
 * A lost key on the customer's review (issues 28, 47): what it opens in the words staff see, where
 * the remedy stands (proposed, ordered, delivered), and the plan the rep sees — which lock sets it
 * opens, in this system and the customer's others — to read, not to change.
 */
export function GuestExposure({ orderId, keySymbol }: { orderId: string; keySymbol: string }) {
  const registerWords = useKeyRegisterWords();
  const { t } = registerWords;
  const exposure = useGuestKeyExposure(orderId, keySymbol);
  if (!exposure.isSuccess) return null;
  const { data } = exposure;
  const words = remedyWords(data, registerWords);
  const standing = data.chosen.filter((entry) => entry.statusLabel !== 'Canceled' && entry.statusLabel !== 'Deleted');
  const safe = standing.length > 0 && standing.every((entry) => entry.delivered);
  return (
    <Stack component="section" spacing={1} aria-label={t('guest.isLost', { key: keySymbol })}>
      <Alert severity={safe ? 'success' : 'warning'}>
        {[
          t('guest.isLostSentence', { key: keySymbol }),
          data.summary,
          ...data.otherSystems.map((other) => other.summary),
          ...words,
        ].join(' ')}
      </Alert>
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('guest.wherePlan', { key: keySymbol })}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={2}>
            <ExposurePlan keySymbol={keySymbol} plan={data.plan} />
            {data.otherSystems.map((other) => (
              <ExposurePlan
                key={other.lockSystemID}
                keySymbol={t('plan.lostKey', { key: keySymbol })}
                plan={other.plan}
                systemName={other.lockSystemName}
              />
            ))}
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

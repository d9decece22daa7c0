import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Lookups, SystemPrice } from '@keyplan/domain';
import { useId, useState } from 'react';
import { LockSetReview } from './lock-set-review.tsx';
import type { ReviewLockSet } from './review-figures.ts';
import { reviewText } from '../../review-text.ts';
import { useText } from '../../../../i18n/use-text.ts';

/** Lock sets rendered per step inside an opened group: a master key with hundreds stays light. */
export const LOCK_SETS_PER_PAGE = 20;

/** Between the name and the counts, so the heading reads 'MASTER KEY 1 2 keys · …', not run together. */
const WORD_SPACE = ' ';

interface KeyGroupProps {
  title: string;
  summary: string;
  lockSets: readonly ReviewLockSet[];
  lookups: Lookups;
  price: SystemPrice | null;
  currency: string;
  defaultExpanded: boolean;
}

/**
 * A master key (or the lock sets without one) with its lock sets, collapsed by default in large
 * systems; its lock sets are only rendered while it is open, and then 20 at a time. The
 * accordion's own h3 wraps the summary, so its heading reads the name and the counts.
 */
export function KeyGroup({ title, summary, lockSets, lookups, price, currency, defaultExpanded }: KeyGroupProps) {
  const t = useText(reviewText);
  const id = useId();
  const [shown, setShown] = useState(LOCK_SETS_PER_PAGE);
  const remaining = lockSets.length - shown;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {WORD_SPACE}
          <Typography component="span" variant="body2" color="text.secondary">
            {summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {lockSets.length === 0 ? (
          <Typography color="text.secondary">{t('group.noLockSets')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            {lockSets.slice(0, shown).map((lockSet) => (
              <LockSetReview
                key={lockSet.lockSetID}
                lockSet={lockSet}
                lookups={lookups}
                price={price}
                currency={currency}
              />
            ))}
            {remaining > 0 && (
              <Button onClick={() => setShown((count) => count + LOCK_SETS_PER_PAGE)} sx={{ alignSelf: 'flex-start' }}>
                {t('group.showMore', { count: Math.min(remaining, LOCK_SETS_PER_PAGE), remaining })}
              </Button>
            )}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

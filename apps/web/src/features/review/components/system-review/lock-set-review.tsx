import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Lookups, SystemPrice } from '@keyplan/domain';
import { memo } from 'react';
import { LockSetPreview } from '../../../../components/padlock-preview/lock-set-preview.tsx';
import { FactList } from '../../../../components/ui/fact-list.tsx';
import { LockoutReview } from './lockout-review.tsx';
import {
  addOnText,
  engravingLines,
  keyCountLabel,
  lockSetMoney,
  materialsOf,
  setSummary,
  type ReviewLockSet,
} from './review-figures.ts';
import { useReviewWords } from '../../review-text.ts';

interface LockSetReviewProps {
  lockSet: ReviewLockSet;
  lookups: Lookups;
  price: SystemPrice | null;
  currency: string;
}

/** One lock set read-only: quantities, materials, engraving, prices and a small drawn padlock. */
export const LockSetReview = memo(function LockSetReview({ lockSet, lookups, price, currency }: LockSetReviewProps) {
  const words = useReviewWords();
  const { t, format } = words;
  const materials = materialsOf(lockSet, lookups);
  const money = lockSetMoney(lockSet, price, currency, words);
  const engraving = engravingLines(lockSet, words);
  const headingId = `lock-set-${lockSet.lockSetID}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {lockSet.lockSetName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[lockSet.sku, setSummary(lockSet, words)].join(' · ')}
      </Typography>
      {lockSet.addToLockSetId && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {addOnText(lockSet.keyOption, words)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 220px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <FactList
            facts={[
              { label: t('fact.locks'), value: format.number(lockSet.numberOfLocks) },
              { label: t('fact.keys'), value: keyCountLabel(lockSet, words) },
              { label: t('fact.body'), value: materials.body },
              { label: t('fact.shackle'), value: materials.shackle },
              { label: t('fact.color'), value: materials.color },
              { label: t('fact.pricePerLock'), value: money.pricePer },
              ...(money.workerNames ? [{ label: t('fact.workerNames'), value: money.workerNames }] : []),
              ...(money.total ? [{ label: money.totalLabel, value: money.total }] : []),
            ]}
          />
          <Typography component="h5" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
            {t('engraving.heading')}
          </Typography>
          {engraving.length === 0 ? (
            <Typography variant="body2">
              {lockSet.lockout ? t('engraving.workerNames') : t('engraving.none')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {engraving.map((line) => (
                <Typography
                  key={line}
                  component="li"
                  variant="body2"
                  sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {line}
                </Typography>
              ))}
            </Box>
          )}
          <LockoutReview lockSet={lockSet} />
        </Box>
        <Box sx={{ maxWidth: 220, width: '100%', justifySelf: { xs: 'center', sm: 'end' } }}>
          <LockSetPreview lockSet={lockSet} lookups={lookups} />
        </Box>
      </Box>
    </Paper>
  );
});

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A phone card's facts, each label beside its value in two columns (a description list), as
 * System Start's system cards show theirs. Values break between words, inside one only if it is
 * wider than the card.
 */
export function CardFacts({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

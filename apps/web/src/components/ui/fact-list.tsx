import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: string;
}

/**
 * Read-only facts (a system's customer, type, SAP number and status; a chart's bucket and size) as
 * a description list: label above value, side by side as far as they fit.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 5, rowGap: 2, m: 0 }}>
      {facts.map(({ label: factLabel, value }) => (
        <Box key={factLabel} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {factLabel}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

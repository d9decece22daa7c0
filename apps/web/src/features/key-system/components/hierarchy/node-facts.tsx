import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a description list, two columns wide enough for a phone. */
export function NodeFacts({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

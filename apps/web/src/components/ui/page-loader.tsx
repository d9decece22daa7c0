import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Progress indicator for a page that is waiting (sign-in, account check, code chunk). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * A screen's frame: a section headed by the screen's h1, whose title also names the browser tab;
 * an optional subtitle under it names what the screen is about (the order and its customer).
 */
export function PageSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string | null | undefined;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack component="section" spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}

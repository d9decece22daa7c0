import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A screen's frame: a section headed by the screen's h1, whose title also names the browser tab. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack component="section" spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

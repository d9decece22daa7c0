import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A screen of SPEC §2 whose content arrives in a later release: its name and a note. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Stack component="section" spacing={2} sx={{ py: 2 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary">This screen arrives in a later release.</Typography>
      {children}
    </Stack>
  );
}

export default PlaceholderPage;

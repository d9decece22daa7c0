import { memo, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Columns of a form section: one on phones, two from sm, four from lg. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

export interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** A button beside the title (e.g. 'Add contact'). */
  action?: ReactNode;
  /** h2 for a section of a screen's form; h3 where the form itself sits under an h2 (the lock set). */
  headingLevel?: 'h2' | 'h3';
  /** Stacks the children with this spacing; without it they are laid out by the caller. */
  spacing?: number;
}

/** The heading row: left alone when only the section's fields change (a keystroke). */
const SectionHeading = memo(function SectionHeading({
  id,
  title,
  headingLevel,
  action,
}: {
  id: string;
  title: string;
  headingLevel: 'h2' | 'h3';
  action: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography id={id} component={headingLevel} variant="h6">
        {title}
      </Typography>
      {action}
    </Box>
  );
});

/** A titled part of a form (Customer, Materials, Engraving…): a region named by its heading. */
export function FormSection({ title, children, action, headingLevel = 'h2', spacing }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading id={headingId} title={title} headingLevel={headingLevel} action={action} />
      {spacing === undefined ? children : <Stack spacing={spacing}>{children}</Stack>}
    </Paper>
  );
}

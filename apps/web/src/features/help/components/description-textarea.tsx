import type { ComponentProps } from 'react';
import { HELP_DESCRIPTION_HEIGHT_PX } from '@keyplan/domain';

/**
 * A plain textarea of fixed height for the help Description (SPEC §9: 230 px). MUI's multiline
 * field grows with its text; this one stays 230 px high and scrolls.
 */
export function DescriptionTextarea({ style, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} style={{ ...style, height: HELP_DESCRIPTION_HEIGHT_PX, overflow: 'auto' }} />;
}

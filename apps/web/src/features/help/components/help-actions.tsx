import { Suspense, useState, type ComponentProps } from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { MESSAGES } from '@keyplan/domain';
import { HELP_BUTTON_INSET, withSafeArea } from '../../../components/ui/help-clearance.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import type { HelpDialog as DialogComponent } from './help-dialog.tsx';

/**
 * The dialog's code (form, schema, ticket call) is fetched when the person reaches for the button;
 * once it has arrived, opening the dialog does not suspend.
 */
const HelpDialog = lazyPage<ComponentProps<typeof DialogComponent>>(() =>
  import('./help-dialog.tsx').then((module) => ({ default: module.HelpDialog })),
);
/** A failure here is not reported: opening the dialog loads it again and reports it. */
const preloadHelpDialog = () => void HelpDialog.preload().catch(() => undefined);

interface HelpActionsProps {
  /** Set when a signed-in staff member is present: the help icon is for them only (SPEC §2, §6). */
  staffEmail: string | null;
  /** The FAQ link of the runtime config; no FAQ icon without it. */
  faqUrl: string | null;
}

/**
 * Floating help and FAQ icons at the bottom right (SPEC §2 "Global UI"), inside the device's safe
 * area; the app's layout keeps content clear of them (help-clearance.ts).
 */
export function HelpActions({ staffEmail, faqUrl }: HelpActionsProps) {
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so a closed dialog keeps what was typed. */
  const [opened, setOpened] = useState(false);
  if (!staffEmail && !faqUrl) return null;
  return (
    <>
      <Stack
        component="aside"
        aria-label="Help"
        direction="row"
        spacing={1.5}
        sx={{
          position: 'fixed',
          right: { xs: withSafeArea(HELP_BUTTON_INSET.xs, 'right'), md: withSafeArea(HELP_BUTTON_INSET.md, 'right') },
          bottom: {
            xs: withSafeArea(HELP_BUTTON_INSET.xs, 'bottom'),
            md: withSafeArea(HELP_BUTTON_INSET.md, 'bottom'),
          },
          zIndex: 'speedDial',
        }}
      >
        {faqUrl && (
          <Tooltip title="FAQ">
            <Fab size="small" color="default" aria-label="FAQ" href={faqUrl} target="_blank" rel="noopener noreferrer">
              <QuizOutlinedIcon />
            </Fab>
          </Tooltip>
        )}
        {staffEmail && (
          <Tooltip title={MESSAGES.requestAssistance}>
            <Fab
              color="primary"
              aria-label={MESSAGES.requestAssistance}
              onPointerEnter={preloadHelpDialog}
              onFocus={preloadHelpDialog}
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
            >
              <SupportAgentIcon />
            </Fab>
          </Tooltip>
        )}
      </Stack>
      {staffEmail && opened && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onClose={() => setOpen(false)} userEmail={staffEmail} />
        </Suspense>
      )}
    </>
  );
}

import { Suspense, useState } from 'react';
import { lazyMuiPage } from '../../../components/mui/lazy-mui-page.tsx';
import { QuizOutlinedIcon, SupportAgentIcon } from '../../../components/plain/icons.tsx';
import { useText } from '../../../i18n/use-text.ts';
import { helpText } from '../help-text.ts';

/**
 * The dialog's code (form, schema, ticket call) is fetched when the person reaches for the button;
 * once it has arrived, opening the dialog does not suspend.
 */
const HelpDialog = lazyMuiPage(() => import('./help-dialog.tsx').then((module) => ({ default: module.HelpDialog })));
/** A failure here is not reported: opening the dialog loads it again and reports it. */
const preloadHelpDialog = () => void HelpDialog.preload().catch(() => undefined);

interface HelpActionsProps {
  /** Set when a signed-in staff member is present: the help icon is for them only (SPEC §2, §6). */
  staffEmail: string | null;
  /** The FAQ link of the runtime config; no FAQ icon without it. */
  faqUrl: string | null;
}

/**
 * Help and FAQ icons at the bottom right (SPEC §2 "Global UI"), inside the device's safe area: floating
 * from md up, at the page's end on a phone; the app's layout keeps content clear of them
 * (help-clearance.ts, plain.css's .kp-help).
 */
export function HelpActions({ staffEmail, faqUrl }: HelpActionsProps) {
  const t = useText(helpText);
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so a closed dialog keeps what was typed. */
  const [opened, setOpened] = useState(false);
  if (!staffEmail && !faqUrl) return null;
  return (
    <>
      {/* Plain buttons styled as MUI's Fab, with a CSS tooltip (plain.css): on every screen, so without
          MUI (decision 0051); the place is help-clearance.ts's HELP_BUTTON_INSET. */}
      <aside aria-label={t('help')} className="kp-help">
        {faqUrl && (
          <span className="kp-tooltip-anchor">
            <a
              className="kp-fab kp-fab-small"
              aria-label={t('faq')}
              href={faqUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <QuizOutlinedIcon />
            </a>
            <span className="kp-tooltip" aria-hidden="true">
              {t('faq')}
            </span>
          </span>
        )}
        {staffEmail && (
          <span className="kp-tooltip-anchor">
            <button
              type="button"
              className="kp-fab"
              aria-label={t('requestAssistance')}
              onPointerEnter={preloadHelpDialog}
              onFocus={preloadHelpDialog}
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
            >
              <SupportAgentIcon />
            </button>
            <span className="kp-tooltip" aria-hidden="true">
              {t('requestAssistance')}
            </span>
          </span>
        )}
      </aside>
      {staffEmail && opened && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onClose={() => setOpen(false)} userEmail={staffEmail} />
        </Suspense>
      )}
    </>
  );
}

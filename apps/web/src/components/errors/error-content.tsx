import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useText } from '../../i18n/use-text.ts';
import { PlainButton } from '../plain/plain-button.tsx';
import { errorText } from './error-text.ts';

interface ErrorContentProps {
  title: string;
  message: string;
  /** Staff's way back; a customer (read-only, no staff sign-in) gets a hint instead. */
  onGoToCustomerSearch?: () => void;
  /** Offered to a signed-in person, e.g. one without the staff role who must switch account. */
  onSignOut?: () => void;
  /** Back to what failed, to try again (the order SAP refused for want of a charted customer). */
  back?: { label: string; onClick: () => void } | undefined;
}

/** What a customer can do when their review link fails (Customer Search is a staff screen), in English. */
export const CUSTOMER_HINT = 'If the link still does not work, ask the person who sent it to you for a new one.';

/**
 * The error screen's content (SPEC §2 "Error page"): a title, a message, a way back. Plain, without
 * MUI: it shows when a screen's code failed to load too (decision 0051).
 */
export function ErrorContent({ title, message, onGoToCustomerSearch, onSignOut, back }: ErrorContentProps) {
  const t = useText(errorText);
  useDocumentTitle(title);
  return (
    <section
      className="kp-stack"
      style={{ gap: 24, alignItems: 'flex-start', maxWidth: 720, margin: '0 auto', padding: '32px 0' }}
    >
      <h1 className="kp-h4">{title}</h1>
      <p className="kp-body1" style={{ overflowWrap: 'anywhere' }}>
        {message}
      </p>
      {!onGoToCustomerSearch && <p className="kp-body1 kp-secondary">{t('customerHint')}</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {back && (
          <PlainButton variant="contained" onClick={back.onClick}>
            {back.label}
          </PlainButton>
        )}
        {onGoToCustomerSearch && (
          <PlainButton variant={back ? 'outlined' : 'contained'} onClick={onGoToCustomerSearch}>
            {t('goToCustomerSearch')}
          </PlainButton>
        )}
        {onSignOut && (
          <PlainButton variant="outlined" onClick={onSignOut}>
            {t('signInAnotherAccount')}
          </PlainButton>
        )}
      </div>
    </section>
  );
}

import { ERROR_TEXTS, type ErrorPageState, type StartupDecision } from '@keyplan/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { setReadOnly } from '../../stores/read-only-store.ts';
import { resetSession } from '../../stores/session-store.ts';
import { reviewText } from '../../features/review/review-text.ts';
import { useText } from '../../i18n/use-text.ts';

interface CustomerEntryProps {
  decision: Extract<StartupDecision, { kind: 'guest-review' | 'customer-link' | 'incomplete-customer-link' }>;
}

/**
 * A customer's read-only review (SPEC §4 cases 1 and 4, DESIGN §2 flow 5): read-only mode on,
 * the pass code or link values in the session, then /submit-review, which exchanges them for a
 * guest key. A customer's link that lacks a part says which, read-only: a customer has no account
 * at the staff sign-in (issue 47).
 */
export function CustomerEntry({ decision }: CustomerEntryProps) {
  const t = useText(reviewText);
  const navigate = useNavigate();
  useEffect(() => {
    setReadOnly(true);
    if (decision.kind === 'incomplete-customer-link') {
      resetSession({});
      const state: ErrorPageState = { status: 400, title: ERROR_TEXTS.badRequestTitle, message: decision.problem };
      void navigate(paths.error.getHref(), { replace: true, state });
      return;
    }
    resetSession({
      orderID: decision.orderId,
      reviewPassCode: decision.kind === 'guest-review' ? decision.passCode : null,
      sapOrderNumber: decision.kind === 'customer-link' ? decision.sapOrderNumber : null,
    });
    void navigate(paths.submitReview.getHref(), { replace: true });
  }, [decision, navigate]);
  return <PageLoader label={t('page.opening')} />;
}

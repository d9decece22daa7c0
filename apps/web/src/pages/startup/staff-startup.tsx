import { readStartupParameters, type StartupDecision } from '@keyplan/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { paths } from '../../config/paths.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { useTelemetry } from '../../lib/telemetry-context.tsx';
import { setReadOnly } from '../../stores/read-only-store.ts';
import { runStaffStartup, type StartupOutcome } from './run-startup.ts';
import { useText } from '../../i18n/use-text.ts';
import { startupText } from './startup-text.ts';

/** One run per URL: React's strict mode must not create a SAP line's system twice. */
const runs = new Map<string, Promise<StartupOutcome>>();

interface StaffStartupProps {
  decision: Extract<StartupDecision, { kind: 'user-load' | 'new-for-customer' }>;
  /** The startup URL's query, the key of its one run. */
  search: string;
}

/** Loads or prepares the system a staff startup URL names, then moves on (SPEC §4 cases 2–3). */
export function StaffStartup({ decision, search }: StaffStartupProps) {
  const t = useText(startupText);
  const client = useApiClient();
  const navigate = useNavigate();
  const telemetry = useTelemetry();

  useEffect(() => {
    let active = true;
    let run = runs.get(search);
    if (!run) {
      setReadOnly(false);
      run = runStaffStartup(client, decision, readStartupParameters(search));
      runs.set(search, run);
      // Forgotten a moment after it settles, either way; `finally` would pass a failure on unhandled.
      const forget = () => void setTimeout(() => runs.delete(search), 1000);
      run.then(forget, forget);
    }
    run.then(
      (outcome) => {
        if (!active) return;
        if (outcome.toast) toast[outcome.toast.kind](outcome.toast.text, { toastId: outcome.toast.text });
        void navigate(outcome.to, { replace: true, state: outcome.errorState });
      },
      (error: unknown) => {
        if (!active) return;
        telemetry.error(error, { where: 'startup', search });
        const status = error instanceof ApiError && error.status > 0 ? error.status : 500;
        void navigate(paths.error.getHref(), {
          replace: true,
          state: { status, problem: error instanceof ApiError ? (error.problem ?? undefined) : undefined },
        });
      },
    );
    return () => {
      active = false;
    };
  }, [client, decision, navigate, search, telemetry]);

  return <PageLoader label={t('opening')} />;
}

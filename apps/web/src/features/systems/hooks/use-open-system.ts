import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { SystemSummary } from '@keyplan/domain';
import { paths } from '../../../config/paths.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useTelemetry } from '../../../lib/telemetry-context.tsx';
import { readSession, resetSession, type SessionState } from '../../../stores/session-store.ts';
import { orderQueryOptions } from '../../../api/get-order.ts';
import { systemDisplayName } from '../../../lib/system-display.ts';
import { openedSystemSession } from '../system-session.ts';
import { textNow } from '../../../i18n/use-text.ts';
import { systemsText } from '../systems-text.ts';

/**
 * Opens one of the customer's systems: loads its order (always fresh), puts its values into the
 * session (SPEC §3) and goes to /key-system. `openingId` marks the row that is loading.
 */
export function useOpenSystem() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const telemetry = useTelemetry();
  const [openingId, setOpeningId] = useState<string | null>(null);

  /** `customer`: the system's customer when it is not the session's (a copy for another customer). */
  const open = async (
    system: Pick<SystemSummary, 'orderID' | 'orderSystemName'>,
    customer?: NonNullable<SessionState['customer']>,
  ) => {
    setOpeningId(system.orderID);
    try {
      const order = await queryClient.fetchQuery({ ...orderQueryOptions(client, system.orderID), staleTime: 0 });
      // A different system: nothing of the previous one may linger in the session.
      resetSession(openedSystemSession(order, customer ? { customer } : readSession()));
      void navigate(paths.keySystem.getHref());
    } catch (error) {
      setOpeningId(null);
      telemetry.warn('A system could not be opened', { orderID: system.orderID, error: String(error) });
      const t = textNow(systemsText);
      toast.error(
        t('open.failed', {
          name: systemDisplayName(system.orderSystemName),
          error: error instanceof Error ? error.message : '',
        }).trim(),
      );
    }
  };

  return { open, openingId };
}

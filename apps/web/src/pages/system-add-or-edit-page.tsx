import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast.ts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SafekeyOrder } from '@keyplan/domain';
import { paths } from '../config/paths.ts';
import { CreateSystemHeader } from '../features/systems/components/create-system-header.tsx';
import { EditSystemHeader } from '../features/systems/components/edit-system-header.tsx';
import { openedSystemSession } from '../features/systems/system-session.ts';
import { useUnsavedChanges } from '../components/unsaved-changes/unsaved-changes-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useReadOnly } from '../stores/read-only-store.ts';
import { readSession, updateSession, useSession } from '../stores/session-store.ts';
import { useText } from '../i18n/use-text.ts';
import { systemsText } from '../features/systems/systems-text.ts';

/**
 * /system-add-or-edit (DESIGN §2 flow 2): the system header. Without an orderID in the session it
 * creates a new order, quote or design; with one it edits that system's header. Either way it
 * goes on to /key-system. Edits flag unsaved changes, so leaving asks first.
 */
export function SystemAddOrEditPage() {
  const t = useText(systemsText);
  const title = t('addOrEdit.title');
  useDocumentTitle(title);
  const session = useSession();
  const readOnlyMode = useReadOnly();
  const navigate = useNavigate();
  const { setUnsavedChanges } = useUnsavedChanges();
  // The mode is decided once: saving a new system writes its orderID while the page is leaving.
  const [orderId] = useState(() => readSession().orderID);

  // Leaving by any accepted way ends the edit; the flag must not outlive the screen.
  useEffect(() => () => setUnsavedChanges(false), [setUnsavedChanges]);

  const goOn = useCallback(
    (order?: SafekeyOrder) => {
      setUnsavedChanges(false);
      if (order) updateSession(openedSystemSession(order, readSession()));
      void navigate(paths.keySystem.getHref());
    },
    [navigate, setUnsavedChanges],
  );
  const handleCancel = () => void navigate(paths.systemStart.getHref());

  const handleQuotingDisabled = () => {
    setUnsavedChanges(false);
    toast.warning(t('addOrEdit.quotingDisabled'), { toastId: 'quoting-disabled' });
    void navigate(paths.customerSearch.getHref());
  };

  return (
    <Stack component="section" spacing={3} sx={{ py: 2, maxWidth: 1100 }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {orderId === null ? (
        <CreateSystemHeader
          session={session}
          onDirtyChange={setUnsavedChanges}
          onCreated={goOn}
          onCancel={handleCancel}
          onQuotingDisabled={handleQuotingDisabled}
        />
      ) : (
        <EditSystemHeader
          orderId={orderId}
          session={session}
          readOnlyMode={readOnlyMode}
          onDirtyChange={setUnsavedChanges}
          onSaved={goOn}
          onContinue={() => goOn()}
          onCancel={handleCancel}
        />
      )}
    </Stack>
  );
}

export default SystemAddOrEditPage;

import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailed, NoSystemOpen } from '../../../components/ui/system-alerts.tsx';
import type { KeySystemEditor } from '../hooks/use-key-system-editor.ts';

/**
 * What /key-system and /set show before the draft is ready: no system chosen, loading, or a
 * failed load with a retry. Null when the editor can be shown.
 */
export function EditorStates({ editor }: { editor: KeySystemEditor }) {
  if (editor.noSystem) return <NoSystemOpen />;
  if (editor.loadError) return <LoadFailed what="The system" error={editor.loadError} onRetry={editor.reload} />;
  if (editor.lookups.failed)
    return <LoadFailed what="The catalog (materials, colors, fonts)" onRetry={editor.lookups.retry} />;
  if (editor.loading || !editor.draft || !editor.lookups.lookups) return <PageLoader label="Loading the system" />;
  return null;
}

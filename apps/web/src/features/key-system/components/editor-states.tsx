import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailed, NoSystemOpen } from '../../../components/ui/system-alerts.tsx';
import { useText } from '../../../i18n/use-text.ts';
import type { KeySystemEditor } from '../hooks/use-key-system-editor.ts';
import { keySystemText } from '../key-system-text.ts';

/**
 * What /key-system and /set show before the draft is ready: no system chosen, loading, or a
 * failed load with a retry. Null when the editor can be shown.
 */
export function EditorStates({ editor }: { editor: KeySystemEditor }) {
  const t = useText(keySystemText);
  if (editor.noSystem) return <NoSystemOpen />;
  if (editor.loadError)
    return <LoadFailed what={t('states.system')} error={editor.loadError} onRetry={editor.reload} />;
  if (editor.lookups.failed) return <LoadFailed what={t('states.catalog')} onRetry={editor.lookups.retry} />;
  if (editor.loading || !editor.draft || !editor.lookups.lookups) return <PageLoader label={t('states.loading')} />;
  return null;
}

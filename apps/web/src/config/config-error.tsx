import { commonText } from '../components/common-text.ts';
import { useText } from '../i18n/use-text.ts';

/** Plain page shown when /config.json is missing or invalid: nothing else can work without it. */
export function ConfigError({ error }: { error: unknown }) {
  const t = useText(commonText);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>{t('configErrorTitle')}</h1>
      <p>{t('configErrorBody')}</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
    </main>
  );
}

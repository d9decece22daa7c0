/** Plain page shown when /config.json is missing or invalid: nothing else can work without it. */
export function ConfigError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>Keyplan could not start</h1>
      <p>
        The application configuration could not be loaded. Please reload the page; if this continues, please contact a
        system administrator.
      </p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
    </main>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './components/plain/plain.css';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/router.tsx';
import { ConfigError } from './config/config-error.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { chooseLanguageOfAddress, settleLanguage } from './i18n/language.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The screen's own code loads meanwhile (index.html preloads /config.json alongside this script).
preloadScreen(window.location.pathname);
// The runtime config (issuer, client id, API base…) comes first: nothing can start without it.
// The language's messages for the shell load alongside; failing, the app starts in English.
chooseLanguageOfAddress(window.location.search);
const language = settleLanguage().catch(() => undefined);
Promise.all([loadRuntimeConfig(), language])
  .then(([config]) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => root.render(<ConfigError error={error} />));

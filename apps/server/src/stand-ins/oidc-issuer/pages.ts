import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * HTML of the embedded issuer's own pages: sign-in, sign-out confirmation and errors.
 * Plain forms, no script, so they work under the strict content security policy.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5; color: #1d1d1b; }
  main { box-sizing: border-box; width: min(92vw, 380px); background: #fff; border-radius: 8px; padding: 32px 28px;
         box-shadow: 0 2px 12px rgba(0,0,0,.12); }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  p.lead { margin: 0 0 20px; color: #555; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #9aa1a9; border-radius: 4px; }
  input:focus { outline: 3px solid #90caf9; border-color: #1565c0; }
  button { width: 100%; margin-top: 22px; font: inherit; font-weight: 600; padding: 11px; border: 0; border-radius: 4px;
           background: #1565c0; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1565c0; border: 1px solid #1565c0; margin-top: 10px; }
  .error { background: #fdecea; color: #8a1c12; border-radius: 4px; padding: 10px 12px; margin: 0 0 8px; }
  .hint { color: #555; font-size: .85rem; margin-top: 18px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Keyplan</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface SignInPageOptions {
  uid: string;
  email?: string;
  error?: string;
}

export function signInPage({ uid, email = '', error }: SignInPageOptions): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `<h1>Sign in to Keyplan</h1>
<p class="lead">Use your company account.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login" autocomplete="on">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(email)}" ${email ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required autocomplete="current-password" ${email ? 'autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="${action}/abort">
  <button type="submit" class="secondary">Cancel</button>
</form>
<p class="hint">Embedded demo sign-in. Accounts: ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')} (password: ${DEMO_PASSWORD}, unless changed on the account page).</p>`,
  );
}

/** Same-origin script (allowed by the CSP) that confirms a sign-out our own app asked for. */
export const AUTO_SIGN_OUT_SCRIPT_PATH = '/interaction/assets/auto-sign-out.js';
export const AUTO_SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
});
`;

/** `form` is oidc-provider's hidden form (id op.logoutForm) that carries the transaction. */
export function signOutPage(form: string, options: { autoConfirm: boolean }): string {
  const script = options.autoConfirm ? `<script src="${AUTO_SIGN_OUT_SCRIPT_PATH}" defer></script>` : '';
  return page(
    'Sign out',
    `${script}<h1>Sign out of Keyplan?</h1>
<p class="lead">You will need to sign in again to continue.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
  );
}

export function signedOutPage(): string {
  return page(
    'Signed out',
    `<h1>You are signed out</h1><p class="lead">You can close this window.</p><p><a href="/">Return to Keyplan</a></p>`,
  );
}

export function issuerErrorPage(error: string, description: string | undefined): string {
  return page(
    'Sign-in error',
    `<h1>Sign-in could not continue</h1>
<p class="error" role="alert">${escapeHtml(description ?? error)}</p>
<p><a href="/">Return to Keyplan</a></p>`,
  );
}

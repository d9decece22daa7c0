import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_ACCOUNT_SCOPES, type MyAccountEmail, type MyAccountPassword } from '@keyplan/domain';
import { chooseLanguage } from '../i18n/language.ts';
import { buildConfig, json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';
import AccountPage from './account-page.tsx';

const ORIGIN = 'http://localhost:3000';
const config = buildConfig({ myAccount: { origin: ORIGIN, scopes: [...MY_ACCOUNT_SCOPES] } });
const link = (path: string, ...allow: string[]) => ({ href: `${ORIGIN}/idp/myaccount${path}`, hints: { allow } });
const writable = [{ action: 'READ_WRITE', principal: 'SELF' }];

/** My account over a MyAccount API with one unverified email, no phone and a password. */
function visitAccount() {
  storeSignedInUser(config);
  const email: MyAccountEmail = {
    id: 'e2',
    status: 'UNVERIFIED',
    roles: ['SECONDARY'],
    profile: { email: 'sam@desk.example' },
    _links: { self: link('/emails/e2', 'GET', 'DELETE'), challenge: link('/emails/e2/challenge', 'POST') },
  };
  const password: MyAccountPassword = {
    id: 'pwd1',
    status: 'ACTIVE',
    created: '2026-11-01T12:00:00.000Z',
    lastUpdated: '2026-11-20T12:00:00.000Z',
    _links: { self: link('/password', 'GET', 'PUT') },
  };
  mockFetch({
    'GET /api/me': () => json(staffMe),
    'GET /idp/myaccount/profile': () =>
      json({ createdAt: '', modifiedAt: '', profile: { firstName: 'Sam', title: '' } }),
    'GET /idp/myaccount/profile/schema': () =>
      json({
        properties: {
          firstName: { title: 'First name', type: 'string', required: true, permissions: writable },
          title: { title: 'Title', type: 'string', permissions: writable },
        },
      }),
    'GET /idp/myaccount/emails': () => json([email]),
    'POST /idp/myaccount/emails/e2/challenge': () =>
      json(
        {
          id: 'c1',
          status: 'UNVERIFIED',
          expiresAt: '2026-11-01T10:05:00.000Z',
          profile: { email: 'sam@desk.example' },
          _links: {
            verify: link('/emails/e2/challenge/c1/verify', 'POST'),
            poll: link('/emails/e2/challenge/c1', 'GET'),
          },
        },
        201,
      ),
    'GET /idp/myaccount/emails/e2/challenge/c1': () => json({ id: 'c1', status: 'UNVERIFIED' }),
    'GET /idp/myaccount/phones': () => json([]),
    'GET /idp/myaccount/password': () => json(password),
  });
  renderRoutes({ routes: [{ path: '/account', element: <AccountPage /> }], initialEntries: ['/account'], config });
  return userEvent.setup();
}

describe('My account in French and Spanish', { timeout: 30_000 }, () => {
  it('speaks Quebec French: sections, properties, states, dates, and the code that expires in minutes', async () => {
    await chooseLanguage('fr-CA');
    const user = visitAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    const profile = within(await screen.findByRole('region', { name: 'Profil' }));
    expect(await profile.findByRole('textbox', { name: 'Prénom' })).toHaveValue('Sam');
    expect(profile.getByRole('textbox', { name: 'Fonction' })).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Enregistrer le profil' })).toBeDisabled();

    const emails = within(screen.getByRole('region', { name: 'Adresses courriel' }));
    expect(emails.getByText('Secondaire')).toBeInTheDocument();
    expect(emails.getByText('Non vérifiée')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Téléphones' })).getByText("Aucun téléphone pour l'instant."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Défini le 1 nov\. 2026, \d+ h \d\d · dernière modification le 20 nov\. 2026/),
    ).toBeInTheDocument();

    await user.click(emails.getByRole('button', { name: 'Vérifier sam@desk.example' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Entrez le code de vérification' }));
    expect(
      dialog.getByText('Nous avons envoyé un code à six chiffres à sam@desk.example. Il expire dans 5 minutes.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Envoyer un nouveau code' })).toBeInTheDocument();
  });

  it('speaks Mexican Spanish: the password form, its rules and its dates', async () => {
    await chooseLanguage('es-MX');
    const user = visitAccount();
    const form = within(await screen.findByRole('form', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(/^Definida el 1 nov 2026, .* · último cambio el 20 nov 2026/)).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Contraseña nueva/), 'corta');
    await user.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(form.getByText('La contraseña necesita al menos 8 caracteres.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Correos electrónicos' })).getByText('Sin verificar'),
    ).toBeInTheDocument();
  });
});

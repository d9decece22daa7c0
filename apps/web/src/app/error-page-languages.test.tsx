import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderErrorTexts } from '../components/errors/app-error-boundary.tsx';
import { chooseLanguage } from '../i18n/language.ts';
import { setReadOnly } from '../stores/read-only-store.ts';
import { json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';
import { routes } from './router.tsx';

function showError(state?: unknown, { signedIn = true, pathname = '/error' } = {}) {
  if (signedIn) storeSignedInUser();
  mockFetch({ 'GET /api/me': () => json(staffMe) });
  return renderRoutes({ routes, initialEntries: [{ pathname, state }] });
}

describe('The error screens in French and Spanish (issue 48)', () => {
  it('words SPEC’s 404 in Quebec French, with the ways on', async () => {
    await chooseLanguage('fr-CA');
    showError({ status: 404 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable (404)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nous n’avons pas trouvé la page ou la fiche demandée. Vérifiez le lien ou recommencez à partir de la recherche de clients.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la recherche de clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter avec un autre compte' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Page introuvable \(404\)/);
  });

  it('keeps the words a screen gave, as given', async () => {
    await chooseLanguage('fr-CA');
    showError({ status: 409, title: 'Commande verrouillée', message: 'Quelqu’un d’autre la modifie.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande verrouillée' })).toBeInTheDocument();
    expect(screen.getByText('Quelqu’un d’autre la modifie.')).toBeInTheDocument();
  });

  it('tells a customer in Mexican Spanish that the link is not recognized, and what to do', async () => {
    await chooseLanguage('es-MX');
    setReadOnly(true);
    showError({ status: 401 }, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace no reconocido' })).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo validar el acceso con este enlace. Revise el enlace e inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Si el enlace sigue sin funcionar, pida uno nuevo a la persona que se lo envió.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir a la búsqueda de clientes' })).not.toBeInTheDocument();
  });

  it('answers an unknown address in Spanish', async () => {
    await chooseLanguage('es-MX');
    showError(undefined, { signedIn: false, pathname: '/no-such-screen' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada (404)' })).toBeInTheDocument();
  });

  it('words an unhandled render error in the language on show', async () => {
    await chooseLanguage('fr-CA');
    expect(renderErrorTexts()).toEqual({
      title: 'Erreur inconnue',
      message:
        'Une erreur inattendue s’est produite. Si le problème persiste, communiquez avec un administrateur du système.',
    });
  });
});

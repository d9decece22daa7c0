import { MESSAGES } from '@keyplan/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { helpDialogText } from '../features/help/components/help-dialog-text.ts';
import { helpText } from '../features/help/help-text.ts';
import { chooseLanguage } from '../i18n/language.ts';
import { textNow } from '../i18n/use-text.ts';
import { json, mockFetch, renderRoutes, staffMe, storeSignedInUser } from '../testing/test-utils.tsx';
import { routes } from './router.tsx';

describe('Request Assistance in French and Spanish (issue 48)', () => {
  it('keeps SPEC’s English words', () => {
    expect(textNow(helpText)('requestAssistance')).toBe(MESSAGES.requestAssistance);
    const t = textNow(helpDialogText);
    expect(t('requestAssistance')).toBe(MESSAGES.requestAssistance);
    expect(t('creating')).toBe(MESSAGES.helpCreating);
    expect(t('created', { ticketId: 'HELP-7' })).toBe(MESSAGES.helpCreated('HELP-7'));
    expect(t('failed')).toBe(MESSAGES.helpFailed);
    expect(t('cancel')).toBe(MESSAGES.cancel);
  });

  it('asks and answers in Quebec French', async () => {
    await chooseLanguage('fr-CA');
    storeSignedInUser();
    mockFetch({
      'GET /api/me': () => json(staffMe),
      'POST /api/help': () => new Response('HELP-7', { headers: { 'Content-Type': 'text/plain' } }),
    });
    renderRoutes({ routes, initialEntries: ['/customer-search'] });
    const user = userEvent.setup();
    // Customer Search's words arrive after the language was chosen: its code, which declares them, is lazy.
    expect(await screen.findByRole('heading', { level: 1, name: 'Recherche de clients' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Demander de l’aide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander de l’aide' });
    expect(within(dialog).getByRole('textbox', { name: 'Utilisateur' })).toHaveValue('sam.staff@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Résumé' }), 'Prix vide');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Le prix reste vide.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Billet Jira HELP-7 créé')).toBeInTheDocument();
  });
});

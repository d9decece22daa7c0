import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n/language.ts';
import { json, mockFetch, renderRoutes, storeSignedInUser, type Handler } from '../../../testing/test-utils.tsx';
import { buildCustomers, customerRoutes, searchHandler, SALES_AREAS } from '../../../testing/customer-test-utils.tsx';

/** A search that counts more customers than it lists (a large customer base, or a count that stopped). */
const manyFound =
  (total: number, totalCapped = false): Handler =>
  () =>
    json({ items: buildCustomers(19), total, totalCapped, page: 1, pageSize: 20 });

function openSearch(search: Handler = searchHandler(buildCustomers(24))) {
  storeSignedInUser();
  mockFetch({ 'GET /api/customers': search, 'GET /api/LookUp/salesareas': () => json(SALES_AREAS) });
  return renderRoutes({ routes: customerRoutes, initialEntries: ['/customer-search'] });
}

// \s: Intl separates thousands with a no-break space in French.
describe('Customer Search in French and Spanish (issue 48)', { timeout: 20_000 }, () => {
  it('reads in Quebec French: counts with plurals and French numbers, the table and the pager', async () => {
    await chooseLanguage('fr-CA');
    openSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recherche de clients' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByRole('columnheader', { name: 'Territoire de vente' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('25 clients trouvés');
    expect(screen.getByText('1–20 sur 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeEnabled();
    expect(document.title).toMatch(/^Recherche de clients/);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des clients' }), { target: { value: 'acme' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 client trouvé'));
    expect(screen.getByRole('button', { name: 'Sélectionner Acme Chemical Works' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des clients' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun client ne correspond à « zzz »')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un nouveau client' })).toBeInTheDocument();
  });

  it('writes large counts the French way, and says when the count stopped', async () => {
    await chooseLanguage('fr-CA');
    openSearch(manyFound(1234));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^1\s234 clients trouvés$/));
    expect(screen.getByText(/^1–20 sur 1\s234$/)).toBeInTheDocument();
  });

  it('reads in Mexican Spanish, with Mexican numbers', async () => {
    await chooseLanguage('es-MX');
    openSearch(manyFound(1000, true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Búsqueda de clientes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Al menos 1,000 clientes encontrados: acote la búsqueda'),
    );
    expect(screen.getByText('1–20 de 1,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar cliente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seleccionar Plant 01' })).toBeInTheDocument();
  });

  it('says in English when the count stopped, as before (issue 44)', async () => {
    openSearch(manyFound(1000, true));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1,000+ customers found: narrow the search'),
    );
  });

  it('counts one customer in the singular in Spanish', async () => {
    await chooseLanguage('es-MX');
    openSearch(manyFound(1));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 cliente encontrado'));
  });
});

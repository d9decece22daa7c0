import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LockSystemTree } from '@keyplan/domain';
import { closeDraft } from '../features/key-system/editor/draft-store.ts';
import { chooseLanguage } from '../i18n/language.ts';
import { CUSTOMER, buildLargeTree, renderKeySystem } from '../testing/render-key-system.tsx';
import { buildSafekeyOrder, buildTree } from '../testing/key-system-fixtures.ts';

afterEach(() => closeDraft());

const hierarchy = () => screen.findByRole('list', { name: 'Lock system hierarchy' });
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
const fact = (scope: ReturnType<typeof summary>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const liveTotal = () => screen.getByTestId('live-total');
/** The toolbar's button (the grand master key's detail pane has one too). */
const addMasterKey = () =>
  within(screen.getByRole('region', { name: 'Hierarchy' })).getByRole('button', { name: 'Add master key' });

async function openActions(user: ReturnType<typeof renderKeySystem>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu', { name: `Actions for ${name}` }));
}

// Whole screens render slowly in jsdom on a busy 2-core machine.
describe('/key-system', { timeout: 30_000 }, () => {
  it('shows the default tree with counts, prices and totals', async () => {
    renderKeySystem(buildSafekeyOrder());
    expect(await screen.findByRole('heading', { level: 1, name: 'Key System' })).toBeInTheDocument();
    await hierarchy();
    await waitFor(() => expect(liveTotal()).toHaveTextContent('$39.70'));
    await waitFor(() => expect(document.title).toBe('Key System – Keyplan'));
    expect(screen.getByText(`North campus · ${CUSTOMER.name} (${CUSTOMER.ccid})`)).toBeInTheDocument();
    expect(row('GRAND MASTER KEY')).toHaveTextContent('1 lock set · 1 lock · 4 keys');
    expect(row('MASTER KEY 1')).toHaveTextContent('1 lock set · 1 lock · 3 keys$30.10');
    expect(row('LOCK SET 1')).toHaveTextContent('Red · 1 set × 1 lock, keyed different · 1 lock · 2 keys$23.30');
    expect(row('GRAND MASTER KEY')).toHaveTextContent('$39.70');
    expect(fact(summary(), 'Lock sets')).toBe('1');
    expect(fact(summary(), 'Keys')).toBe('4');
    expect(fact(summary(), 'Total price')).toBe('$39.70');
    expect(summary().getByText(/No issues/)).toBeInTheDocument();
    // The grand master key is shown in the detail pane until another node is picked.
    expect(screen.getByRole('heading', { level: 2, name: 'GRAND MASTER KEY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lock sets of MASTER KEY 1' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds a master key and a lock set under it: next free names, totals and the live total follow', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    await waitFor(() => expect(liveTotal()).toHaveTextContent('$39.70'));
    await user.click(addMasterKey());
    expect(row('MASTER KEY 2')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'MASTER KEY 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add lock set' }));
    expect(row('LOCK SET 2')).toHaveAttribute('aria-current', 'true');
    expect(fact(summary(), 'Master keys')).toBe('2');
    expect(fact(summary(), 'Lock sets')).toBe('2');
    expect(liveTotal()).toHaveTextContent('$69.80');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('renames with validation at the field: a name used elsewhere is refused', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    await user.click(row('LOCK SET 1'));
    await user.click(screen.getByRole('button', { name: 'Rename…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename LOCK SET 1' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('maxlength', '40');
    await user.clear(name);
    await user.type(name, 'master key 1');
    await user.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(dialog.getByText('MASTER KEY 1 is already used in this system; names must be unique')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'gate a');
    await user.click(dialog.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('GATE A')).toBeInTheDocument();
  });

  it('deletes a master key with its lock sets after confirming', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    await (await openActions(user, 'MASTER KEY 1'))
      .findByRole('menuitem', { name: 'Delete…' })
      .then((item) => user.click(item));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete MASTER KEY 1 and its 1 lock set?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(row('MASTER KEY 1')).toBeInTheDocument();

    await (await openActions(user, 'MASTER KEY 1'))
      .findByRole('menuitem', { name: 'Delete…' })
      .then((item) => user.click(item));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^MASTER KEY 1\b/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^LOCK SET 1\b/ })).not.toBeInTheDocument();
    expect(fact(summary(), 'Lock sets')).toBe('0');
    await waitFor(() => expect(row('GRAND MASTER KEY')).toHaveFocus());
  });

  it('duplicates a lock set and moves it to another master key or to no master key', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    await user.click(addMasterKey());
    await (await openActions(user, 'LOCK SET 1'))
      .findByRole('menuitem', { name: 'Duplicate' })
      .then((item) => user.click(item));
    expect(row('LOCK SET 1 COPY')).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move LOCK SET 1 COPY to' }));
    expect(dialog.queryByRole('radio', { name: 'MASTER KEY 1' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'MASTER KEY 2' }));
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row('MASTER KEY 2')).toHaveTextContent('1 lock set · 1 lock · 3 keys');
    expect(screen.getByText('MASTER KEY 2', { selector: 'dd' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'No master key' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Lock sets without a master key')).toBeInTheDocument();
    expect(row('MASTER KEY 2')).toHaveTextContent('0 lock sets');
  });

  it('sets the number of keys of a master key in the detail pane, with limits', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    await user.click(row('MASTER KEY 1'));
    const keys = screen.getByRole('spinbutton', { name: 'Number of keys' });
    await user.clear(keys);
    await user.type(keys, '3');
    expect(row('MASTER KEY 1')).toHaveTextContent('1 lock set · 1 lock · 5 keys');
    await user.clear(keys);
    await user.type(keys, '0');
    expect(screen.getByText('Number of keys must be a whole number from 1 to 50')).toBeInTheDocument();
    expect(row('MASTER KEY 1')).toHaveTextContent('5 keys');
  });

  it('Save sends the tree with the version it started from', async () => {
    const order = buildSafekeyOrder(buildTree(), { version: 4 });
    const { user, calls } = renderKeySystem(order);
    await hierarchy();
    await user.click(addMasterKey());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const [body] = calls('PUT', '/tree') as { expectedVersion: number; tree: LockSystemTree }[];
    expect(body?.expectedVersion).toBe(4);
    expect(body?.tree.masterKeys.map((masterKey) => masterKey.keyName)).toEqual(['MASTER KEY 1', 'MASTER KEY 2']);
  });

  it("Save leaves the focus on 'All changes saved', even while the browser still has it on the disabled button", async () => {
    const { user } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    await user.click(row('MASTER KEY 1'));
    await user.type(screen.getByRole('spinbutton', { name: 'Number of keys' }), '0');
    // jsdom, like Chrome before its next rendering step, keeps the focus on a button that became disabled.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const status = await screen.findByText('All changes saved');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it("Ctrl+S saves as the Save button does, and never opens the browser's Save page", async () => {
    const { user, calls } = renderKeySystem(buildSafekeyOrder());
    await hierarchy();
    // Nothing to save yet: the shortcut is swallowed and sends nothing.
    expect(fireEvent.keyDown(document.body, { key: 's', ctrlKey: true })).toBe(false);
    expect(calls('PUT', '/tree')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-keyshortcuts', 'Control+S Meta+S');

    await user.click(addMasterKey());
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(calls('PUT', '/tree')).toHaveLength(1);
  });

  it('a save refused as stale offers Reload, which loads the system again', async () => {
    const order = buildSafekeyOrder();
    const { user, calls } = renderKeySystem(order, { conflict: { theirMasterKey: 'THEIR MASTER KEY' } });
    const orderLoads = () => calls('GET', `/api/orders/${order.orderID}`).length;
    await hierarchy();
    await user.click(addMasterKey());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'This system was changed by someone else' }));
    const loads = orderLoads();
    await user.click(dialog.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(orderLoads()).toBeGreaterThan(loads));
    expect(await screen.findByRole('button', { name: /^THEIR MASTER KEY\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^MASTER KEY 2\b/ })).not.toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('a save that takes key codes off charted lock sets asks first, naming them; Cancel sends nothing more', async () => {
    const line = 'LOCK SET 1: 2 key codes leave the chart (kept reserved, never issued again)';
    const { user, calls } = renderKeySystem(buildSafekeyOrder(), { recharting: [line] });
    await hierarchy();
    await user.click(addMasterKey());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take key codes off charted lock sets?' });
    expect(dialog).toHaveTextContent(line);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('PUT', '/tree')).toHaveLength(1);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Take key codes off charted lock sets?' })).getByRole('button', {
        name: 'Save anyway',
      }),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const bodies = calls('PUT', '/tree') as { confirmRecharting?: boolean }[];
    expect(bodies.map((body) => body.confirmRecharting)).toEqual([undefined, undefined, true]);
  });

  it('a save refused for an expired sign-in says so and keeps the changes', async () => {
    const { user } = renderKeySystem(buildSafekeyOrder(), { unauthorized: true });
    await hierarchy();
    await user.click(addMasterKey());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/your sign-in has expired; sign in again when asked/)).toBeInTheDocument();
    expect(row('MASTER KEY 2')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('a submitted system is read-only: no add, actions or key fields, only View', async () => {
    const { user, router } = renderKeySystem(buildSafekeyOrder(buildTree(), {}, 3));
    await hierarchy();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View LOCK SET 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/set'));
  });

  it('Edit opens the lock set on /set with the draft; the header and charting file are links', async () => {
    const order = buildSafekeyOrder();
    const lockSetID = order.orderLockSystems[0]!.masterKeys[0]!.lockSets[0]!.lockSetID;
    const { user, router } = renderKeySystem(order);
    await hierarchy();
    expect(screen.getByRole('link', { name: 'Edit header' })).toHaveAttribute('href', '/system-add-or-edit');
    expect(screen.getByRole('link', { name: 'Charting file' })).toHaveAttribute('href', '/charting-file');
    await user.click(addMasterKey());
    await user.click(screen.getByRole('button', { name: 'Edit LOCK SET 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/set'));
    expect(router.state.location.search).toBe(`?lockSetId=${lockSetID}`);
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
  });

  it('without an open system, keeps the heading and explains', async () => {
    renderKeySystem(buildSafekeyOrder(), { session: { orderID: null } });
    expect(await screen.findByText(/No system is open/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Key System' })).toBeInTheDocument();
  });
});

describe('/key-system in French and Spanish', { timeout: 30_000 }, () => {
  it('says the hierarchy’s counts with their plurals and the summary’s money in Quebec French', async () => {
    await chooseLanguage('fr-CA');
    renderKeySystem(buildSafekeyOrder());
    expect(await screen.findByRole('heading', { level: 1, name: 'Organigramme de clés' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Hiérarchie du système de cadenas' });
    await waitFor(() => expect(liveTotal()).toHaveTextContent(/^Total\s: 39,70\s\$\sUS$/));
    // One lock set and one lock, but keys in the plural; a lock set's own line in its words.
    expect(row('GRAND MASTER KEY')).toHaveTextContent('1 ensemble de cadenas · 1 cadenas · 4 clés');
    expect(row('MASTER KEY 1')).toHaveTextContent(/1 ensemble de cadenas · 1 cadenas · 3 clés30,10\s\$\sUS/);
    expect(row('LOCK SET 1')).toHaveTextContent('1 lot × 1 cadenas, à clés différentes · 1 cadenas · 2 clés');
    const panel = within(screen.getByRole('region', { name: 'Sommaire' }));
    expect(fact(panel, 'Ensembles de cadenas')).toBe('1');
    expect(fact(panel, 'Clés')).toBe('4');
    expect(fact(panel, 'Prix total')).toMatch(/^39,70\s\$\sUS$/);
    expect(
      await panel.findByText(/^Aucun problème\s: chaque ensemble de cadenas est complet et valide\.$/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Hiérarchie' })).getByRole('button', {
        name: 'Ajouter un passe-partout',
      }),
    ).toBeEnabled();
  });

  it('says a large system’s discount, its issues from the domain’s rules and their count in Mexican Spanish', async () => {
    await chooseLanguage('es-MX');
    // 1,200 lock sets of one lock: the discount tier of 1,000 locks and more; 7 of them engraved without a font.
    const tree = buildLargeTree(2, 1200);
    tree.masterKeys[0]!.lockSets = tree.masterKeys[0]!.lockSets.map((lockSet, index) =>
      index < 7 ? { ...lockSet, engravedLock: true, frontText1: 'GATE' } : lockSet,
    );
    renderKeySystem(buildSafekeyOrder(tree));
    const panel = within(await screen.findByRole('region', { name: 'Resumen' }));
    expect(await panel.findByText('7 problemas por corregir antes de que el sistema esté listo')).toBeInTheDocument();
    expect(panel.getAllByRole('listitem')[0]).toHaveTextContent(
      'LOCK SET 1: Tamaño de letra: es obligatorio para el grabado',
    );
    expect(panel.getByText('y 2 problemas más')).toBeInTheDocument();
    expect(fact(panel, 'Juegos de candados')).toBe('1,200');
    expect(fact(panel, 'Descuento por volumen')).toMatch(/^\d+ % en candados$/);
    expect(fact(panel, 'Precio total')).toMatch(/^USD\s[\d,]+\.\d{2}$/);
    expect(row('GRAND MASTER KEY')).toHaveTextContent('1,200 juegos de candados · 1,200 candados · 2,403 llaves');
  });
});

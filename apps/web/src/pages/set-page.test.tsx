import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LockSystemTree, SavedLockSystem } from '@keyplan/domain';
import { closeDraft } from '../features/key-system/editor/draft-store.ts';
import { chooseLanguage } from '../i18n/language.ts';
import { lockSetForm, priceOf, select, textbox, treeWithLockSet, visitSet } from '../testing/lock-set-test-utils.tsx';
import { json, type Handler } from '../testing/test-utils.tsx';

afterEach(() => closeDraft());

/** PUT …/tree answering as the server does, keeping the body it was sent. */
function saveHandler(sent: { tree?: LockSystemTree }): Handler {
  return ({ body, url }) => {
    const { tree } = body as { tree: LockSystemTree };
    sent.tree = tree;
    const orderLockSystemID = url.split('/').at(-2)!;
    const saved: SavedLockSystem = {
      orderID: 'order',
      orderLockSystemID,
      version: 2,
      status: 1,
      statusLabel: 'Draft',
      totalPrice: 0,
      lockSets: [],
    };
    return json(saved);
  };
}

describe('/set', { timeout: 30_000 }, () => {
  it('loads the lock set of the URL from the API', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({ ...lockSet, lockSetName: 'PANEL LOCKS' }));
    visitSet(tree);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lock Set' })).toBeInTheDocument();
    await lockSetForm();
    await waitFor(() => expect(document.title).toBe('Lock Set – Keyplan'));
    expect(screen.getByRole('heading', { level: 2, name: 'PANEL LOCKS' })).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('PANEL LOCKS');
    expect(textbox('Name')).toBeRequired();
    expect(textbox('Name')).toHaveAttribute('maxlength', '40');
    expect(textbox('SKU')).toHaveValue('THERMO-ST15-RED-KD');
    expect(textbox('SKU')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: /Keyed Different \(KD\)/ })).toBeChecked();
    expect(textbox('Keys per lock')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('names its section apart from the form inside it (axe landmark-unique, issue 47)', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({ ...lockSet, lockSetName: 'PANEL LOCKS' }));
    visitSet(tree);
    await lockSetForm();
    expect(screen.getByRole('region', { name: 'Lock Set PANEL LOCKS' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Lock set' })).toBeInTheDocument();
  });

  it('says so when the lock set is not in the system, with a way back', async () => {
    const { tree } = treeWithLockSet();
    visitSet(tree, { lockSetId: '00000000-0000-4000-9000-999999999999' });
    expect(await screen.findByText(/This lock set is not in the system/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the key system' })).toHaveAttribute('href', '/key-system');
    expect(screen.queryByRole('form', { name: 'Lock set' })).not.toBeInTheDocument();
  });

  it('keeps its heading when no system is open', async () => {
    const { tree } = treeWithLockSet();
    visitSet(tree, { noSystem: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lock Set' })).toBeInTheDocument();
    expect(await screen.findByText(/No system is open/)).toBeInTheDocument();
  });

  it('Back to key system goes back without asking, keeping the edits', async () => {
    const { tree } = treeWithLockSet();
    const { user, router } = visitSet(tree);
    await lockSetForm();
    await user.type(textbox('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Back to key system' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Key System' })).toBeInTheDocument();
    // The lock set's row takes focus back in the hierarchy (issue 30).
    expect(router.state.location.state).toEqual({
      keepUnsavedChanges: true,
      focusNodeId: tree.masterKeys[0]!.lockSets[0]!.lockSetID,
    });
    expect(screen.queryByText(/You have unsaved changes/)).not.toBeInTheDocument();
  });

  it('shows everything disabled when the system is past Ready', async () => {
    const { tree } = treeWithLockSet();
    visitSet(tree, { status: 3 });
    await lockSetForm();
    expect(textbox('Name')).toBeDisabled();
    expect(textbox('Number of sets')).toBeDisabled();
    expect(select('Body material')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Red' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Engrave the locks' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('KA asks for keys per set; sets and variable sets keep numberOfLocks consistent; Save sends the lock set', async () => {
    const sent: { tree?: LockSystemTree } = {};
    const { tree, lockSet } = treeWithLockSet();
    const { user } = visitSet(tree, {
      extra: (order) => ({
        [`PUT /api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/tree`]: saveHandler(sent),
      }),
    });
    await lockSetForm();
    await user.click(screen.getByRole('radio', { name: /Keyed Alike \(KA\)/ }));
    expect(screen.queryByRole('textbox', { name: 'Keys per lock' })).not.toBeInTheDocument();
    expect(textbox('Keys per set')).toHaveValue('2');
    expect(textbox('SKU')).toHaveValue('THERMO-ST15-RED-KA');

    await user.clear(textbox('Number of sets'));
    expect(textbox('Number of sets')).toHaveAccessibleDescription('Enter a number from 1 to 500');
    await user.type(textbox('Number of sets'), '3');
    await user.clear(textbox('Locks per set'));
    await user.type(textbox('Locks per set'), '4');
    expect(screen.getByText('12 locks in total, 6 keys')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Sets have different lock counts' }));
    expect(screen.queryByRole('textbox', { name: 'Locks per set' })).not.toBeInTheDocument();
    await user.clear(textbox('Set 2 locks'));
    await user.type(textbox('Set 2 locks'), '101');
    // Out of range: the typed text stays with a message; the draft keeps its last good count.
    expect(textbox('Set 2 locks')).toHaveValue('101');
    expect(textbox('Set 2 locks')).toHaveAccessibleDescription('Must be at most 100');
    expect(screen.getByText('18 locks in total, 6 keys')).toBeInTheDocument();
    // Save waits until the field holds a usable count again.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Fix the fields marked in red to save.')).toBeInTheDocument();
    await user.type(textbox('Set 2 locks'), '{Backspace}{Backspace}');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByText('9 locks in total, 6 keys')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.tree).toBeDefined());
    const saved = sent.tree!.masterKeys[0]!.lockSets[0]!;
    expect(saved).toMatchObject({
      lockSetID: lockSet.lockSetID,
      keyOption: 'KA',
      numberOfSets: 3,
      numberOfLocksPerSet: 4,
      variableSets: [4, 1, 4],
      numberOfLocks: 9,
      numberOfKeysPerSet: 2,
    });
  });

  it('prices the lock set live: an engraved line adds the price book engravedLine to each lock', async () => {
    const { tree } = treeWithLockSet();
    const { user } = visitSet(tree);
    await lockSetForm();
    // USD demo book: THERMO + ST15 = 1850; 1 lock, KD with 2 keys × 240 = 480; no discount below 50 locks.
    // The system adds MASTER KEY 1 (1 × 680) and the GRAND MASTER KEY (1 × 960).
    await waitFor(() => expect(priceOf(/^Lock set total/)).toBe('$23.30'));
    expect(priceOf(/^Lock unit price/)).toBe('$18.50');
    expect(priceOf(/^Quantity discount/)).toBe('0%');
    expect(priceOf(/^Price per lock/)).toBe('$18.50');
    expect(priceOf(/^Keys/)).toBe('$4.80');
    expect(priceOf(/^System total/)).toBe('$39.70');

    await user.click(screen.getByRole('switch', { name: 'Engrave the locks' }));
    await user.type(textbox('Front line 1'), 'A');
    // One engraved line: + 125.
    expect(priceOf(/^Lock unit price/)).toBe('$19.75');
    expect(priceOf(/^Lock set total/)).toBe('$24.55');
    expect(priceOf(/^System total/)).toBe('$40.95');
    expect(within(screen.getByTestId('live-total')).getByText('$40.95')).toBeInTheDocument();
  });
});

describe('/set in French', { timeout: 30_000 }, () => {
  it('says the counts, the price table and a count’s problem in Quebec French', async () => {
    await chooseLanguage('fr-CA');
    const { tree } = treeWithLockSet((lockSet) => ({
      ...lockSet,
      keyOption: 'KA',
      numberOfSets: 3,
      numberOfLocksPerSet: 4,
      numberOfLocks: 12,
      numberOfKeysPerSet: 1,
    }));
    const { user } = visitSet(tree);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ensemble de cadenas' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Ensemble de cadenas' });
    expect(screen.getByText('12 cadenas au total, 3 clés')).toBeInTheDocument();
    await waitFor(() => expect(priceOf(/^Total du système/)).toMatch(/^[\d\s]+,\d{2}\s\$\sUS$/));
    expect(screen.getByRole('row', { name: /^Cadenas \(12 × [\d\s]+,\d{2}\s\$\sUS\)/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Clés \(3 clés\)/ })).toBeInTheDocument();

    await user.clear(textbox('Nombre de lots'));
    expect(await screen.findByText('Entrez un nombre de 1 à 500')).toBeInTheDocument();
  });
});

import { renameNode, type SafekeyOrder, type SavedLockSystem } from '@keyplan/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSafekeyOrder } from '../../../testing/key-system-fixtures.ts';
import { closeDraft, editDraft, getDraft, isDirty, markSaved, openDraft } from './draft-store.ts';

afterEach(closeDraft);

/** The same order as the server would answer it after the grand master key was renamed. */
function withGrandMasterKeyName(order: SafekeyOrder, keyName: string): SafekeyOrder {
  const copy = structuredClone(order);
  copy.orderLockSystems[0]!.grandMasterKey.keyName = keyName;
  return copy;
}

/** What the server answers a save of the order's lock system with. */
function savedAs(
  order: SafekeyOrder,
  changes: Pick<SavedLockSystem, 'version' | 'status' | 'totalPrice'>,
): SavedLockSystem {
  const system = order.orderLockSystems[0]!;
  return {
    orderID: order.orderID,
    orderLockSystemID: system.orderLockSystemID,
    statusLabel: 'Draft',
    lockSets: [],
    ...changes,
  };
}

describe('draft store', () => {
  it('opens clean, gets dirty on an edit, and clean again once saved', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    expect(isDirty()).toBe(false);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    expect(isDirty()).toBe(true);
    const edited = getDraft()!.tree;
    markSaved(edited, savedAs(order, { version: 2, status: 2, totalPrice: 1234 }));
    expect(isDirty()).toBe(false);
    expect(getDraft()).toMatchObject({ version: 2, status: 2, savedTotalPrice: 1234 });
  });

  it('keeps the edits when the same version is opened again (back from /set)', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    expect(openDraft(order).tree.grandMasterKey.keyName).toBe('SITE GMK');
  });

  it('starts over from the server when the version moved on and nothing is unsaved', () => {
    const order = buildSafekeyOrder();
    openDraft(order);
    const renamed = { ...withGrandMasterKeyName(order, 'THEIRS'), version: order.version + 1 };
    expect(openDraft(renamed).tree.grandMasterKey.keyName).toBe('THEIRS');
    expect(getDraft()!.version).toBe(order.version + 1);
    expect(isDirty()).toBe(false);
  });

  it('keeps unsaved edits when a newer version arrives: Save then reports the conflict', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    expect(openDraft({ ...order, version: order.version + 1 }).tree.grandMasterKey.keyName).toBe('SITE GMK');
    expect(getDraft()!.version).toBe(order.version);
    expect(isDirty()).toBe(true);
  });

  it("is clean after a save whose own new version was loaded before the save's answer arrived", () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    const sent = getDraft()!.tree;
    // A reload of the order started before Save answers with the saved version first.
    openDraft({ ...withGrandMasterKeyName(order, 'SITE GMK'), version: order.version + 1 });
    markSaved(sent, savedAs(order, { version: order.version + 1, status: 2, totalPrice: 1234 }));
    expect(isDirty()).toBe(false);
    expect(getDraft()!.tree.grandMasterKey.keyName).toBe('SITE GMK');
  });

  it('ignores an older answer that arrives after a save', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    markSaved(getDraft()!.tree, savedAs(order, { version: order.version + 1, status: 2, totalPrice: 1234 }));
    expect(openDraft(order).tree.grandMasterKey.keyName).toBe('SITE GMK');
    expect(getDraft()!.version).toBe(order.version + 1);
    expect(isDirty()).toBe(false);
  });

  it('keeps edits made while a save was on its way', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    const sent = getDraft()!.tree;
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'LATER'));
    markSaved(sent, savedAs(order, { version: 2, status: 1, totalPrice: null }));
    expect(isDirty()).toBe(true);
    expect(getDraft()!.tree.grandMasterKey.keyName).toBe('LATER');
  });
});

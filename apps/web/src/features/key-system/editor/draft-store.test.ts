import { renameNode } from '@keyplan/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSafekeyOrder } from '../../../testing/key-system-fixtures.ts';
import { closeDraft, editDraft, getDraft, isDirty, markSaved, openDraft } from './draft-store.ts';

afterEach(closeDraft);

describe('draft store', () => {
  it('opens clean, gets dirty on an edit, and clean again once saved', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    expect(isDirty()).toBe(false);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    expect(isDirty()).toBe(true);
    const edited = getDraft()!.tree;
    markSaved(edited, {
      orderID: order.orderID,
      orderLockSystemID: draft.orderLockSystemID,
      version: 2,
      status: 2,
      statusLabel: 'Draft',
      totalPrice: 1234,
      lockSets: [],
    });
    expect(isDirty()).toBe(false);
    expect(getDraft()).toMatchObject({ version: 2, status: 2, savedTotalPrice: 1234 });
  });

  it('keeps the edits when the same version is opened again (back from /set)', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    expect(openDraft(order).tree.grandMasterKey.keyName).toBe('SITE GMK');
  });

  it('starts over from the server when the version moved on', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'SITE GMK'));
    expect(openDraft({ ...order, version: order.version + 1 }).tree.grandMasterKey.keyName).toBe('GRAND MASTER KEY');
    expect(isDirty()).toBe(false);
  });

  it('keeps edits made while a save was on its way', () => {
    const order = buildSafekeyOrder();
    const draft = openDraft(order);
    const sent = getDraft()!.tree;
    editDraft((tree) => renameNode(tree, draft.tree.grandMasterKey.grandMasterKeyID, 'LATER'));
    markSaved(sent, {
      orderID: order.orderID,
      orderLockSystemID: draft.orderLockSystemID,
      version: 2,
      status: 1,
      statusLabel: 'Draft',
      totalPrice: null,
      lockSets: [],
    });
    expect(isDirty()).toBe(true);
    expect(getDraft()!.tree.grandMasterKey.keyName).toBe('LATER');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, readSession, SESSION_KEY, TAB_SESSION_KEY, updateSession } from './session-store.ts';

/** Another tab writing the stored session, as the browser reports it to this one. */
function otherTabWrites(value: Record<string, unknown>) {
  const oldValue = localStorage.getItem(SESSION_KEY);
  const newValue = JSON.stringify(value);
  localStorage.setItem(SESSION_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, oldValue, newValue }));
}

describe('session store', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps this tab on its system when another tab picks another customer, through a reload', () => {
    updateSession({ ccid: '0000300007', orderID: 'order-of-this-tab' });
    otherTabWrites({ ccid: '0000100001', orderID: null });
    expect(readSession()).toMatchObject({ ccid: '0000300007', orderID: 'order-of-this-tab' });
    // A reload reads sessionStorage again: still this tab's.
    expect(JSON.parse(sessionStorage.getItem(TAB_SESSION_KEY)!)).toMatchObject({ orderID: 'order-of-this-tab' });
    // This tab's own changes stay its own, and are stored for new tabs too.
    updateSession({ orderID: 'next-order-of-this-tab' });
    expect(readSession().orderID).toBe('next-order-of-this-tab');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ orderID: 'next-order-of-this-tab' });
  });

  it('follows the stored session while no other tab changed it (a new tab starts from it)', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ccid: '0000100002', orderID: 'stored' }));
    expect(readSession()).toMatchObject({ ccid: '0000100002', orderID: 'stored' });
    clearSession();
    expect(readSession().orderID).toBeNull();
  });
});

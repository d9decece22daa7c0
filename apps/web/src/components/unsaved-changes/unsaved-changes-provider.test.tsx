import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/test-utils.tsx';
import { KEEP_UNSAVED_CHANGES, useHasUnsavedChanges, useUnsavedChanges } from './unsaved-changes-context.ts';
import { UnsavedChangesProvider } from './unsaved-changes-provider.tsx';

const BODY = 'You have unsaved changes that will be lost if you continue before saving!';
const QUESTION = 'Continue and discard your unsaved changes?';

function Editor({ onLeave }: { onLeave: () => void }) {
  const { setUnsavedChanges, confirmDiscard } = useUnsavedChanges();
  const hasUnsavedChanges = useHasUnsavedChanges();
  return (
    <>
      <h1>Editor</h1>
      <p>{hasUnsavedChanges ? 'dirty' : 'clean'}</p>
      <button onClick={() => setUnsavedChanges(true)}>Edit</button>
      <button onClick={() => confirmDiscard(onLeave)}>Leave</button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/elsewhere" state={KEEP_UNSAVED_CHANGES}>
        Same draft elsewhere
      </Link>
    </>
  );
}

function setup() {
  const onLeave = vi.fn();
  const routes: RouteObject[] = [
    {
      element: (
        <UnsavedChangesProvider>
          <Outlet />
        </UnsavedChangesProvider>
      ),
      children: [
        { path: '/editor', element: <Editor onLeave={onLeave} /> },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      ],
    },
  ];
  const view = renderRoutes({ routes, initialEntries: ['/editor'] });
  return { ...view, onLeave, user: userEvent.setup() };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Unsaved Changes' });
const dialogClosed = () => waitFor(() => expect(dialog()).not.toBeInTheDocument());

describe('Unsaved Changes guard', () => {
  it('runs the action at once when nothing is unsaved', async () => {
    const { user, onLeave } = setup();
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledOnce();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('asks first; Cancel dismisses and nothing happens', async () => {
    const { user, onLeave } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const open = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(open).toHaveTextContent(BODY);
    expect(open).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByText('dirty')).toBeInTheDocument();
  });

  it('Discard Changes clears the flag and runs the pending action', async () => {
    const { user, onLeave } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(onLeave).toHaveBeenCalledOnce();
    await dialogClosed();
    expect(screen.getByText('clean')).toBeInTheDocument();
  });

  it('holds in-app navigation: Cancel stays, Discard Changes goes on', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/editor');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('lets a move that carries the draft along through without asking, keeping the flag', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Same draft elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('asks the browser to confirm unload only while changes are flagged', async () => {
    const { user } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('button', { name: 'Edit' });
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(unload()).toBe(true);
  });
});

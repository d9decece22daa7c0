import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_HANDED_OUT, type KeyCopy, type KeyRegisterActionInput } from '@keyplan/domain';
import { describe, expect, it, vi } from 'vitest';
import { KeyActionDialog } from './key-action-dialog.tsx';

const COPY: KeyCopy = {
  copyNumber: 2,
  ...NOT_HANDED_OUT,
  recordedBy: null,
  recordedAt: null,
  handOutId: null,
  cutBy: null,
};

describe('the dialog of a change to a key copy', () => {
  it('asks for the holder before a hand-out, then sends it with the date and note', async () => {
    const onSubmit = vi.fn<(action: KeyRegisterActionInput, proposedBy: string) => void>();
    render(
      <KeyActionDialog
        action="handOut"
        keySymbol="AA1"
        copy={COPY}
        busy={false}
        error={null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Hand out: AA1 copy 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hand out' }));
    expect(screen.getByText('Holder name is required')).toBeTruthy();
    expect(screen.getByText('Department or role is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Holder name' }), 'Ann Lee');
    await userEvent.type(screen.getByRole('textbox', { name: 'Department or role' }), 'Maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Hand out' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        action: 'handOut',
        holder: { name: 'Ann Lee', department: 'Maintenance', employeeId: null },
        on: new Date().toISOString().slice(0, 10),
        note: '',
      },
      '',
    );
  });

  it("asks the customer's name when they propose a change", async () => {
    const onSubmit = vi.fn<(action: KeyRegisterActionInput, proposedBy: string) => void>();
    render(
      <KeyActionDialog
        proposing
        action="reportLost"
        keySymbol="AA"
        copy={COPY}
        busy={false}
        error={null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(screen.getByText('Your name is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Luis Ortega');
    await userEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(onSubmit.mock.calls[0]![1]).toBe('Luis Ortega');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ action: 'reportLost' });
  });

  it('suggests a lockout/tagout key’s worker, and warns and asks why when it goes to someone else', async () => {
    const onSubmit = vi.fn<(action: KeyRegisterActionInput, proposedBy: string) => void>();
    render(
      <KeyActionDialog
        action="handOut"
        keySymbol="AA3"
        copy={COPY}
        lockout={{ heldBy: 'worker', worker: 'Ana Silva', department: 'Filleting' }}
        busy={false}
        error={null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const name = screen.getByRole('textbox', { name: 'Holder name' });
    expect(name).toHaveProperty('value', 'Ana Silva');
    expect(screen.getByRole('textbox', { name: 'Department or role' })).toHaveProperty('value', 'Filleting');
    expect(screen.getByText(/Lockout\/tagout: Ana Silva \(Filleting\)/)).toBeTruthy();
    expect(screen.queryByText(/lets someone else remove that lock/)).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Reid');
    expect(screen.getByText(/This is Ana Silva’s lockout\/tagout key\..*handing it to Sam Reid/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hand out' }));
    expect(screen.getByText('Say why this key goes to someone other than its worker')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Note: why someone else holds it/ }), 'Ana on leave');
    await userEvent.click(screen.getByRole('button', { name: 'Hand out' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ holder: { name: 'Sam Reid' }, note: 'Ana on leave' });
  });

  it('says a supervisor master key is held by a supervisor under the written procedure', () => {
    render(
      <KeyActionDialog
        action="handOut"
        keySymbol="AA"
        copy={COPY}
        lockout={{ heldBy: 'supervisor', worker: '', department: 'Filleting' }}
        busy={false}
        error={null}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(/Under your written removal procedure it is held by a supervisor/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Department or role' })).toHaveProperty('value', 'Filleting supervisor');
  });
});

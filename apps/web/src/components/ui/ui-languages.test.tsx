import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/language.ts';
import { UnsavedChangesDialog } from '../unsaved-changes/unsaved-changes-dialog.tsx';
import { SystemStatusChip } from './system-status-chip.tsx';

describe('The shared MUI components in French and Spanish (issue 48)', () => {
  it('shows a status and SAP’s failed send in Quebec French', async () => {
    await chooseLanguage('fr-CA');
    render(
      <SystemStatusChip
        label="QuoteSubmitted"
        sendState={{ state: 'failed', error: { code: 'VK/123', message: 'Client bloqué' } }}
        withMessage
      />,
    );
    expect(screen.getByText('Soumission envoyée')).toBeInTheDocument();
    expect(screen.getByText('Échec de la transmission')).toBeInTheDocument();
    expect(screen.getByText('Client bloqué (code SAP VK/123)')).toBeInTheDocument();
  });

  it('asks about unsaved changes in Mexican Spanish', async () => {
    await chooseLanguage('es-MX');
    render(<UnsavedChangesDialog open onDiscard={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Cambios sin guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

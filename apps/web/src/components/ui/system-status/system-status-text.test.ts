import { describe, expect, it } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS, SEND_STATES, statusLabel, statusLabelSchema } from '@keyplan/domain';
import { chooseLanguage } from '../../../i18n/language.ts';
import { sendStateText, statusLabelText } from './system-status-text.ts';

describe('how statuses read', () => {
  it('in en-US, word for word as SPEC §4 and the domain name them', () => {
    for (const label of statusLabelSchema.options) expect(statusLabelText(label)).toBe(label);
    for (const status of Object.values(ORDER_LOCK_SYSTEM_STATUS))
      expect(statusLabelText(statusLabel(status))).toBe(statusLabel(status));
  });

  it('in fr-CA and es-MX, with the trade’s words for a draft and a submitted order', async () => {
    await chooseLanguage('fr-CA');
    expect(statusLabelText('Draft')).toBe('Brouillon');
    expect(statusLabelText('Submitted')).toBe('Envoyée');
    expect(SEND_STATES.map((state) => sendStateText(state))).toEqual([
      'En attente de transmission',
      'Transmission à SAP en cours',
      'Transmis à SAP',
      'Échec de la transmission',
    ]);
    await chooseLanguage('es-MX');
    expect(statusLabelText('Draft')).toBe('Borrador');
    expect(statusLabelText('Submitted')).toBe('Enviado');
    expect(statusLabelText('QuoteSubmitted')).toBe('Cotización enviada');
  });
});

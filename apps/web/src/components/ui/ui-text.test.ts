import { LOGO_MESSAGES, MESSAGES, engravingRefusedMessage, shackleLookOf, type ShackleFinish } from '@keyplan/domain';
import { describe, expect, it } from 'vitest';
import { textNow } from '../../i18n/use-text.ts';
import { chooseLanguage } from '../../i18n/language.ts';
import { describePadlock } from '../padlock-preview/padlock-preview.tsx';
import { engravingLineLabel } from './engraving-field.tsx';
import { logoRuleMessage } from './logo-upload.tsx';
import { SEND_STATE_LABELS } from './send-state.tsx';
import { uiText } from './ui-text.ts';

/** The catalog in English (the tests' language until one chooses another). */
const en = () => textNow(uiText);

describe('the shared components’ English is the domain’s and SPEC’s', () => {
  it('words Unsaved Changes as SPEC §2 does', () => {
    expect(en()('unsavedTitle')).toBe(MESSAGES.unsavedChangesTitle);
    expect(en()('unsavedBody')).toBe(MESSAGES.unsavedChangesBody);
    expect(en()('unsavedQuestion')).toBe(MESSAGES.unsavedChangesQuestion);
    expect(en()('discardChanges')).toBe(MESSAGES.discardChanges);
    expect(en()('cancel')).toBe(MESSAGES.cancel);
    expect(en()('goToCustomerSearch')).toBe(MESSAGES.goToCustomerSearch);
  });

  it('words refused engraving characters as the domain does', () => {
    for (const refused of [['@'], ['@', '!', '%']])
      expect(en()('engravingRefused', { characters: refused.map((character) => `'${character}'`).join(', ') })).toBe(
        engravingRefusedMessage(refused),
      );
  });

  it('words each logo rule of the domain after the label, as before', () => {
    for (const rule of Object.values(LOGO_MESSAGES))
      expect(logoRuleMessage(en(), 'Front logo', rule)).toBe(`Front logo ${rule}`);
  });

  it('describes the shackle as the domain’s look does', () => {
    const shackles = [
      { name: 'Steel, 1-1/2 in (38 mm)', conductive: true },
      { name: 'Stainless steel, 3 in', conductive: true },
      { name: 'Nylon, 76 mm', conductive: false },
    ];
    for (const shackle of shackles) {
      const look = shackleLookOf(shackle);
      const finish = en()(`finish.${look.finish satisfies ShackleFinish}`);
      expect(en()('padlockShackle', { clearance: look.clearanceInches, finish })).toBe(`${look.description} shackle`);
    }
  });

  it('keeps the English labels the screens used', () => {
    expect({ ...SEND_STATE_LABELS }).toEqual({
      pending: 'Waiting to send',
      sending: 'Sending to SAP',
      sent: 'Sent to SAP',
      failed: 'Send failed',
    });
    expect(engravingLineLabel('left', 1)).toBe('Left side line 2');
  });
});

describe('the shared components in French and Spanish', () => {
  const lines = { front: ['ACME', 'PLANT 1', ''], back: [], left: [], right: [] };
  const padlock = {
    material: { id: 'ALUM', name: 'Aluminum' },
    color: { name: 'Red', hex: '#C62828' },
    shackle: { name: 'Steel, 1-1/2 in (38 mm)', conductive: true },
    lines,
    keyText: 'M1',
    maxChars: { front: 12, back: 12, left: 6, right: 6, key: 4 },
    logos: { front: 'blob:logo', back: null },
  };

  it('describes the padlock in Quebec French, with French numbers', async () => {
    await chooseLanguage('fr-CA');
    // A no-break space before each colon, as French typography has it.
    expect(describePadlock(padlock)).toBe(
      'Aperçu du cadenas\u00a0: corps en Aluminum, red, anse en acier de 1,5 po, avant\u00a0: ACME / PLANT 1, logo à l’avant, clé\u00a0: M1',
    );
    expect(engravingLineLabel('front', 0)).toBe('Avant, ligne 1');
    expect(SEND_STATE_LABELS.sent).toBe('Transmis à SAP');
  });

  it('words a logo rule and a refused character in Mexican Spanish', async () => {
    await chooseLanguage('es-MX');
    expect(logoRuleMessage(textNow(uiText), 'Logotipo frontal', LOGO_MESSAGES.tooLarge)).toBe(
      'Logotipo frontal: máximo 1 MB',
    );
    expect(textNow(uiText)('engravingRefused', { characters: "'@'" })).toBe(
      "'@' no se puede grabar. Se permiten: A–Z, 0–9, espacio y - . # / & ( )",
    );
    expect(describePadlock({ ...padlock, color: undefined, logos: { front: null, back: null }, keyText: null })).toBe(
      'Vista previa del candado: cuerpo de Aluminum, arco de acero de 1.5 pulg., frente: ACME / PLANT 1',
    );
  });
});

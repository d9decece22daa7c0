import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedLockSystem } from '@keyplan/domain';
import { json } from '../../../../testing/test-utils.tsx';
import { closeDraft, getDraft } from '../../editor/draft-store.ts';
import {
  lockSetForm,
  preview,
  select,
  textbox,
  treeWithLockSet,
  visitSet,
} from '../../../../testing/lock-set-test-utils.tsx';

afterEach(() => closeDraft());

const REFUSED_AT = "'@' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )";
const savedLockSet = () => getDraft()!.tree.masterKeys[0]!.lockSets[0]!;

describe('lock set engraving', () => {
  it('shows the lines only while the lock is engraved, and the key text only while the key is', async () => {
    const { tree } = treeWithLockSet();
    const { user } = visitSet(tree);
    await lockSetForm();
    expect(screen.queryByRole('textbox', { name: 'Front line 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Font size/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Engrave the locks' }));
    for (const name of ['Front line 1', 'Front line 3', 'Back line 3', 'Left side line 2', 'Right side line 2'])
      expect(textbox(name)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Key text' })).not.toBeInTheDocument();
    // Engraving needs a font: required, and flagged until one is chosen.
    expect(select(/Font size/)).toBeRequired();
    expect(select(/Font size/)).toHaveAccessibleDescription('Choose a font size for the engraving');
    await user.click(screen.getByRole('switch', { name: 'Engrave the keys' }));
    expect(textbox('Key text')).toBeInTheDocument();
  });

  it('uppercases as typed and refuses characters that cannot be engraved, naming them', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({ ...lockSet, engravedLock: true, fontSize: 'S' }));
    const { user } = visitSet(tree);
    await lockSetForm();
    await user.type(textbox('Front line 1'), 'ac@me');
    expect(textbox('Front line 1')).toHaveValue('ACME');
    // The '@' stays said after the 'me' typed on (issue 26: 'ask@x' → 'ASKX' said nothing).
    expect(textbox('Front line 1')).toHaveAccessibleDescription(`${REFUSED_AT}4/14`);
    await user.type(textbox('Front line 1'), '@');
    expect(textbox('Front line 1')).toHaveValue('ACME');
    expect(textbox('Front line 1')).toHaveAccessibleDescription(`${REFUSED_AT}4/14`);
    expect(savedLockSet().frontText1).toBe('ACME');
    // Typing inside the line keeps the caret where it was.
    await user.type(textbox('Front line 1'), 'x@y', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(textbox('Front line 1')).toHaveValue('ACXYME');
    await user.type(textbox('Front line 1'), '{Backspace}{Backspace}', {
      initialSelectionStart: 4,
      initialSelectionEnd: 4,
    });
    await user.type(textbox('Front line 1'), ' #2');
    expect(textbox('Front line 1')).toHaveValue('ACME #2');
    expect(textbox('Front line 1')).toHaveAccessibleDescription(`${REFUSED_AT}7/14`);
    // Pasted text keeps what can be engraved.
    await user.click(textbox('Back line 1'));
    await user.paste('plant!2 ~b');
    expect(textbox('Back line 1')).toHaveValue('PLANT2 B');
    expect(
      screen.getByText("'!', '~' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )"),
    ).toBeInTheDocument();
  });

  it('names every character it refused, and forgets them once the line is saved (issue 47)', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({ ...lockSet, engravedLock: true, fontSize: 'S' }));
    const { user } = visitSet(tree, {
      extra: (order) => {
        const { orderLockSystemID } = order.orderLockSystems[0]!;
        const saved: SavedLockSystem = {
          orderID: order.orderID,
          orderLockSystemID,
          version: order.version + 1,
          status: 1,
          statusLabel: 'Draft',
          totalPrice: 0,
          lockSets: [],
        };
        return { [`PUT /api/order-lock-systems/${orderLockSystemID}/tree`]: () => json(saved) };
      },
    });
    await lockSetForm();
    await user.type(textbox('Front line 1'), 'boiler@1é');
    expect(textbox('Front line 1')).toHaveValue('BOILER1');
    // Both, not only the last one refused.
    expect(textbox('Front line 1')).toHaveAccessibleDescription(
      "'@', 'É' cannot be engraved. Allowed: A–Z, 0–9, space and - . # / & ( )7/14",
    );
    expect(textbox('Front line 1')).toHaveAttribute('aria-invalid', 'true');
    // Saved with Ctrl+S: the line holds what was kept, and the red message goes.
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(textbox('Front line 1')).toHaveAccessibleDescription('7/14');
    expect(textbox('Front line 1')).toHaveAttribute('aria-invalid', 'false');
  });

  it('limits each line to the font: the roomiest without a font, the chosen one after', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({ ...lockSet, engravedLock: true }));
    const { user } = visitSet(tree);
    await lockSetForm();
    expect(textbox('Front line 1')).toHaveAccessibleDescription('0/14');
    expect(textbox('Left side line 1')).toHaveAccessibleDescription('0/8');
    await user.selectOptions(select(/Font size/), 'M');
    expect(textbox('Front line 1')).toHaveAccessibleDescription('0/10');
    await user.type(textbox('Front line 1'), 'ABCDEFGHIJKL');
    expect(textbox('Front line 1')).toHaveValue('ABCDEFGHIJ');
    // Typing on at a full line says so at the field.
    expect(textbox('Front line 1')).toHaveAccessibleDescription(
      "This line holds 10 characters in this font: 'L' was left out.10/10",
    );
    // A paste longer than the line is cut, and the field says what was left out.
    await user.click(textbox('Front line 2'));
    await user.paste('acme@chemical works');
    expect(textbox('Front line 2')).toHaveValue('ACMECHEMIC');
    expect(textbox('Front line 2')).toHaveAccessibleDescription(
      `${REFUSED_AT} This line holds 10 characters in this font: 'AL WORKS' was left out.10/10`,
    );

    // A smaller font flags the line that no longer fits and keeps its text.
    await user.selectOptions(select(/Font size/), 'L');
    expect(textbox('Front line 1')).toHaveValue('ABCDEFGHIJ');
    expect(textbox('Front line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Front line 1')).toHaveAccessibleDescription(
      'Must be at most 7 characters in font Large (4.0 mm)10/7',
    );
  });

  it('the preview shows the text of every face and the key as it is typed', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({
      ...lockSet,
      engravedLock: true,
      engravedKey: true,
      fontSize: 'S',
    }));
    const { user } = visitSet(tree);
    await lockSetForm();
    await user.type(textbox('Front line 1'), 'acme');
    await user.type(textbox('Front line 2'), 'plant 2');
    await user.type(textbox('Back line 1'), 'lab');
    await user.type(textbox('Left side line 1'), 'l1');
    await user.type(textbox('Right side line 2'), 'r2');
    await user.type(textbox('Key text'), 'k7');
    const drawing = preview();
    for (const text of ['ACME', 'PLANT 2', 'LAB', 'L1', 'R2', 'K7'])
      expect(within(drawing).getByText(text)).toBeInTheDocument();
    expect(drawing).toHaveAccessibleName(
      'Padlock preview: red Thermoplastic body, 1.5 in steel shackle, front: ACME / PLANT 2, back: LAB, left side: L1, right side: R2, key: K7',
    );
    // Engraving switched off leaves the text in the draft but off the drawing.
    await user.click(screen.getByRole('switch', { name: 'Engrave the locks' }));
    expect(within(preview()).queryByText('ACME')).not.toBeInTheDocument();
    expect(savedLockSet().frontText1).toBe('ACME');
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDraft } from '../../editor/draft-store.ts';
import { lockSetForm, select, textbox, treeWithLockSet, visitSet } from '../../../../testing/lock-set-test-utils.tsx';

afterEach(() => closeDraft());

const optionNames = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
const colorNames = () =>
  within(screen.getByRole('radiogroup', { name: /Color/ }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent);

describe('lock set materials', () => {
  it('offers only the bodies of the system bucket, and the shackles and colors the body allows', async () => {
    const { tree } = treeWithLockSet();
    visitSet(tree);
    await lockSetForm();
    // Bucket SP6: Thermoplastic, Nylon and Laminated steel; never aluminum (AL5) or brass (BR4).
    expect(optionNames('Body material')).toEqual(['Thermoplastic', 'Nylon (dielectric)', 'Laminated steel']);
    expect(select('Body material')).toBeRequired();
    expect(optionNames('Shackle')).toEqual([
      'Steel, 1-1/2 in (38 mm)',
      'Steel, 3 in (76 mm)',
      'Stainless steel, 1-1/2 in (38 mm)',
      'Nylon, 1-1/2 in (38 mm), non-conductive',
    ]);
    expect(colorNames()).toHaveLength(12);
    expect(colorNames()).not.toContain('Natural brass');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
  });

  it('a body that does not allow the shackle and color picks allowed ones and says so', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({
      ...lockSet,
      shackleMaterialID: 'SS15',
      colorID: 'PNK',
      fontSize: 'L',
      engravedLock: true,
    }));
    const { user } = visitSet(tree);
    await lockSetForm();
    await user.selectOptions(select('Body material'), 'STEEL');
    expect(select('Shackle')).toHaveValue('ST15');
    expect(optionNames('Shackle')).toEqual(['Steel, 1-1/2 in (38 mm)', 'Steel, 3 in (76 mm)']);
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(colorNames()).toEqual(['Red', 'Blue', 'Yellow', 'Green', 'Black', 'Orange']);
    expect(select('Font size')).toHaveValue('S');
    expect(screen.getByText(/does not offer/)).toHaveTextContent(
      'Laminated steel does not offer the previous choice: shackle is now Steel, 1-1/2 in (38 mm); color is now Red; font size is now Small (2.0 mm).',
    );
    expect(textbox('SKU')).toHaveValue('STEEL-ST15-RED-KD-E');
    // Laminated steel takes no logos.
    expect(screen.queryByRole('heading', { name: 'Logos' })).not.toBeInTheDocument();

    await user.selectOptions(select('Body material'), 'NYLON');
    expect(select('Shackle')).toHaveValue('NY15');
    expect(screen.getByRole('heading', { name: 'Logos' })).toBeInTheDocument();
  });

  it('a body that allows the current choices changes nothing else', async () => {
    const { tree } = treeWithLockSet((lockSet) => ({ ...lockSet, colorID: 'BLU' }));
    const { user } = visitSet(tree);
    await lockSetForm();
    await user.selectOptions(select('Body material'), 'STEEL');
    expect(select('Shackle')).toHaveValue('ST15');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument();
  });

  it('the color is chosen by its swatch, by name', async () => {
    const { tree } = treeWithLockSet();
    const { user } = visitSet(tree);
    await lockSetForm();
    await user.click(screen.getByRole('radio', { name: 'Teal' }));
    expect(screen.getByRole('radio', { name: 'Teal' })).toBeChecked();
    expect(textbox('SKU')).toHaveValue('THERMO-ST15-TEA-KD');
    expect(
      screen.getByRole('img', { name: /^Padlock preview: teal Thermoplastic body, 1\.5 in steel shackle$/ }),
    ).toBeInTheDocument();
  });
});

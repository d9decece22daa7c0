import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReorderCountField, reorderCount, reorderCountProblem } from './reorder-count-field.tsx';

describe('reorder counts', () => {
  it('takes the editor’s whole-number rule: "1e2" is refused, not read as 100', () => {
    expect(reorderCount('1e2')).toBeNaN();
    expect(reorderCount('1.5')).toBeNaN();
    expect(reorderCount('-2')).toBeNaN();
    expect(reorderCount(' 12 ')).toBe(12);
    expect(reorderCount('')).toBe(0);
    expect(reorderCountProblem('1e2', 0, 999)).toBe('Must be a whole number');
    expect(reorderCountProblem('', 0, 999)).toBeNull();
    expect(reorderCountProblem('', 1, 999)).toBe('Enter a number from 1 to 999');
    expect(reorderCountProblem('1000', 0, 999)).toBe('Must be at most 999');
  });

  it('says at the field why a typed count cannot be ordered', () => {
    render(<ReorderCountField label="Keys" name="Keys AA to cut" value="1e2" onChange={() => undefined} max={999} />);
    const field = screen.getByRole('textbox', { name: 'Keys AA to cut' });
    expect(field).toHaveValue('1e2');
    expect(field).toHaveAccessibleDescription('Must be a whole number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

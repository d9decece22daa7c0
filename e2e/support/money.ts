import type { Locator } from '@playwright/test';

/** Minor units of a dollar amount as the app writes it ('$1,234.56' → 123456). */
export function cents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no dollar amount in '${text}'`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

/** The value of a fact (a description list's term and its description) inside `scope`. */
export function factValue(scope: Locator, label: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

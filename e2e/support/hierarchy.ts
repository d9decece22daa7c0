import type { Page } from '@playwright/test';

/** The key system editor's hierarchy (grand master key → master keys → lock sets). */
export const hierarchy = (page: Page) => page.getByRole('region', { name: 'Hierarchy' });

/** The hierarchy's row named `name` exactly. */
export const hierarchyRow = (page: Page, name: string) =>
  hierarchy(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

/** Picks `action` from the row's actions menu. */
export async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: action })
    .click();
}

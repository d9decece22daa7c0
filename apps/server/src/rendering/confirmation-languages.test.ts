import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newLockout, priceLockSystem, type Customer, type DisplayLocale, type LockSystemTree } from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { describe, expect, it } from 'vitest';
import { lockSet, masterKeyedTree } from '../../test-support/test-trees.ts';
import { buildConfirmation, type ConfirmationOrder } from './confirmation-model.ts';
import { toConfirmationPdf } from './confirmation-pdf.ts';
import { renderingText } from './rendering-text.ts';

/** Where the rendered pages are kept for a person to look at (gitignored). */
const PAGES_DIR = resolve(import.meta.dirname, '../../../../test-results/confirmation-languages');
const HAS_POPPLER = existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/pdftotext');

const CUSTOMER: Customer = {
  ccid: '0000200003',
  name: 'Laurentian Pulp & Paper',
  address: { street: '140 Rue du Moulin', city: 'Trois-Rivières', region: 'QC', postalCode: 'G9A 5H7', country: 'CA' },
  salesArea: 'CA10',
  contacts: [],
  language: 'fr-CA',
  createdAt: '2026-01-01T00:00:00Z',
};

const ORDER: ConfirmationOrder = {
  ccid: CUSTOMER.ccid,
  orderType: 0,
  orderSystemName: 'Usine « Nord »',
  orderPONumber: 'PO-4471',
  orderStatusLabel: 'Submitted',
  sapOrderNumber: '4500012345',
  sapLineNumber: '10',
  quoteNumber: null,
  designID: null,
  currency: 'CAD',
  salesArea: 'CA10',
  totalPrice: null,
};

/** A master-keyed system with a lockout/tagout set and enough locks for the quantity discount and thousands. */
function tree(): LockSystemTree {
  const system = masterKeyedTree();
  system.noKeyLockSets.push(
    lockSet(7, 'SP6', {
      lockSetName: 'ENTRETIEN',
      numberOfSets: 1,
      numberOfLocksPerSet: 2,
      numberOfKeysPerLock: 1,
      lockout: {
        ...newLockout(),
        department: 'Entretien',
        locks: [
          { worker: 'Émile Tremblay', engraving: 'E. TREMBLAY' },
          { worker: 'Noémie Côté', engraving: '' },
        ],
      },
    }),
    lockSet(8, 'SP6', { lockSetName: 'BIG SET', numberOfSets: 1, numberOfLocksPerSet: 400 }),
  );
  return system;
}

function confirmation(locale: DisplayLocale, order: Partial<ConfirmationOrder> = {}) {
  const currency = order.currency ?? ORDER.currency;
  const system = tree();
  return buildConfirmation({
    order: { ...ORDER, ...order },
    tree: system,
    customer: CUSTOMER,
    lookups: DEMO_CATALOG.lookups,
    price: priceLockSystem(system, DEMO_CATALOG.priceBooks[currency]!, DEMO_CATALOG.quantityTiers),
    date: new Date('2026-11-25T08:00:00Z'),
    locale,
  });
}

/** The PDF's text as pdftotext reads it, white space folded (no-break spaces too), pages kept apart. */
function pdfPages(pdf: Buffer, name: string): string[] {
  const work = mkdtempSync(join(tmpdir(), 'confirmation-language-'));
  writeFileSync(join(work, `${name}.pdf`), pdf);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', join(work, `${name}.pdf`), '-'], { encoding: 'utf8' });
  execFileSync('/usr/bin/pdftoppm', [
    '-png',
    '-r',
    '70',
    '-f',
    '1',
    '-l',
    '1',
    join(work, `${name}.pdf`),
    join(work, name),
  ]);
  mkdirSync(PAGES_DIR, { recursive: true });
  for (const page of readdirSync(work).filter((file) => file.endsWith('.png')))
    writeFileSync(join(PAGES_DIR, page), readFileSync(join(work, page)));
  return text
    .split('\f')
    .filter((page) => page.trim() !== '')
    .map((page) => page.replace(/[\s\u00a0]+/g, ' '));
}

/** Money as the PDF shows it once white space is folded. */
const folded = (text: string) => text.replace(/\u00a0/g, ' ');

describe.skipIf(!HAS_POPPLER)('the confirmation PDF in the customer’s language', () => {
  it('in Quebec French: headings, facts, lines, money as 1 234,50 $, the day in words', async () => {
    const document = confirmation('fr-CA');
    expect(document.locale).toBe('fr-CA');
    const pages = pdfPages(await toConfirmationPdf(document), 'fr-CA');
    const all = pages.join(' ');
    for (const expected of [
      'Confirmation de commande',
      'Usine « Nord »',
      // The customer's block and the facts beside it come out interleaved: their words one by one.
      'Client ',
      'Trois-Rivières',
      'N° de commande SAP',
      '4500012345, ligne 10',
      'N° de bon de',
      'Date d’émission 25 novembre 2026',
      'Statut Envoyée',
      'Devise CAD',
      'Article Quantité Prix unitaire Montant',
      'Sous MASTER KEY 1',
      'Type de clés : À clés différentes, 1 clé par cadenas',
      'Type de clés : À clés identiques, 3 ensembles de 4, 3 clés par ensemble',
      'Clés de ENTRETIEN',
      'Cadenassage, service Entretien',
      'Cadenas 1 : Émile Tremblay, gravé E. TREMBLAY',
      'Cadenas 2 : Noémie Côté',
      'Passe-partout général',
      'Remise sur quantité :',
      '% sur le prix des cadenas',
    ])
      expect(all).toContain(expected);
    const text = renderingText('fr-CA');
    const totals = document.totals!;
    expect(totals.total).toBeGreaterThan(100_000);
    // '1 234,50 $': groups of three with a space, a decimal comma, the sign after.
    expect(folded(text.money(totals.total, 'CAD'))).toMatch(/^\d{1,3}( \d{3})+,\d{2} \$$/);
    expect(all).toContain(
      `Cadenas (${folded(text.number(totals.locks))}) ${folded(text.money(totals.lockAmount, 'CAD'))}`,
    );
    expect(all).toContain(`Total ${folded(text.money(totals.total, 'CAD'))}`);
    pages.forEach((page, index) => {
      expect(page).toContain(
        'Confirmation de commande | Laurentian Pulp & Paper (0000200003) | Bon de commande PO-4471',
      );
      expect(page).toContain(`Page ${index + 1} de ${pages.length}`);
    });
    // Nothing English is left in the document's own words.
    for (const english of ['Order confirmation', 'Customer', 'Quantity', 'Keys for', 'Under ', 'Keying', 'Page 1 of'])
      expect(all).not.toContain(english);
  });

  it('in Mexican Spanish: headings, facts, money and the day', async () => {
    const document = confirmation('es-MX', {
      orderType: 1,
      quoteNumber: 'Q-77',
      currency: 'USD',
      orderStatusLabel: 'QuoteSubmitted',
    });
    const all = pdfPages(await toConfirmationPdf(document), 'es-MX').join(' ');
    const text = renderingText('es-MX');
    for (const expected of [
      'Cotización',
      'Cliente ',
      'No. de cotización SAP',
      'Q-77',
      'No. de orden de',
      'Fecha de emisión 25 de noviembre de 2026',
      'Estatus Cotización enviada',
      'Artículo Cantidad Precio unitario Importe',
      'Bajo MASTER KEY 1',
      'Tipo de llaves: Llaves diferentes, 1 llave por candado',
      'Llaves de ENTRETIEN',
      'Bloqueo y etiquetado, departamento Entretien',
      'Candado 1: Émile Tremblay, grabado E. TREMBLAY',
      'Llave gran maestra',
      `Total ${folded(text.money(document.totals!.total, 'USD'))}`,
      'Página 1 de',
    ])
      expect(all).toContain(expected);
    expect(folded(text.money(document.totals!.total, 'USD'))).toMatch(/^USD \d{1,3}(,\d{3})+\.\d{2}$/);
  });

  it('in the pseudo-locale: every word accented and bracketed, within what the fonts draw', async () => {
    const document = confirmation('en-XA');
    const all = pdfPages(await toConfirmationPdf(document), 'en-XA').join(' ');
    const text = renderingText('en-XA');
    expect(text('titleOrder')).toBe('[ÖÖrdéér çööñfîîrmààtîîööñ]');
    for (const expected of [text('titleOrder'), text('customer'), text('pageOf', { page: 1, count: 2 }).slice(0, 8)])
      expect(all).toContain(expected);
    // English numbers and money, as en-XA is English.
    expect(all).toContain(renderingText('en-US').money(document.totals!.total, 'CAD'));
  });
});

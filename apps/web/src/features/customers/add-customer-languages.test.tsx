import { LIMITS, formatFieldPath, newCustomerSchema } from '@keyplan/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/language.ts';
import { textNow } from '../../i18n/use-text.ts';
import { json, mockFetch, renderRoutes, storeSignedInUser } from '../../testing/test-utils.tsx';
import { buildCustomer, customerRoutes, SALES_AREAS } from '../../testing/customer-test-utils.tsx';
import { addCustomerText } from './add-customer-text.ts';
import { fieldLabel, fieldMessage } from './customer-form.ts';

/** Every rule of the domain's customer schema broken once. */
const BROKEN_CUSTOMER = {
  ccid: '12345678901',
  name: '',
  address: {
    street: 'x'.repeat(LIMITS.streetLength + 1),
    city: 'Springfield',
    region: '',
    postalCode: '1',
    country: 'USA',
  },
  salesArea: 'US10',
  contacts: Array.from({ length: LIMITS.contactsPerCustomer + 1 }, () => ({
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'not an email',
    phone: null,
  })),
};

describe('Add Customer’s field messages (the domain schema’s rules)', () => {
  it('read in English as they did: the label, then the rule', () => {
    const t = textNow(addCustomerText);
    const result = newCustomerSchema.safeParse(BROKEN_CUSTOMER);
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.length).toBeGreaterThanOrEqual(5);
    for (const issue of issues) {
      const fieldPath = formatFieldPath(issue.path);
      const message = fieldMessage(t, fieldPath, issue.message);
      expect(message).toBe(`${fieldLabel(t, fieldPath)} ${issue.message}.`);
      // Each rule has its own message, not the fallback that shows the rule as given.
      expect(fieldMessage(t, fieldPath, 'a rule no catalog words')).not.toBe(message);
    }
    expect(fieldMessage(t, 'ccid', 'is required')).toBe('CCID is required.');
  });

  it('read in Quebec French with plurals', async () => {
    await chooseLanguage('fr-CA');
    const t = textNow(addCustomerText);
    expect(fieldMessage(t, 'address.country', 'must be a two-letter ISO country code')).toBe(
      'Pays\u00a0: code de pays ISO à deux lettres.',
    );
    expect(fieldMessage(t, 'contacts[0].email', 'must be an email address')).toBe(
      'Courriel\u00a0: adresse courriel non valide.',
    );
    expect(fieldMessage(t, 'address.region', 'must be at most 1 characters')).toBe(
      'Région\u00a0: 1 caractère au maximum.',
    );
    expect(fieldMessage(t, 'name', 'must be at most 1000 characters')).toBe(
      'Nom\u00a0: 1\u00a0000 caractères au maximum.',
    );
  });
});

describe('Add Customer in Mexican Spanish (issue 48)', { timeout: 30_000 }, () => {
  it('labels the form and says what is missing on Save', async () => {
    await chooseLanguage('es-MX');
    storeSignedInUser();
    mockFetch({
      'POST /api/customers': () => json(buildCustomer(), 201),
      'GET /api/LookUp/salesareas': () => json(SALES_AREAS),
    });
    renderRoutes({ routes: customerRoutes, initialEntries: ['/add-customer'] });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar cliente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));
    expect(await screen.findByText('Nombre: campo obligatorio.')).toBeInTheDocument();
    const contact = screen.getByRole('group', { name: 'Contacto 1' });
    expect(within(contact).getByText('Correo electrónico: campo obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Los campos marcados con * son obligatorios.')).toBeInTheDocument();
  });
});

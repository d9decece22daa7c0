import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../../stores/session-store.ts';
import { json, mockFetch, renderRoutes, storeSignedInUser, type Handler } from '../../../testing/test-utils.tsx';
import { buildCustomer, customerRoutes, problemResponse, SALES_AREAS } from '../../../testing/customer-test-utils.tsx';

// MUI forms render slowly in jsdom on a loaded machine: wait longer than the default second.

function openForm(
  create: Handler = () => json(buildCustomer(), 201),
  url: string | { pathname: string; state: unknown } = '/add-customer',
) {
  storeSignedInUser();
  const fetchMock = mockFetch({ 'POST /api/customers': create, 'GET /api/LookUp/salesareas': () => json(SALES_AREAS) });
  const view = renderRoutes({ routes: customerRoutes, initialEntries: [url] });
  const posted = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/customers') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...view, user: userEvent.setup(), posted };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save customer' });

/** Puts `value` into a field at once (typing every field of a MUI form is slow in jsdom). */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** Fills every required field (phone left empty). */
async function fillValidCustomer(user: UserEvent, ccid = '77') {
  await enter(user, await screen.findByRole('textbox', { name: 'CCID' }), ccid);
  await enter(user, field('Name'), 'Test Plant Inc');
  await screen.findByRole('option', { name: 'United States (USD)' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sales area' }), 'US10');
  await enter(user, field('Street'), '1 Main St');
  await enter(user, field('City'), 'Springfield');
  await enter(user, field('Region'), 'IL');
  await enter(user, field('Postal code'), '62701');
  await user.type(field('Country'), 'us');
  const contact = screen.getByRole('group', { name: 'Contact 1' });
  await enter(user, within(contact).getByRole('textbox', { name: 'First name' }), 'Pat');
  await enter(user, within(contact).getByRole('textbox', { name: 'Last name' }), 'Lee');
  await enter(user, within(contact).getByRole('textbox', { name: 'Email' }), 'pat@example.com');
}

describe('Add Customer', { timeout: 30_000 }, () => {
  it('marks required fields and shows every message on Save, without calling the API', async () => {
    const { user, posted } = openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Customer' })).toBeInTheDocument();
    expect(field('CCID')).toBeRequired();
    expect(field('Region')).not.toBeRequired();
    expect(
      within(screen.getByRole('group', { name: 'Contact 1' })).getByRole('textbox', { name: 'Phone' }),
    ).not.toBeRequired();

    await user.click(save());

    expect(await screen.findByText('CCID is required.')).toBeInTheDocument();
    for (const message of [
      'Name is required.',
      'Sales area is required.',
      'Street is required.',
      'City is required.',
      'Postal code is required.',
      'Country is required.',
      'First name is required.',
      'Email is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('CCID')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CCID')).toHaveAccessibleDescription('CCID is required.');
    expect(field('CCID')).toHaveFocus();
    expect(posted()).toEqual([]);
  });

  it("shows a field's message when the field is left, and drops it once corrected", async () => {
    const { user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'CCID' }), '12a');
    expect(screen.queryByText('CCID must be 1 to 10 digits.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('CCID must be 1 to 10 digits.')).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();

    await user.clear(field('CCID'));
    await user.type(field('CCID'), '42');
    await user.tab();
    expect(field('CCID')).toHaveValue('0000000042');
    expect(screen.queryByText(/^CCID (is|must)/)).not.toBeInTheDocument();
    expect(field('CCID')).not.toHaveAttribute('aria-invalid', 'true');

    const email = within(screen.getByRole('group', { name: 'Contact 1' })).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-mail');
    await user.tab();
    expect(await screen.findByText('Email must be an email address.')).toBeInTheDocument();
    await user.type(field('Country'), 'u1');
    await user.tab();
    expect(await screen.findByText('Country must be a two-letter ISO country code.')).toBeInTheDocument();
  });

  it('adds and removes contacts, at least one and at most ten', async () => {
    const { user } = openForm();
    await screen.findByRole('group', { name: 'Contact 1' });
    expect(screen.queryByRole('button', { name: /Remove contact/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const second = await screen.findByRole('group', { name: 'Contact 2' });
    expect(within(second).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.type(within(second).getByRole('textbox', { name: 'First name' }), 'Second');

    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Contact 1' })).getByRole('textbox', { name: 'First name' }),
    ).toHaveValue('Second');

    for (let count = 1; count < 10; count++) await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getAllByRole('group', { name: /^Contact \d+$/ })).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeDisabled();
    expect(screen.getByText('A customer has at most 10 contacts.')).toBeInTheDocument();
  });

  it('shows a duplicate ccid (409) at the ccid field', async () => {
    const { user } = openForm(() => problemResponse(409, 'A customer with ccid 0000000077 already exists.'));
    await fillValidCustomer(user);
    await user.click(save());

    expect(await screen.findByText('A customer with ccid 0000000077 already exists.')).toBeInTheDocument();
    expect(field('CCID')).toHaveAccessibleDescription('A customer with ccid 0000000077 already exists.');
    expect(field('CCID')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('CCID')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Add Customer' })).toBeInTheDocument();

    // Changing the ccid clears the answer.
    await user.clear(field('CCID'));
    expect(screen.queryByText('A customer with ccid 0000000077 already exists.')).not.toBeInTheDocument();
  });

  it("shows the API's field errors at their fields, others above the form", async () => {
    const { user } = openForm(() =>
      problemResponse(400, 'Validation failed', [
        'salesArea: must be one of US10, CA10, EU10, UK10',
        'contacts[0].email: must be an email address',
        'body: unexpected',
      ]),
    );
    await fillValidCustomer(user);
    await user.click(save());

    expect(await screen.findByText('Sales area must be one of US10, CA10, EU10, UK10.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Contact 1' })).getByRole('textbox', { name: 'Email' }),
    ).toHaveAccessibleDescription('Email must be an email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('The customer could not be added: body: unexpected');
  });

  it('adds the customer: selects them, says so, and goes on to System Start', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ccid: '0000999999', orderID: 'old-order' }));
    const created = buildCustomer({ ccid: '0000000077', name: 'Test Plant Inc' });
    let release: () => void = () => undefined;
    const { user, posted, router } = openForm(
      () => new Promise<Response>((resolve) => (release = () => resolve(json(created, 201)))),
    );
    await fillValidCustomer(user);

    await user.click(save());

    // Saving: the button shows it and cannot be pressed twice.
    await waitFor(() => expect(save()).toBeDisabled());
    release();
    expect(await screen.findByText('Customer Test Plant Inc added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'System Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system-start');
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();
    expect(posted()).toEqual([
      {
        ccid: '0000000077',
        name: 'Test Plant Inc',
        address: { street: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
        salesArea: 'US10',
        language: 'en-US',
        contacts: [{ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', phone: null }],
      },
    ]);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      ccid: '0000000077',
      customer: { ccid: '0000000077', name: 'Test Plant Inc', salesArea: 'US10' },
      salesArea: 'US10',
      orderID: null,
    });
  });

  it('asks before Cancel throws edits away, and goes back to the search it came from', async () => {
    const { user, router } = openForm(undefined, {
      pathname: '/add-customer',
      state: { prefill: { ccid: '123' }, returnTo: '/customer-search?q=123' },
    });
    expect(await screen.findByRole('textbox', { name: 'CCID' })).toHaveValue('123');
    await user.type(field('Name'), 'Half done');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-search'));
    expect(router.state.location.search).toBe('?q=123');
  });
});

describe('Add Customer: look up in SAP', { timeout: 30_000 }, () => {
  const SAP_PARTNER = {
    ccid: '0000500001',
    name: 'Great Lakes Foundry Inc.',
    street: 'Industrial Parkway 4200',
    city: 'Toledo',
    region: 'OH',
    postalCode: '43612',
    country: 'US',
    language: 'en-US',
    existsInKeyplan: false,
  };

  function openWithSap(routes: Record<string, Handler>) {
    storeSignedInUser();
    mockFetch({ 'GET /api/LookUp/salesareas': () => json(SALES_AREAS), ...routes });
    const view = renderRoutes({ routes: customerRoutes, initialEntries: ['/add-customer'] });
    return { ...view, user: userEvent.setup() };
  }
  const lookUp = () => screen.getByRole('button', { name: 'Look up in SAP' });

  it('fills name and address from SAP once the ccid is valid', async () => {
    const { user } = openWithSap({ 'GET /api/customers/sap/0000500001': () => json(SAP_PARTNER) });
    const ccid = await screen.findByRole('textbox', { name: 'CCID' });
    expect(lookUp()).toBeDisabled();
    await enter(user, ccid, '12a');
    expect(lookUp()).toBeDisabled();
    await user.clear(ccid);
    await enter(user, ccid, '500001');
    expect(lookUp()).toBeEnabled();

    await user.click(lookUp());

    expect(await screen.findByText('Filled in from SAP: Great Lakes Foundry Inc.')).toBeInTheDocument();
    expect(field('CCID')).toHaveValue('0000500001');
    expect(field('Name')).toHaveValue('Great Lakes Foundry Inc.');
    expect(field('Street')).toHaveValue('Industrial Parkway 4200');
    expect(field('City')).toHaveValue('Toledo');
    expect(field('Region')).toHaveValue('OH');
    expect(field('Postal code')).toHaveValue('43612');
    expect(field('Country')).toHaveValue('US');
    expect(screen.getByRole('combobox', { name: 'Sales area' })).toHaveValue('US10');
    expect(screen.getByText('United States (USD), which serves US, the country SAP gives')).toBeInTheDocument();
  });

  it("takes the customer's language from SAP's correspondence language, and lets the person change it", async () => {
    const quebec = {
      ...SAP_PARTNER,
      ccid: '0000500005',
      name: 'Papeterie du Saint-Laurent',
      country: 'CA',
      language: 'fr-CA',
    };
    const { user } = openWithSap({ 'GET /api/customers/sap/0000500005': () => json(quebec) });
    const language = await screen.findByRole('combobox', { name: "Customer's language" });
    expect(language).toHaveValue('en-US');
    expect(screen.getByText('Their review and documents are written in it')).toBeInTheDocument();
    await enter(user, screen.getByRole('textbox', { name: 'CCID' }), '500005');
    await user.click(lookUp());
    expect(await screen.findByText('Filled in from SAP: Papeterie du Saint-Laurent')).toBeInTheDocument();
    expect(language).toHaveValue('fr-CA');
    expect(screen.getByRole('option', { name: 'Français' })).toHaveProperty('selected', true);
    expect(screen.getByText("SAP's correspondence language")).toBeInTheDocument();
    await user.selectOptions(language, 'es-MX');
    expect(language).toHaveValue('es-MX');
    expect(screen.getByText('Their review and documents are written in it')).toBeInTheDocument();
  });

  it('takes no sales area for a country none serves, and says to choose one', async () => {
    const { user } = openWithSap({
      'GET /api/customers/sap/0000500003': () => json({ ...SAP_PARTNER, ccid: '0000500003', country: 'JP' }),
    });
    await enter(user, await screen.findByRole('textbox', { name: 'CCID' }), '500003');
    await user.click(lookUp());
    expect(await screen.findByText('No sales area serves JP, the country SAP gives: choose one')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sales area' })).toHaveValue('');
  });

  it('says when SAP does not know the number, and when SAP fails', async () => {
    const { user } = openWithSap({
      'GET /api/customers/sap/0000000404': () => problemResponse(404, 'SAP knows no business partner 0000000404.'),
      'GET /api/customers/sap/0000000502': () => problemResponse(502, 'SAP did not answer within 1500 ms'),
    });
    const ccid = await screen.findByRole('textbox', { name: 'CCID' });
    await enter(user, ccid, '404');
    await user.click(lookUp());
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found in SAP.');
    expect(field('Name')).toHaveValue('');

    await user.clear(ccid);
    expect(screen.queryByText('Not found in SAP.')).not.toBeInTheDocument();
    await enter(user, ccid, '502');
    await user.click(lookUp());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'SAP could not be asked: SAP did not answer within 1500 ms',
    );
  });

  it('offers to select the customer when Keyplan has it already', async () => {
    const acme = buildCustomer();
    const { user, router } = openWithSap({
      'GET /api/customers/sap/0000100001': () =>
        json({ ...SAP_PARTNER, ccid: acme.ccid, name: acme.name, existsInKeyplan: true }),
      'GET /api/customers/0000100001': () => json(acme),
    });
    await enter(user, await screen.findByRole('textbox', { name: 'CCID' }), '100001');
    await user.click(lookUp());

    expect(
      await screen.findByText('Acme Chemical Works (0000100001) is already a Keyplan customer.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Select this customer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'System Start' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system-start');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ ccid: '0000100001' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_LOCK_SYSTEM_STATUS as STATUS, type KeyChart, type SafekeyOrder } from '@keyplan/domain';
import {
  adminMe,
  buildChartLockSet,
  buildKeyChart,
  chartedCopy,
  chartingRoutes,
  fakeChartingApi,
} from '../testing/charting-fixtures.tsx';
import { CUSTOMER, buildOrder, storeSession } from '../testing/system-test-utils.tsx';
import { mockFetch, problem, renderRoutes, staffMe, storeSignedInUser, type Handler } from '../testing/test-utils.tsx';
import { chooseLanguage } from '../i18n/language.ts';

interface VisitOptions {
  order?: SafekeyOrder;
  chart?: KeyChart;
  api?: Parameters<typeof fakeChartingApi>[2];
  /** Routes answering instead of the fake's. */
  extra?: Record<string, Handler>;
}

function visit({ order = buildOrder({}, STATUS.Started), chart, api = {}, extra = {} }: VisitOptions = {}) {
  storeSignedInUser();
  storeSession({
    orderID: order.orderID,
    orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
    customer: CUSTOMER,
    ccid: CUSTOMER.ccid,
  });
  const fake = fakeChartingApi(order, chart ?? buildKeyChart(order), api);
  const fetchMock = mockFetch({ ...fake.routes, ...extra });
  const view = renderRoutes({ routes: chartingRoutes, initialEntries: ['/charting-file'] });
  const requests = (method: string, suffix: string) =>
    fetchMock.mock.calls
      .filter(
        ([url, init]) =>
          (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname.endsWith(suffix),
      )
      .map(([url, init]) => ({
        url: new URL(String(url), 'http://localhost'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      }));
  return { ...view, fake, requests, user: userEvent.setup() };
}

const keysTable = () => screen.findByRole('table', { name: 'Grand master and master keys' });
const keyCodes = () => within(screen.getByRole('region', { name: 'Key codes' }));
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const lockSetToggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

describe('/charting-file', { timeout: 20_000 }, () => {
  it('without an open system says so, under the heading', async () => {
    storeSignedInUser();
    mockFetch({
      'GET /api/me': () => new Response(JSON.stringify(staffMe), { headers: { 'Content-Type': 'application/json' } }),
    });
    const { router } = renderRoutes({ routes: chartingRoutes, initialEntries: ['/charting-file'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Charting File' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Charting File – Keyplan'));
    // Not getByRole('alert'): a lookup toast, also an alert, may appear beside it.
    expect(await screen.findByText(/No system is open/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Customer Search' }));
    expect(router.state.location.pathname).toBe('/customer-search');
  });

  it('charts a system that has no codes: method, progress, codes on screen and a toast', async () => {
    let answer: (value?: unknown) => void = () => undefined;
    const { user, requests } = visit({ api: { chartingGate: new Promise((resolve) => (answer = resolve)) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Charting File' })).toBeInTheDocument();
    expect(await screen.findByText(`North campus · ${CUSTOMER.name} (${CUSTOMER.ccid})`)).toBeInTheDocument();
    const [grandMaster, master] = within(await keysTable())
      .getAllByRole('row')
      .slice(1);
    expect(cells(grandMaster!)).toEqual(['Grand master', 'A', '—', '1']);
    expect(cells(master!)).toEqual(['Master', 'AA', '—', '1']);
    expect(keyCodes().getByText('Not charted')).toBeInTheDocument();
    expect(keyCodes().getByText('SP6 – Safety 6-pin')).toBeInTheDocument();

    // Lock sets are collapsed until opened.
    expect(screen.queryByRole('table', { name: 'Locks of LOCK SET 1' })).not.toBeInTheDocument();
    await user.click(lockSetToggle('LOCK SET 1'));
    expect(lockSetToggle('LOCK SET 1')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Engraving of LOCK SET 1' })).toHaveTextContent(
      'Front: DANGER / DO NOT OPERATE',
    );

    await user.click(screen.getByRole('button', { name: 'Chart key codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chart key codes' }));
    expect(dialog.getByRole('radio', { name: /Total position progression/ })).toBeChecked();
    // A key bitting array holds bittings: staff are not offered it.
    expect(dialog.getAllByRole('radio')).toHaveLength(2);
    await user.click(dialog.getByRole('radio', { name: /Rotating constant/ }));
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    expect(await dialog.findByRole('progressbar', { name: 'Charting key codes' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();

    expect(await screen.findByText('Key codes charted for 1 lock set.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', '/charting').map(({ body }) => body)).toEqual([
      { expectedVersion: 1, method: 'rotating-constant' },
    ]);
    const [charted] = within(await keysTable())
      .getAllByRole('row')
      .slice(1);
    expect(cells(charted!)[2]).toMatch(/^B\d{5}$/);
    const locks = within(screen.getByRole('table', { name: 'Locks of LOCK SET 1' }))
      .getAllByRole('row')
      .slice(1);
    expect(cells(locks[0]!)).toEqual(['1', '1', 'AA1', expect.stringMatching(/^B\d{5}$/) as unknown as string, '2']);
    expect(screen.getByText('Every lock set has its key codes.')).toBeInTheDocument();
    expect(screen.getByText('Rotating constant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chart key codes' })).not.toBeInTheDocument();
    // Staff never see bittings.
    expect(screen.queryByRole('switch', { name: 'Show bittings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include bittings' })).not.toBeInTheDocument();
    expect(requests('GET', '/key-chart').every(({ url }) => url.searchParams.get('bittings') === 'false')).toBe(true);
  });

  it('admins may extend the customer’s existing system from its key bitting array; staff are not offered it', async () => {
    const { user, requests } = visit({ api: { me: adminMe } });
    await user.click(await screen.findByRole('button', { name: 'Chart key codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chart key codes' }));
    await user.click(dialog.getByRole('radio', { name: /The customer’s existing system/ }));
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    expect(dialog.getByText('Top master key: enter its cuts, e.g. 634052.')).toBeInTheDocument();
    expect(requests('POST', '/charting')).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Top master key' }), '634052');
    await user.type(dialog.getByRole('textbox', { name: 'Key bitting array' }), '010210{Enter}252434');
    await user.type(dialog.getByRole('textbox', { name: 'Master positions' }), '1');
    await user.type(dialog.getByRole('textbox', { name: 'Change positions' }), '6 5 4 3 2');
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    await waitFor(() =>
      expect(requests('POST', '/charting').map(({ body }) => body)).toEqual([
        {
          expectedVersion: 1,
          bittingArray: {
            topMasterKey: [6, 3, 4, 0, 5, 2],
            rows: [
              [0, 1, 0, 2, 1, 0],
              [2, 5, 2, 4, 3, 4],
            ],
            sequence: { masterPositions: [1], changePositions: [6, 5, 4, 3, 2] },
          },
        },
      ]),
    );
  });

  it('a system without master keys is charted without asking for a method', async () => {
    const order = buildOrder({}, STATUS.Started);
    const chart = buildKeyChart(order, {
      masterKeys: [],
      grandMasterKey: {
        grandMasterKeyID: 'g',
        name: 'GRAND MASTER KEY',
        keySymbol: 'A',
        numberOfKeys: 0,
        blindCode: null,
      },
      noKeyLockSets: [buildChartLockSet('GATE', { keyOption: 'KA', sets: 2 })],
    });
    const { user, requests } = visit({ order, chart });
    await user.click(await screen.findByRole('button', { name: 'Chart key codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chart key codes' }));
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    expect(await screen.findByText('Key codes charted for 1 lock set.')).toBeInTheDocument();
    expect(requests('POST', '/charting').map(({ body }) => body)).toEqual([{ expectedVersion: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3, name: 'Lock sets without a master key' })).toBeInTheDocument();
  });

  it('a stale version (409) offers Reload; a refusal (400, or a 409 for want of room) shows the server’s reason', async () => {
    let answer = () => problem(409, 'Conflict');
    const { user } = visit({ api: { chartingAnswer: () => answer() } });
    await user.click(await screen.findByRole('button', { name: 'Chart key codes' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Chart key codes' }));
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Conflict');
    await user.click(dialog.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = () =>
      new Response(
        JSON.stringify({
          title: 'Bad Request',
          status: 400,
          detail: 'MASTER KEY 1 needs 300 change keys; rotating constant gives at most 120 per master key in SP6.',
          code: 'VALIDATION_FAILED',
        }),
        {
          status: 400,
          headers: { 'Content-Type': 'application/problem+json' },
        },
      );
    await user.click(screen.getByRole('button', { name: 'Chart key codes' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Chart key codes' }));
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('MASTER KEY 1 needs 300 change keys');
    expect(dialog.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    // A capacity refusal is a 409 with the figures: its reason, and no Reload (reloading gives no room).
    answer = () =>
      new Response(
        JSON.stringify({
          title: 'Conflict',
          status: 409,
          detail: 'Key code bucket SP6 has no room left for this master-keyed system.',
          code: 'KEY_CODES_EXHAUSTED',
          capacity: { bucketType: 'SP6', scope: 'bucket', needed: 12, available: 0, left: 3 },
        }),
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      );
    await user.click(dialog.getByRole('button', { name: 'Chart key codes' }));
    expect(await dialog.findByText(/has no room left/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('admins get the Show bittings switch: bittings and pinning columns from the chart with bittings', async () => {
    const order = buildOrder({}, STATUS.Started);
    const chart = chartedCopy(buildKeyChart(order), 'total-position-progression', 1);
    let answer: (value?: unknown) => void = () => undefined;
    const { user, requests } = visit({
      order,
      chart,
      api: { me: adminMe, bittingsGate: new Promise((resolve) => (answer = resolve)) },
    });
    const bittings = await screen.findByRole('switch', { name: 'Show bittings' });
    expect(within(await keysTable()).queryByRole('columnheader', { name: 'Bitting' })).not.toBeInTheDocument();
    await user.click(bittings);
    // While the chart with bittings loads, the one on screen has none: no column of 'not charted' cells.
    expect(await screen.findByRole('progressbar', { name: 'Loading the bittings' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Grand master and master keys' })).queryByRole('columnheader', {
        name: 'Bitting',
      }),
    ).not.toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Grand master and master keys' })).getByRole('columnheader', {
          name: 'Bitting',
        }),
      ).toBeInTheDocument(),
    );
    expect(requests('GET', '/key-chart').some(({ url }) => url.searchParams.get('bittings') === 'true')).toBe(true);
    await user.click(lockSetToggle('LOCK SET 1'));
    const lock = within(screen.getByRole('table', { name: 'Locks of LOCK SET 1' })).getAllByRole('row')[1]!;
    expect(cells(lock).slice(-2)).toEqual(['123456', '1+2 2 3 4 5 6']);
    expect(screen.getByRole('checkbox', { name: 'Include bittings' })).toBeInTheDocument();
  });

  it('exports: fetches the file with the bearer and downloads it through an object URL', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:charting-file');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user, requests } = visit({ api: { me: adminMe } });
    await user.click(await screen.findByRole('button', { name: 'XLSX' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect((createObjectURL.mock.calls[0]![0] as Blob).type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(clicks.map((link) => [link.download, link.href])).toEqual([
      ['charting-file-North-campus.xlsx', 'blob:charting-file'],
    ]);
    const [request] = requests('GET', '/charting-file.xlsx');
    expect(request!.url.search).toBe('');
    expect(
      new Headers(
        vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('charting-file.xlsx'))![1]!.headers,
      ).get('Authorization'),
    ).toBe('Bearer test-access-token');

    await user.click(screen.getByRole('checkbox', { name: 'Include bittings' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1]!.download).toBe('charting-file-North-campus.pdf');
    expect(requests('GET', '/charting-file.pdf')[0]!.url.searchParams.get('bittings')).toBe('true');
  });

  it('a failed download says so in a toast', async () => {
    const order = buildOrder({}, STATUS.Started);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:never');
    const { user } = visit({
      order,
      extra: {
        [`GET /api/order-lock-systems/${order.orderLockSystems[0]!.orderLockSystemID}/charting-file.csv`]: () =>
          problem(500, 'Internal Server Error'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    expect(await screen.findByText('The CSV file could not be downloaded. Internal Server Error')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
  });

  it('imports a chart: the report lists accepted rows, charted lock sets and refused rows', async () => {
    const report = {
      version: 0,
      accepted: 3,
      chartedLockSets: ['LOCK SET 1'],
      missing: ['MASTER KEY 1: has no key code'],
      refused: [
        { row: 5, lockSet: 'LOCK SET 9', bitting: '123456', reason: 'No lock set of this system is named LOCK SET 9' },
        { row: 7, lockSet: 'LOCK SET 1', bitting: '999', reason: 'A bitting of SP6 has 6 cuts' },
      ],
    };
    const { user, requests } = visit({ api: { importReport: report } });
    expect(await screen.findByText(/columns Lock set, Set, Lock and Bitting/)).toBeInTheDocument();
    const file = new File(['Lock set,Set,Lock,Bitting\r\nLOCK SET 1,1,1,123456\r\n'], 'chart.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Chart file to import'), file);
    const dialog = within(await screen.findByRole('dialog', { name: 'Import report' }));
    expect(dialog.getByText('3 rows accepted, 2 rows refused.')).toBeInTheDocument();
    expect(
      dialog.getByRole('heading', { level: 3, name: 'Lock sets now charted' }).nextElementSibling,
    ).toHaveTextContent(/^LOCK SET 1$/);
    expect(
      dialog.getByRole('heading', { level: 3, name: 'Still missing before the system is charted' }).nextElementSibling,
    ).toHaveTextContent(/^MASTER KEY 1: has no key code$/);
    const rows = within(dialog.getByRole('table', { name: 'Refused rows' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(cells)).toEqual([
      ['5', 'LOCK SET 9', '123456', 'No lock set of this system is named LOCK SET 9'],
      ['7', 'LOCK SET 1', '999', 'A bitting of SP6 has 6 cuts'],
    ]);
    const [request] = requests('POST', '/charting-file/import');
    expect(request!.url.searchParams.get('expectedVersion')).toBe('1');
    expect(request!.body).toBeInstanceOf(Blob);
    expect((request!.body as Blob).type).toBe('application/octet-stream');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a phone the import report lists refused rows one under another, each reason in full', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }));
    const report = {
      version: 0,
      accepted: 0,
      chartedLockSets: [],
      missing: [],
      refused: [
        {
          row: 2,
          lockSet: 'NO SUCH SET',
          bitting: '123456',
          reason: 'lock set: no lock set of this name in the system',
        },
      ],
    };
    const { user } = visit({ api: { importReport: report } });
    await user.upload(await screen.findByLabelText('Chart file to import'), new File(['x'], 'chart.xlsx'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import report' }));
    expect(dialog.queryByRole('table')).not.toBeInTheDocument();
    const [item] = within(dialog.getByRole('list', { name: 'Refused rows' })).getAllByRole('listitem');
    expect(item).toHaveTextContent(
      'Row 2 · NO SUCH SET · bitting 123456lock set: no lock set of this name in the system',
    );
  });

  it('a submitted system shows its chart but can no longer be charted or imported into', async () => {
    visit({ order: buildOrder({}, STATUS.Submitted) });
    expect(
      await screen.findByText('This system is Submitted: its key codes can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chart key codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import a chart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeEnabled();
  });

  it('a system of 10,000 locks opens with its lock sets collapsed: no lock rows until one is opened', async () => {
    const order = buildOrder({}, STATUS.Started);
    const lockSets = Array.from({ length: 100 }, (_, index) =>
      buildChartLockSet(`LOCK SET ${index + 1}`, { sets: 1, locksPerSet: 100 }),
    );
    const chart = buildKeyChart(order, {
      masterKeys: [
        { masterKeyID: 'mk-1', name: 'MASTER KEY 1', keySymbol: 'AA', numberOfKeys: 1, blindCode: null, lockSets },
      ],
    });
    const { container } = visit({ order, chart });
    // Text and selector queries: role queries over this many nodes are slow in jsdom.
    expect(await screen.findByText('LOCK SET 100')).toBeInTheDocument();
    expect(container.querySelectorAll('button[aria-expanded="false"]')).toHaveLength(100);
    expect(screen.getByText('10,000')).toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('pages a large lock set instead of rendering every lock', async () => {
    const order = buildOrder({}, STATUS.Started);
    const chart = buildKeyChart(order, {
      masterKeys: [],
      noKeyLockSets: [buildChartLockSet('HALL', { sets: 30, locksPerSet: 100 })],
    });
    const { user } = visit({ order, chart });
    await user.click(await screen.findByRole('button', { name: /^HALL/ }));
    const table = screen.getByRole('table', { name: 'Locks of HALL' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Locks 1–50 of 3,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next locks of HALL' }));
    expect(screen.getByText('Locks 51–100 of 3,000')).toBeInTheDocument();
    expect(cells(within(table).getAllByRole('row')[1]!).slice(0, 2)).toEqual(['1', '51']);
  });
});

describe('/charting-file in Spanish (issue 48)', { timeout: 20_000 }, () => {
  it('says the chart, its counts and the charting in es-MX', async () => {
    await chooseLanguage('es-MX');
    const order = buildOrder({}, STATUS.Started);
    const chart = buildKeyChart(order);
    chart.masterKeys[0]!.lockSets = [buildChartLockSet('LOCK SET 1', { sets: 2, locksPerSet: 3, keyOption: 'KA' })];
    const { user } = visit({ order, chart });
    expect(await screen.findByRole('heading', { level: 1, name: 'Archivo de la tabla de llaves' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Archivo de la tabla de llaves – Keyplan'));
    const codes = within(await screen.findByRole('region', { name: 'Códigos de llave' }));
    expect(codes.getByText('Sin códigos')).toBeInTheDocument();
    expect(codes.getByText('Aún no hay códigos de llave.')).toBeInTheDocument();
    expect(codes.getByText('Candados', { selector: 'dt' }).nextElementSibling).toHaveTextContent('6');
    expect(lockSetToggle('LOCK SET 1')).toHaveTextContent('Llaves iguales · 2 juegos · 6 candados');

    await user.click(screen.getByRole('button', { name: 'Asignar códigos de llave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Asignar códigos de llave' }));
    expect(
      dialog.getByText(/^Los códigos de llave de la reserva SP6 se asignan al juego de candados que no los tiene;/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Progresión de posición total/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Asignar códigos de llave' }));
    expect(await screen.findByText('Códigos de llave asignados a 1 juego de candados.')).toBeInTheDocument();
    expect(await screen.findByText('Cada juego de candados tiene sus códigos de llave.')).toBeInTheDocument();
  });
});

/** Fixtures of the charting screen's tests: key charts, a fake charting API and the route. */
import type { ChartImportReport, ChartLockSet, KeyChart, SafekeyOrder } from '@keyplan/domain';
import type { RouteObject } from 'react-router';
import ChartingFilePage from '../pages/charting-file-page.tsx';
import { json, problem, staffMe, type Handler } from './test-utils.tsx';

export const adminMe = {
  ...staffMe,
  email: 'ada.admin@example.com',
  name: 'Ada Admin',
  roles: ['keyplan-staff', 'keyplan-admin'],
  isAdmin: true,
};

export const chartingRoutes: RouteObject[] = [
  { path: '/charting-file', element: <ChartingFilePage /> },
  { path: '/key-system', element: <h1>Key System</h1> },
  { path: '/customer-search', element: <h1>Customer Search</h1> },
];

/** A lock set of `sets` × `locksPerSet` locks without codes. */
export function buildChartLockSet(
  name: string,
  { sets = 1, locksPerSet = 2, keyOption = 'KD' as 'KD' | 'KA' } = {},
): ChartLockSet {
  return {
    lockSetID: `ls-${name.toLowerCase().replaceAll(' ', '-')}`,
    name,
    keyOption,
    charted: false,
    numberOfKeysPerLock: 2,
    numberOfKeysPerSet: 3,
    engraving: { front: ['DANGER', 'DO NOT OPERATE'], back: [], left: [], right: [], key: 'UNIT 4' },
    locks: Array.from({ length: sets * locksPerSet }, (_, index) => ({
      setNumber: Math.floor(index / locksPerSet) + 1,
      lockNumber: (index % locksPerSet) + 1,
      keySymbol: null,
      blindCode: null,
      keysCut: keyOption === 'KD' ? 2 : index % locksPerSet === 0 ? 3 : 0,
    })),
  };
}

/** The chart of `order`'s system: a grand master, MASTER KEY 1 with LOCK SET 1, nothing charted. */
export function buildKeyChart(order: SafekeyOrder, overrides: Partial<KeyChart> = {}): KeyChart {
  return {
    orderLockSystemID: order.orderLockSystems[0]!.orderLockSystemID,
    orderID: order.orderID,
    version: order.version,
    charted: false,
    bucketType: 'SP6',
    method: null,
    grandMasterKey: {
      grandMasterKeyID: 'gmk-1',
      name: 'GRAND MASTER KEY',
      keySymbol: 'A',
      numberOfKeys: 1,
      blindCode: null,
    },
    masterKeys: [
      {
        masterKeyID: 'mk-1',
        name: 'MASTER KEY 1',
        keySymbol: 'AA',
        numberOfKeys: 1,
        blindCode: null,
        lockSets: [buildChartLockSet('LOCK SET 1')],
      },
    ],
    noKeyLockSets: [],
    ...overrides,
  };
}

let blindCodes = 0;
const nextBlindCode = () => `B${String(++blindCodes).padStart(5, '0')}`;

/** The chart after charting: every node gets a symbol and a blind code (and, for admins, a bitting). */
export function chartedCopy(chart: KeyChart, method: string | null, version: number): KeyChart {
  const lockSet = (set: ChartLockSet, parent: string): ChartLockSet => ({
    ...set,
    charted: true,
    locks: set.locks.map((lock, index) => ({
      ...lock,
      keySymbol: lock.keySymbol ?? `${parent}${index + 1}`,
      blindCode: lock.blindCode ?? nextBlindCode(),
      bitting: '123456',
      pinning: { bottomPins: [1, 2, 3, 4, 5, 6], masterPins: [[2], [], [], [], [], []] },
    })),
  });
  return {
    ...chart,
    version,
    charted: true,
    method,
    grandMasterKey: {
      ...chart.grandMasterKey,
      blindCode: chart.grandMasterKey.blindCode ?? nextBlindCode(),
      bitting: '333333',
    },
    masterKeys: chart.masterKeys.map((masterKey) => ({
      ...masterKey,
      blindCode: masterKey.blindCode ?? nextBlindCode(),
      bitting: '353535',
      lockSets: masterKey.lockSets.map((set) => lockSet(set, masterKey.keySymbol)),
    })),
    noKeyLockSets: chart.noKeyLockSets.map((set) => lockSet(set, 'A')),
  };
}

/** Bittings and pinning are for admins only: the chart as staff get it. */
export function withoutBittings(chart: KeyChart): KeyChart {
  const strip = <T extends { bitting?: string; pinning?: unknown }>({
    bitting: _bitting,
    pinning: _pinning,
    ...rest
  }: T) => rest;
  return {
    ...chart,
    grandMasterKey: strip(chart.grandMasterKey),
    masterKeys: chart.masterKeys.map((masterKey) => ({
      ...strip(masterKey),
      lockSets: masterKey.lockSets.map((set) => ({ ...set, locks: set.locks.map(strip) })),
    })),
    noKeyLockSets: chart.noKeyLockSets.map((set) => ({ ...set, locks: set.locks.map(strip) })),
  };
}

interface FakeChartingOptions {
  me?: typeof staffMe;
  /** The answer of POST …/charting instead of charting: e.g. problem(409, …). */
  chartingAnswer?: () => Response;
  importReport?: ChartImportReport;
  /** POST …/charting answers once this settles (to see the progress indicator). */
  chartingGate?: Promise<unknown>;
  /** GET …/key-chart?bittings=true answers once this settles (to see the chart while it loads). */
  bittingsGate?: Promise<unknown>;
  buckets?: Array<{
    id: string;
    name: string;
    pins: number;
    depthMin: number;
    depthMax: number;
    depthStep: number;
    macs: number;
  }>;
}

/**
 * The calls /charting-file makes, answering as the server does: me, the order, the bucket lookup,
 * the chart (403 for bittings unless admin), charting (version checked), the files and the import.
 */
export function fakeChartingApi(initialOrder: SafekeyOrder, initialChart: KeyChart, options: FakeChartingOptions = {}) {
  const me = options.me ?? staffMe;
  let order = initialOrder;
  let chart = initialChart;
  const systemId = initialChart.orderLockSystemID;
  const base = `/api/order-lock-systems/${systemId}`;
  const bumpVersion = () => {
    order = { ...order, version: order.version + 1 };
    return order.version;
  };
  const chartRoute: Handler = async ({ url }) => {
    const bittings = new URL(url).searchParams.get('bittings') === 'true';
    if (bittings && !me.isAdmin) return problem(403, 'Forbidden');
    if (bittings) await options.bittingsGate;
    return json(bittings ? chart : withoutBittings(chart));
  };
  const charting: Handler = async ({ body }) => {
    await options.chartingGate;
    if (options.chartingAnswer) return options.chartingAnswer();
    const request = body as { expectedVersion: number; method?: string };
    if (request.expectedVersion !== order.version) return problem(409, 'Conflict');
    chart = chartedCopy(
      chart,
      request.method ?? (chart.masterKeys.length > 0 ? 'total-position-progression' : null),
      bumpVersion(),
    );
    return json(withoutBittings(chart));
  };
  // A string body: jsdom's Blob cannot be the body of Node's Response.
  const file =
    (type: string, extension: string): Handler =>
    () =>
      new Response(`a ${type} file`, {
        status: 200,
        headers: {
          'Content-Type': type,
          'Content-Disposition': `attachment; filename="charting-file-North-campus.${extension}"`,
        },
      });
  const routes: Record<string, Handler> = {
    'GET /api/me': () => json(me),
    [`GET /api/orders/${order.orderID}`]: () => json(order),
    'GET /api/LookUp/keycodebuckettype': () =>
      json(
        options.buckets ?? [
          { id: 'SP6', name: 'Safety 6-pin', pins: 6, depthMin: 0, depthMax: 9, depthStep: 1, macs: 7 },
        ],
      ),
    [`GET ${base}/key-chart`]: chartRoute,
    [`POST ${base}/charting`]: charting,
    [`GET ${base}/charting-file.xlsx`]: file(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
    ),
    [`GET ${base}/charting-file.csv`]: file('text/csv', 'csv'),
    [`GET ${base}/charting-file.pdf`]: file('application/pdf', 'pdf'),
    [`POST ${base}/charting-file/import`]: ({ url }) => {
      const expected = Number(new URL(url).searchParams.get('expectedVersion'));
      if (expected !== order.version) return problem(409, 'Conflict');
      return json({
        ...(options.importReport ?? { accepted: 0, chartedLockSets: [], refused: [], missing: [] }),
        version: bumpVersion(),
      });
    },
  };
  return { routes, current: () => ({ order, chart }) };
}

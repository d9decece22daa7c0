import ExcelJS from 'exceljs';
import fc from 'fast-check';
import {
  createRandom,
  formatBitting,
  keyChartSchema,
  randomValidBitting,
  type ChartImportReport,
  type KeyChart,
  type LockSystemTree,
  type SafekeyOrder,
} from '@keyplan/domain';
import { DEMO_CATALOG } from '@keyplan/domain/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../rendering/chart-csv.ts';
import { NOT_AVAILABLE_REASON } from '../../charting/chart-import.service.ts';
import { listIssuedBittings } from '../../charting/key-block.repository.ts';
import { reservedByOthers } from '../../charting/reserved-blocks.ts';
import { masterKeyedTree, plainTree } from '../../../test-support/test-trees.ts';
import { adminHeaders, buildCreateOrder, staffHeaders } from '../../../test-support/factories.ts';
import { pdfTextOf } from '../../../test-support/key-register.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../../test-support/test-database.ts';

const SP6 = DEMO_CATALOG.lookups.keycodebuckettype.find((bucket) => bucket.id === 'SP6')!;

describe.each(DATABASE_KINDS)('charting routes (%s)', (database) => {
  let testApp: TestApp;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp({ database });
    staff = await staffHeaders(testApp);
    admin = await adminHeaders(testApp);
  });
  afterAll(async () => testApp.close());

  const inject = (options: {
    method?: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) =>
    testApp.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      payload: options.payload as never,
      headers: options.headers ?? staff,
    });

  /** A new order whose system holds the tree; answers the system id and the version. */
  async function systemWith(tree: LockSystemTree, overrides: Parameters<typeof buildCreateOrder>[0] = {}) {
    const order = (
      await inject({ method: 'POST', url: '/api/orders', payload: buildCreateOrder(overrides) })
    ).json() as SafekeyOrder;
    const id = order.orderLockSystems[0]!.orderLockSystemID;
    const saved = await inject({
      method: 'PUT',
      url: `/api/order-lock-systems/${id}/tree`,
      payload: { expectedVersion: order.version, tree },
    });
    expect(saved.statusCode).toBe(200);
    return { id, version: saved.json().version as number, orderId: order.orderID };
  }
  const chart = (id: string, expectedVersion: number, extra: object = {}) =>
    inject({ method: 'POST', url: `/api/order-lock-systems/${id}/charting`, payload: { expectedVersion, ...extra } });
  /** A chart is sent as built, not through its response schema (issue 44): the text is what the schema makes of it. */
  const expectSchemaText = (answer: { body: string }) =>
    expect(answer.body).toBe(JSON.stringify(keyChartSchema.parse(JSON.parse(answer.body))));

  it('charts a system; the key chart shows symbols and blind codes, bittings only to admins', async () => {
    const { id, version } = await systemWith(masterKeyedTree());
    const unchartedAnswer = await inject({ url: `/api/order-lock-systems/${id}/key-chart` });
    expectSchemaText(unchartedAnswer);
    const before = unchartedAnswer.json() as KeyChart;
    expect(before).toMatchObject({
      charted: false,
      method: null,
      version,
      grandMasterKey: { keySymbol: 'A', blindCode: null },
    });
    expect(before.masterKeys[0]!.lockSets[0]!.locks[0]).toEqual({
      setNumber: 1,
      lockNumber: 1,
      keySymbol: null,
      blindCode: null,
      keysCut: 2,
    });

    const charted = await chart(id, version, { method: 'rotating-constant' });
    expect(charted.statusCode).toBe(200);
    expect(charted.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSchemaText(charted);
    expect(charted.json()).toMatchObject({ charted: true, version: version + 1, method: 'rotating-constant' });
    const staffAnswer = await inject({ url: `/api/order-lock-systems/${id}/key-chart?bittings=false` });
    expectSchemaText(staffAnswer);
    const staffChart = staffAnswer.json() as KeyChart;
    expect(staffChart.masterKeys[0]!.lockSets[0]!.locks[0]).toEqual({
      setNumber: 1,
      lockNumber: 1,
      keySymbol: 'AA1',
      blindCode: expect.stringMatching(/^K[2-9A-Z]{7}$/),
      keysCut: 2,
    });
    expect(JSON.stringify(staffChart)).not.toMatch(/"bitting"|"pinning"/);

    const forbidden = await inject({ url: `/api/order-lock-systems/${id}/key-chart?bittings=true` });
    expect(forbidden.statusCode).toBe(403);
    expect((await inject({ url: `/api/order-lock-systems/${id}/charting-file.csv?bittings=true` })).statusCode).toBe(
      403,
    );
    const adminAnswer = await inject({ url: `/api/order-lock-systems/${id}/key-chart?bittings=true`, headers: admin });
    expectSchemaText(adminAnswer);
    const adminChart = adminAnswer.json() as KeyChart;
    expect(adminChart.grandMasterKey.bitting).toMatch(/^[0-9]{6}$/);
    expect(adminChart.masterKeys[0]!.lockSets[0]!.locks[0]).toMatchObject({
      bitting: expect.stringMatching(/^[0-9]{6}$/),
      pinning: { bottomPins: expect.any(Array), masterPins: expect.any(Array) },
    });

    expect((await chart(id, version)).statusCode).toBe(409);
    expect((await chart(id, version + 1, { method: 'total-position-progression' })).json().detail).toBe(
      'This system was charted with the rotating-constant method and keeps it.',
    );
    expect((await inject({ url: `/api/order-lock-systems/${id}/key-chart?bittings=maybe` })).json().errors).toEqual([
      'bittings: must be true or false',
    ]);
    expect(
      (await inject({ url: '/api/order-lock-systems/5b0a3b7e-93a4-4f51-8a37-7a3b6f0b8f11/key-chart' })).statusCode,
    ).toBe(404);
  });

  it('serves the charting file as XLSX, CSV and PDF, with bittings for admins', async () => {
    const { id, version } = await systemWith(masterKeyedTree());
    await chart(id, version);
    const xlsx = await inject({
      url: `/api/order-lock-systems/${id}/charting-file.xlsx?bittings=true`,
      headers: admin,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="charting-file-North-plant-lockout.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Level',
      'Key symbol',
      'Blind code',
      'Master key',
      'Lock set',
      'Set',
      'Lock',
      'Keys',
      'Front',
      'Back',
      'Left',
      'Right',
      'Key text',
      'Bitting',
      'Pinning',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).getCell(1).value).toBe('Grand master');
    expect((sheet.getRow(3).values as unknown[]).slice(1, 5)).toEqual([
      'Master',
      'AA',
      expect.stringMatching(/^K/),
      'MASTER KEY 1',
    ]);
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
    expect(sheet.getRow(4).getCell(2).value).toBe('AA1');
    expect(sheet.getRow(4).getCell(14).value).toMatch(/^\d{6}$/);
    expect(sheet.rowCount).toBe(1 + 1 + 3 + 6 + 12 + 3 + 5 + 4 + 4);

    const csv = await inject({ url: `/api/order-lock-systems/${id}/charting-file.csv` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(records[0]).toEqual([
      'Level',
      'Key symbol',
      'Blind code',
      'Master key',
      'Lock set',
      'Set',
      'Lock',
      'Keys',
      'Front',
      'Back',
      'Left',
      'Right',
      'Key text',
    ]);
    const firstLock = records.find((record) => record[1] === 'AA1')!;
    expect(firstLock).toEqual([
      'Lock',
      'AA1',
      expect.stringMatching(/^K/),
      'MASTER KEY 1',
      'LOCK SET 1',
      '1',
      '1',
      '2',
      'PUMP ROOM',
      "'-DANGER-",
      '',
      '',
      '',
    ]);
    expect(csv.body).toContain('\r\n');

    const pdf = await inject({ url: `/api/order-lock-systems/${id}/charting-file.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('(Key chart North plant lockout)');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });

  it("writes the PDF in the customer's language or the one asked for; CSV and XLSX stay English", async () => {
    // Laurentian Pulp & Paper: French (the demo data).
    const { id, version } = await systemWith(masterKeyedTree(), { ccid: '0000200003', orderSystemName: 'Usine Nord' });
    await chart(id, version);
    const pdf = await inject({ url: `/api/order-lock-systems/${id}/charting-file.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-language']).toBe('fr-CA');
    const text = pdfTextOf(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Tableau des clés : Usine Nord',
      'Client Laurentian Pulp & Paper (0000200003)',
      'Niveau',
      // The levels, 'Passe-partout général' wrapping in its column.
      'Passe-partout AA',
      'Cadenas AA1',
      'général',
      'Page 1 de',
    ])
      expect(text).toContain(expected);
    const spanish = await inject({ url: `/api/order-lock-systems/${id}/charting-file.pdf?language=es-MX` });
    expect(spanish.headers['content-language']).toBe('es-MX');
    expect(pdfTextOf(spanish.rawPayload)).toContain('Tabla de llaves: Usine Nord');
    const refused = await inject({ url: `/api/order-lock-systems/${id}/charting-file.pdf?language=fr` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['language: must be one of en-US, fr-CA, es-MX, en-XA']);
    // The CSV is a format the import reads back: its columns and levels in English, for every customer.
    const csv = await inject({ url: `/api/order-lock-systems/${id}/charting-file.csv` });
    expect(csv.headers['content-language']).toBeUndefined();
    const records = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(records[0]![0]).toBe('Level');
    expect(records[1]![0]).toBe('Grand master');
  });

  it('imports a customer chart: good rows chart their lock sets, the others are refused with reasons', async () => {
    const other = await systemWith(plainTree(), { ccid: '0000100002' });
    await chart(other.id, other.version);
    const taken = (
      (
        await inject({ url: `/api/order-lock-systems/${other.id}/key-chart?bittings=true`, headers: admin })
      ).json() as KeyChart
    ).noKeyLockSets[0]!.locks[0]!.bitting!;

    const { id, version } = await systemWith(plainTree());
    const random = createRandom(Date.now() % 100_000);
    // Fresh: neither issued nor inside a block another system reserved (else the import refuses it, rightly).
    const reserved = await reservedByOthers(testApp.db, SP6);
    const used = new Set((await listIssuedBittings(testApp.db, SP6.id)).map((issued) => issued.bitting));
    const fresh = () => {
      for (;;) {
        const bitting = randomValidBitting(SP6, random);
        const text = formatBitting(bitting);
        if (used.has(text) || reserved.index.contains(bitting)) continue;
        used.add(text);
        return text;
      }
    };
    const kd = Array.from({ length: 6 }, fresh);
    const [setOne, setThree] = [fresh(), fresh()];
    const lines = [
      'lock set,SET,Lock,bitting',
      ...kd.map((bitting, index) => `LOCK SET 1,${Math.floor(index / 3) + 1},${(index % 3) + 1},${bitting}`),
      `LOCK SET 2,1,,${setOne}`,
      `lock set 2,1,2,${setOne}`,
      'LOCK SET 2,2,,111111',
      `LOCK SET 2,3,,${taken}`,
      `NO SUCH SET,1,1,${setThree}`,
      `LOCK SET 1,3,1,${setThree}`,
    ];
    const stale = await inject({
      method: 'POST',
      url: `/api/order-lock-systems/${id}/charting-file/import?expectedVersion=${version - 1}`,
      payload: lines.join('\n'),
      headers: { ...staff, 'content-type': 'text/csv' },
    });
    expect(stale.statusCode).toBe(409);

    const response = await inject({
      method: 'POST',
      url: `/api/order-lock-systems/${id}/charting-file/import?expectedVersion=${version}`,
      payload: lines.join('\n'),
      headers: { ...staff, 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const report = response.json() as ChartImportReport;
    expect(report).toEqual({
      version: version + 1,
      accepted: 8,
      chartedLockSets: ['LOCK SET 1'],
      missing: ['LOCK SET 2: 2 sets without a key code'],
      refused: [
        { row: 10, lockSet: 'LOCK SET 2', bitting: '111111', reason: 'bitting: every cut is depth 1' },
        // A rep learns nothing of who holds a bitting, or that anyone does (the import is no oracle).
        { row: 11, lockSet: 'LOCK SET 2', bitting: taken, reason: NOT_AVAILABLE_REASON },
        {
          row: 12,
          lockSet: 'NO SUCH SET',
          bitting: setThree,
          reason: 'lock set: no lock set of this name in the system',
        },
        { row: 13, lockSet: 'LOCK SET 1', bitting: setThree, reason: 'set: must be a whole number from 1 to 2' },
      ],
    });
    const imported = (
      await inject({ url: `/api/order-lock-systems/${id}/key-chart?bittings=true`, headers: admin })
    ).json() as KeyChart;
    expect(imported.noKeyLockSets.map((lockSet) => lockSet.charted)).toEqual([true, false]);
    expect(imported.noKeyLockSets[0]!.locks.map((lock) => lock.bitting)).toEqual(kd);
    expect(imported.noKeyLockSets[1]!.locks.map((lock) => lock.bitting ?? null)).toEqual([
      setOne,
      setOne,
      null,
      null,
      null,
      null,
    ]);

    // The rest by XLSX, against the new version; charting then codes only what is still missing.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Chart');
    sheet.addRows([
      ['Lock Set', 'Set', 'Bitting'],
      ['LOCK SET 2', 2, fresh()],
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = await inject({
      method: 'POST',
      url: `/api/order-lock-systems/${id}/charting-file/import?expectedVersion=${report.version}`,
      payload: xlsx,
      headers: { ...staff, 'content-type': 'application/octet-stream' },
    });
    expect(second.json()).toMatchObject({ version: report.version + 1, accepted: 1, chartedLockSets: [], refused: [] });
    const charted = (await chart(id, report.version + 1)).json() as KeyChart;
    expect(charted.charted).toBe(true);
    expect(charted.noKeyLockSets[1]!.locks.map((lock) => lock.keySymbol)).toEqual(['A7', 'A7', 'A8', 'A8', 'A9', 'A9']);

    // An admin importing the same taken bitting is told where it is.
    const third = await systemWith(plainTree());
    const byAdmin = await inject({
      method: 'POST',
      url: `/api/order-lock-systems/${third.id}/charting-file/import?expectedVersion=${third.version}`,
      payload: `lock set,set,lock,bitting\nLOCK SET 2,1,,${taken}`,
      headers: { ...admin, 'content-type': 'text/csv' },
    });
    expect((byAdmin.json() as ChartImportReport).refused).toEqual([
      {
        row: 2,
        lockSet: 'LOCK SET 2',
        bitting: taken,
        reason: expect.stringMatching(/^already issued to another customer \(customer \d+, “[^”]+”, .+\)$/),
      },
    ]);
  });

  it('refuses a file it cannot read with file: …', async () => {
    const { id, version } = await systemWith(plainTree());
    const post = (payload: string | Buffer) =>
      inject({
        method: 'POST',
        url: `/api/order-lock-systems/${id}/charting-file/import?expectedVersion=${version}`,
        payload,
        headers: { ...staff, 'content-type': 'text/csv' },
      });
    expect((await post('name,code\nA,1')).json().errors).toEqual([
      'file: needs the columns Lock set and Bitting (and Set, and Lock for keyed-different lock sets); its header row has name, code',
    ]);
    expect((await post(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).json().errors).toEqual([
      'file: is not a readable XLSX workbook',
    ]);
    expect((await post(Buffer.from([0xff, 0xfe, 0x00]))).json().errors).toEqual([
      'file: is neither an XLSX workbook nor UTF-8 CSV text',
    ]);
    expect((await post(' ')).json().errors).toEqual(['file: is empty']);
    expect((await post(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41))).statusCode).toBe(413);
  });

  it('answers any CSV or bytes with a report or a 4xx naming the file or a row, never a 5xx', async () => {
    const { id, version } = await systemWith(plainTree());
    const cell = fc.oneof(
      fc.constantFrom(
        'LOCK SET 1',
        'LOCK SET 2',
        '1',
        '2',
        '0',
        '-1',
        '999999',
        '123456',
        '1234567',
        '',
        '"',
        '=cmd|x',
        'K2345678',
      ),
      fc.string({ maxLength: 12 }),
    );
    const row = fc
      .array(cell, { minLength: 0, maxLength: 5 })
      .map((cells) =>
        cells.map((value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)).join(','),
      );
    const csv = fc
      .tuple(fc.array(row, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'))
      .map(([rows, newline]) => ['Lock set,Set,Lock,Bitting', ...rows].join(newline));
    const file = fc.oneof(
      csv,
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc
        .uint8Array({ maxLength: 60 })
        .map((bytes) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(bytes)])),
    );
    await fc.assert(
      fc.asyncProperty(file, async (payload) => {
        const response = await inject({
          method: 'POST',
          url: `/api/order-lock-systems/${id}/charting-file/import?expectedVersion=${version}`,
          payload,
          headers: { ...staff, 'content-type': 'text/csv' },
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        if (response.statusCode === 400)
          for (const error of response.json().errors as string[]) expect(error).toMatch(/^[^\s:][^:]*: \S/);
      }),
      { numRuns: 150 },
    );
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../rendering/chart-csv.ts';
import { toXlsx } from '../rendering/chart-xlsx.ts';
import { readChartFile } from './chart-file-reader.ts';

describe('readChartFile', () => {
  it('reads CSV by header names in any case and order, with a BOM, quotes and disarmed formulas', async () => {
    const csv = toCsv([
      ['Key text', 'BITTING', 'lock', 'Lock Set', 'Level', 'set'],
      ['', '392851', 1, 'PUMP, ROOM', 'Lock', 1],
      ['', '', '', '', '', ''],
      ['x', '112233', '', '-EAST-', 'lock', ''],
    ]);
    expect(await readChartFile(csv)).toEqual([
      {
        row: 2,
        level: 'Lock',
        masterKey: '',
        lockSet: 'PUMP, ROOM',
        set: '1',
        lock: '1',
        bitting: '392851',
        bittingIsNumber: false,
      },
      {
        row: 4,
        level: 'lock',
        masterKey: '',
        lockSet: '-EAST-',
        set: '',
        lock: '',
        bitting: '112233',
        bittingIsNumber: false,
      },
    ]);
  });

  it('refuses CSV with a stray or unclosed quote, naming the line, instead of reading it into a field', async () => {
    const file = (text: string) => Buffer.from(text, 'utf8');
    await expect(readChartFile(file('Lock set,Bitting\r\nPUMP "A",392851\r\n'))).rejects.toMatchObject({
      statusCode: 400,
      errors: ['file: is not valid CSV: line 2: a quote inside a field that does not start with one'],
    });
    await expect(readChartFile(file('Lock set,Bitting\r\n"PUMP,392851\r\n'))).rejects.toMatchObject({
      statusCode: 400,
      errors: ['file: is not valid CSV: line 3: a quoted field that is never closed'],
    });
    await expect(readChartFile(file('Lock set,Bitting\r\n"PUMP"A,392851\r\n'))).rejects.toMatchObject({
      statusCode: 400,
      errors: ['file: is not valid CSV: line 2: text after the quote that closes a field'],
    });
  });

  it('reads the first sheet of an XLSX workbook, telling numbers (which lost leading zeros) from text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Chart');
    sheet.addRows([
      [],
      ['Lock set', 'Set', 'Lock', 'Bitting'],
      ['LOCK SET 1', 2, 3, 12345],
      ['LOCK SET 2', null, null, '012345'],
    ]);
    const rows = await readChartFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      {
        row: 3,
        level: '',
        masterKey: '',
        lockSet: 'LOCK SET 1',
        set: '2',
        lock: '3',
        bitting: '12345',
        bittingIsNumber: true,
      },
      {
        row: 4,
        level: '',
        masterKey: '',
        lockSet: 'LOCK SET 2',
        set: '',
        lock: '',
        bitting: '012345',
        bittingIsNumber: false,
      },
    ]);
  });

  it('reads back the XLSX the charting file export writes (streamed, inline strings)', async () => {
    const rows = [
      ['Level', 'Key symbol', 'Lock set', 'Set', 'Lock', 'Bitting'],
      ...Array.from({ length: 450 }, (_, index) => [
        'Lock',
        `AA${index + 1}`,
        'LOCK SET 1',
        1,
        index + 1,
        `0${String(10_000 + index)}`,
      ]),
    ];
    const read = await readChartFile(await toXlsx(rows, 'Key chart'));
    expect(read).toHaveLength(450);
    expect(read[0]).toEqual({
      row: 2,
      level: 'Lock',
      masterKey: '',
      lockSet: 'LOCK SET 1',
      set: '1',
      lock: '1',
      bitting: '010000',
      bittingIsNumber: false,
    });
    expect(read.at(-1)).toMatchObject({ row: 451, lock: '450', bitting: '010449' });
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnLetters, XlsxFile, xmlText } from './export-writers.js';

describe('XLSX writer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'xlsx-writer-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes XML and leaves out characters XML cannot hold', () => {
    expect(xmlText('a<b & "c">\u0001d\u0007\uFFFE')).toBe('a&lt;b &amp; &quot;c&quot;&gt;d');
    expect(xmlText('Ọ̀ṣun 😀 ǹ')).toBe('Ọ̀ṣun 😀 ǹ');
    expect(xmlText('lone \uD800 surrogate')).toBe('lone  surrogate');
  });

  it('writes sheets from the same batches that read back equal, in several batches', async () => {
    const file = new XlsxFile(path.join(dir, 'book.xlsx'), dir);
    const header = Array.from({ length: 30 }, (_, i) => `q${i}`);
    const main = await file.sheet('Responses', header);
    const rooms = await file.sheet('rooms: [1]/2?', ['response', 'index', 'size']);
    const mainRows: (string | number | null)[][] = [];
    const roomRows: (string | number | null)[][] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      const rows = Array.from({ length: 400 }, (_, i) =>
        header.map((_, column) =>
          column === 0
            ? `=1+${batch}` // a formula-like text stays text
            : column === 1
              ? batch * 400 + i
              : column === 2
                ? null
                : column === 3
                  ? -1.5
                  : `line 1\nline 2 <${column}> & "${i}" Hausa ƙ ɗ`,
        ),
      );
      const entries = rows.map((_, i) => [`r${batch}-${i}`, 1, i * 2.5]);
      mainRows.push(...rows);
      roomRows.push(...entries);
      await main.rows(rows);
      await rooms.rows(entries);
    }
    await file.finish();

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(file.path)) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Responses', 'rooms_ _1__2_']);
    const table = (sheet: ExcelJS.Worksheet, width: number) => {
      const rows: unknown[][] = [];
      sheet.eachRow({ includeEmpty: true }, (row) =>
        rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null)),
      );
      return rows;
    };
    expect(table(book.worksheets[0]!, 30)).toEqual([header, ...mainRows]);
    expect(table(book.worksheets[1]!, 3)).toEqual([['response', 'index', 'size'], ...roomRows]);
  });
  it('keeps texts whole across the sheet buffer: longer than it, and multi-byte letters at its edges', async () => {
    const file = new XlsxFile(path.join(dir, 'long.xlsx'), dir);
    const sheet = await file.sheet('Responses', ['text', 'number']);
    const long = 'Ọ̀ṣun ƙ ɗ 😀 & <b> '.repeat(40_000); // ~800,000 UTF-16 units, several buffers' worth
    const rows: (string | number)[][] = [
      ['before', 1],
      [long, 2],
    ];
    for (let i = 0; i < 5_000; i += 1) rows.push([`ẹ̀ ${'ọ'.repeat(i % 97)} ${i}`, i]);
    await sheet.rows(rows);
    await file.finish();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(file.path)) as unknown as ArrayBuffer);
    const read: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => read.push([row.getCell(1).value, row.getCell(2).value]));
    expect(read).toEqual([['text', 'number'], ...rows]);
  });
});

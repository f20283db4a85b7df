import { constants, deflateRawSync } from 'node:zlib';

/**
 * Hostile spreadsheets built on the fly (tests and bench/spreadsheet-bomb.ts): a few hundred KB that unpack to
 * hundreds of MB, endless rows, one enormous cell. Never written to the repository.
 */

type ZipPart = { name: string; deflated: Buffer; size: number };

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="survey" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

const part = (name: string, text: string): ZipPart => ({
  name,
  deflated: deflateRawSync(text),
  size: Buffer.byteLength(text),
});

/** The deflated bytes of `repeat` MB of one letter, with the text around it, made from one compressed MB repeated. */
function deflatedRepeat(before: string, megabytes: number, after: string): ZipPart {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const head = deflateRawSync(before, flush);
  // Each piece starts fresh and only refers back into itself, so the pieces join into one valid stream.
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, 'A'), flush);
  const tail = deflateRawSync(after);
  return {
    name: 'xl/sharedStrings.xml',
    deflated: Buffer.concat([head, ...Array.from({ length: megabytes }, () => megabyte), tail]),
    size: Buffer.byteLength(before) + megabytes * 1024 * 1024 + Buffer.byteLength(after),
  };
}

/** A zip of the parts; `declare` overrides the unpacked size written in the headers (a lying zip says 1 KB). */
function zip(parts: ZipPart[], declare?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of parts) {
    const name = Buffer.from(item.name);
    const size = Math.min(declare ?? item.size, 0xffffffff);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14); // CRC-32 left empty: neither reader checks it while streaming
    local.writeUInt32LE(item.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, item.deflated);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(item.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + item.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function workbook(sheetXml: string, sharedStrings: ZipPart, declare?: number): Buffer {
  return zip(
    [
      part('[Content_Types].xml', CONTENT_TYPES),
      part('_rels/.rels', ROOT_RELS),
      part('xl/workbook.xml', WORKBOOK),
      part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      sharedStrings,
      part('xl/worksheets/sheet1.xml', sheetXml),
    ],
    declare,
  );
}

const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetData>${rows}</sheetData></worksheet>`;
const HEADER_ROW =
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row>';

/**
 * The probe's bomb: one shared string of `megabytes` MB (a 400 MB string is ~400 KB zipped). `lie` writes 1 KB as
 * every part's unpacked size, so only counting while inflating catches it.
 */
export function sharedStringBomb(megabytes = 400, options: { lie?: boolean } = {}): Buffer {
  const strings = deflatedRepeat(
    `<?xml version="1.0"?><sst xmlns="${NS}" count="1" uniqueCount="1"><si><t>`,
    megabytes,
    '</t></si></sst>',
  );
  return workbook(sheet(HEADER_ROW), strings, options.lie ? 1024 : undefined);
}

/** A sheet of `rows` small rows after a header (far more than any import takes). */
export function manyRowsWorkbook(rows: number): Buffer {
  let xml = HEADER_ROW;
  for (let row = 2; row <= rows + 1; row += 1)
    xml += `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>x${row}</t></is></c></row>`;
  return workbook(sheet(xml), part('xl/sharedStrings.xml', `<sst xmlns="${NS}"><si><t>title</t></si></sst>`));
}

/** A header and one row whose cell in column `column` (1-based) holds `chars` characters. */
export function hugeCellWorkbook(chars: number, column = 1): Buffer {
  const letters = (n: number): string =>
    n <= 0 ? '' : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));
  const row = `<row r="2"><c r="${letters(column)}2" t="inlineStr"><is><t>${'B'.repeat(chars)}</t></is></c></row>`;
  return workbook(
    sheet(HEADER_ROW + row),
    part('xl/sharedStrings.xml', `<sst xmlns="${NS}"><si><t>title</t></si></sst>`),
  );
}

/** A CSV whose second line is one field of `bytes` bytes. */
export function longLineCsv(bytes = 2 * 1024 * 1024): Buffer {
  return Buffer.from(`title,state\n${'C'.repeat(bytes)},Kano\n`);
}

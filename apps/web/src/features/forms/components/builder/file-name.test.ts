import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../../../lib/api-client';

// The XLSForm export is saved under the name the server gives (lib/api-client downloadFile).
describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="Road check.xlsx"', 'Road check.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'Kan%C3%B2%20form.xlsx', 'Kanò form.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, name) => expect(fileNameOf(header)).toBe(name));
});

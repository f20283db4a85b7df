import { describe, expect, it } from 'vitest';
import { initialDataKey } from './projects';

// The API writes discover's first list into the page under `projects:limit=12&offset=0` (catalogue.service.ts
// discoverPageMeta): the web must build the same key from its query, whatever order or empty filters it carries.
describe('initialDataKey', () => {
  it("is the query's parameters as sent, sorted", () => {
    expect(initialDataKey({ offset: 0, limit: 12 })).toBe('projects:limit=12&offset=0');
    expect(initialDataKey({ state: undefined, query: '', offset: 0, limit: 12 })).toBe(
      'projects:limit=12&offset=0',
    );
  });

  it('differs as soon as a filter is set', () => {
    expect(initialDataKey({ state: 'KANO', offset: 0, limit: 12 })).toBe(
      'projects:limit=12&offset=0&state=KANO',
    );
  });
});

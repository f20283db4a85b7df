import { describe, expect, it } from 'vitest';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { joinJson } from '../../platform/pagination.js';
import { callerJson, projectJson } from './project-lists.js';

// A signed-in caller's page is the shared answer's bytes with their own fields written between them (callerJson),
// joined once (joinJson): the bytes must be exactly what serialising their projects whole would give.
describe("a signed-in caller's page over a shared answer", () => {
  const abilities = {
    eyemark: true,
    review: true,
    edit: false,
    publish: false,
    delete: false,
    view_financials: true,
    post_update: false,
    manage_stakeholders: false,
  };
  // Only the key order matters to the cutting: the caller's counts and flag after `views`, abilities last.
  const project = (id: string, name: string) =>
    ({
      id,
      name,
      views: 3,
      eyemarked_count: 0,
      reviews_count: 0,
      is_eyemarked: false,
      is_published: true,
      state: 'OYO',
      abilities: { ...abilities, eyemark: false, review: false },
    }) as unknown as Project;

  it('gives the same bytes as the projects serialised with the caller’s fields, non-Latin names included', () => {
    const projects = [
      project('a', 'Ọ̀nà Ìbàdàn "road" \u2028'),
      project('b', 'Kano → Kaduna'),
      project('c', 'Àṣẹ clinic'),
    ];
    // The caller's own values, two projects sharing one abilities object (serialised once).
    const own = [
      { eyemarked_count: 4, reviews_count: 1, is_eyemarked: true, abilities },
      { eyemarked_count: 0, reviews_count: 12, is_eyemarked: false, abilities },
      { eyemarked_count: 7, reviews_count: 0, is_eyemarked: false, abilities: { ...abilities, edit: true } },
    ];
    const pieces = projects.map(projectJson);
    expect(pieces.every((piece) => 'head' in piece)).toBe(true);
    const joined = joinJson(['[', ...callerJson(pieces, own), ']']);
    const expected = projects.map((item, index) => ({ ...item, ...own[index] }));
    expect(joined.toString('utf8')).toBe(JSON.stringify(expected));
  });

  it('serialises whole a project whose text cannot be cut, and joins it with the others', () => {
    // No `is_published` key: the cut points are missing, so projectJson keeps the object.
    const uncut = { id: 'x', name: 'Odd', eyemarked_count: 0, abilities } as unknown as Project;
    const pieces = [
      projectJson(project('a', 'First')),
      projectJson(uncut),
      projectJson(project('b', 'Last')),
    ];
    expect('project' in pieces[1]!).toBe(true);
    const own = [0, 1, 2].map((index) => ({
      eyemarked_count: index,
      reviews_count: index * 2,
      is_eyemarked: index === 1,
      abilities,
    }));
    const joined = joinJson(['{"results":[', ...callerJson(pieces, own), ']}']);
    expect(JSON.parse(joined.toString('utf8'))).toEqual({
      results: [
        { ...project('a', 'First'), ...own[0] },
        { ...uncut, ...own[1] },
        { ...project('b', 'Last'), ...own[2] },
      ],
    });
  });

  it('joins bytes and strings into one buffer of exactly their length', () => {
    const joined = joinJson([Buffer.from('{"a":'), '"é"', Buffer.alloc(0), ',"b":1}']);
    expect(joined.length).toBe(Buffer.byteLength('{"a":"é","b":1}'));
    expect(JSON.parse(joined.toString('utf8'))).toEqual({ a: 'é', b: 1 });
  });
});

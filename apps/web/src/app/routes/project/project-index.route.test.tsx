import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePage, makeProject } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { Component as ProjectIndex } from './project-index.route';

// On list pages the cards' names followed the h1 as h3s (axe: heading-order).
const api = mockApi();
const project = (n: number) =>
  makeProject({
    public_id: `p-${n}`,
    name: `Project ${n}`,
    status: 'ON_GOING',
    status_label: 'Ongoing',
    states: ['KANO'],
    sectors: ['HEALTH'],
    percentage_completed: 10,
  });

beforeEach(() => {
  // The filters' lists and anything else the page asks for: nothing.
  api.route('get', '/*', { body: { count: 0, results: [] } });
  api.endpoint('GET /projects/', { body: makePage([project(1), project(2)]) });
});

/** Every heading level in document order: none may skip a level on the way down. */
const levels = () =>
  [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));

describe('/projects heading order', () => {
  it('gives the cards the level under the h1, never skipping one', async () => {
    renderWithRouter(<ProjectIndex />, '/projects');
    expect(await screen.findByRole('heading', { level: 2, name: 'Project 1' })).toBeInTheDocument();
    const found = levels();
    expect(found[0]).toBe(1);
    for (let i = 1; i < found.length; i += 1) expect(found[i]! - found[i - 1]!).toBeLessThanOrEqual(1);
  });
});

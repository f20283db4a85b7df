import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { Component as ProjectIndex } from './project-index.route';

// Issue 19 item 16: on list pages the cards' names followed the h1 as h3s (axe: heading-order).
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const project = (n: number) => ({
  public_id: `p-${n}`,
  name: `Project ${n}`,
  status: 'ON_GOING',
  status_label: 'Ongoing',
  states: ['KANO'],
  sectors: ['HEALTH'],
  percentage_completed: 10,
  total_project_cost: null,
  currency: 'NGN',
  image: null,
  ministry: null,
  agency: null,
  organization: null,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      Promise.resolve(
        input.includes('/projects/')
          ? json({ count: 2, next: null, previous: null, results: [project(1), project(2)] })
          : json({ count: 0, results: [] }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

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

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProjectClusters } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { MapInView } from './map-in-view';

const KANO = { lat: 12.0, lng: 8.52 };
const data = makeProjectClusters({
  count: 140,
  clusters: [
    {
      ...KANO,
      count: 3,
      expansion_zoom: 15,
      place: 'Fagge, Kano',
      projects: [
        { public_id: 'p1', name: 'Borehole, Fagge', status: 'ON_GOING', ...KANO },
        { public_id: 'p2', name: 'Modern Market, Fagge', status: 'COMPLETED', ...KANO },
        { public_id: 'p3', name: 'Road, Fagge', status: 'NOT_STARTED', ...KANO },
      ],
    },
    { lat: 6.5, lng: 3.4, count: 120, expansion_zoom: 9, place: 'Ikeja, Lagos' },
    // Outside the view: not listed.
    { lat: 4.9, lng: 6.3, count: 15, expansion_zoom: 9, place: 'Yenagoa, Bayelsa' },
  ],
  points: [
    { public_id: 'p4', name: 'Solar Mini-Grid, Ikwo', status: 'ON_GOING', lat: 6.07, lng: 8.1 },
    { public_id: 'p5', name: 'Clinic, Yenagoa', status: 'ON_GOING', lat: 4.93, lng: 6.27 },
  ],
});
const bounds = { west: 2.7, south: 5.5, east: 14.7, north: 13.9 };

describe('MapInView', () => {
  it('lists the groups and projects of the visible map for keyboards; a small group opens as links', () => {
    const onZoomTo = vi.fn();
    renderWithRouter(<MapInView data={data} bounds={bounds} onZoomTo={onZoomTo} />);
    expect(screen.getByRole('heading', { name: "Projects in the map's view (124)" })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: "List of the map's projects" });
    expect(region).toHaveAttribute('tabindex', '0');
    // Biggest group first; the one outside the view and the Yenagoa clinic are left out.
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Zoom in to 120 projects around Ikeja, Lagos',
      '3 projects around Fagge, Kano',
      'Solar Mini-Grid, IkwoOngoing',
    ]);

    const group = screen.getByRole('button', { name: '3 projects around Fagge, Kano' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Modern Market, Fagge' })).toHaveAttribute('href', '/project/p2');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in to 120 projects around Ikeja, Lagos' }));
    expect(onZoomTo).toHaveBeenCalledWith(data.clusters[1]);
    // The keyboard stays in the list while the map zooms.
    expect(screen.getByRole('heading', { name: /Projects in the map's view/ })).toHaveFocus();
  });

  it('says what to do when the view is empty', () => {
    renderWithRouter(<MapInView data={makeProjectClusters()} bounds={bounds} onZoomTo={() => undefined} />);
    expect(
      screen.getByText('No project in this part of the map. Zoom out or move the map.'),
    ).toBeInTheDocument();
  });
});

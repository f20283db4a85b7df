import { describe, expect, it } from 'vitest';
import { coveringView, mapViewOf, mapViewParams, neighbourViews, stateView, viewCovers } from './map-view';

describe('mapViewOf', () => {
  it('pads the visible box by a quarter on each side and rounds it outwards', () => {
    const view = mapViewOf({ west: 3, south: 6, east: 4, north: 7 }, 10);
    expect(view).toEqual({ bbox: [2.75, 5.75, 4.25, 7.25], zoom: 10 });
    expect(mapViewParams(view)).toEqual({ bbox: '2.75,5.75,4.25,7.25', zoom: '10' });
    // A few metres of panning asks for the same view (the same answer from the cache).
    expect(mapViewOf({ west: 3.0001, south: 6.0001, east: 4.0001, north: 7.0001 }, 10).bbox).toEqual([
      2.75, 5.75, 4.26, 7.26,
    ]);
    expect(mapViewOf({ west: 3.0012, south: 6.0012, east: 4.0012, north: 7.0012 }, 10).bbox).toEqual([
      2.75, 5.75, 4.26, 7.26,
    ]);
  });

  it('keeps the box inside the world and asks for every longitude when the view wraps', () => {
    expect(mapViewOf({ west: -200, south: -100, east: 200, north: 100 }, 1).bbox).toEqual([
      -180, -90, 180, 90,
    ]);
    expect(mapViewOf({ west: 170, south: 80, east: 179, north: 89 }, 7).bbox).toEqual([
      167.75, 77.75, 180, 90,
    ]);
  });

  it('asks for the whole zoom below a half zoom (clusters keep their spacing on screen)', () => {
    expect(mapViewOf({ west: 3, south: 6, east: 4, north: 7 }, 5.5).zoom).toBe(5);
    expect(mapViewOf({ west: 3, south: 6, east: 4, north: 7 }, 5.9999999).zoom).toBe(6);
    expect(
      viewCovers(
        mapViewOf({ west: 3, south: 6, east: 4, north: 7 }, 5),
        { west: 3, south: 6, east: 4, north: 7 },
        5.5,
      ),
    ).toBe(true);
  });

  it('asks for a whole zoom from 0 to 22', () => {
    expect(mapViewOf({ west: 0, south: 0, east: 1, north: 1 }, -3).zoom).toBe(0);
    expect(mapViewOf({ west: 0, south: 0, east: 1, north: 1 }, 30).zoom).toBe(22);
  });
});

describe('viewCovers', () => {
  const asked = mapViewOf({ west: 3, south: 6, east: 4, north: 7 }, 10);
  it('needs no new answer for a short pan at the same zoom', () => {
    expect(viewCovers(asked, { west: 3.2, south: 6.2, east: 4.2, north: 7.2 }, 10)).toBe(true);
  });
  it('asks again past the padding, at another zoom, or before any view', () => {
    expect(viewCovers(asked, { west: 3.5, south: 6, east: 4.5, north: 7 }, 10)).toBe(false);
    expect(viewCovers(asked, { west: 3, south: 6, east: 4, north: 7 }, 11)).toBe(false);
    expect(viewCovers(null, { west: 3, south: 6, east: 4, north: 7 }, 10)).toBe(false);
  });
});

describe('neighbourViews', () => {
  const screen = { west: 3, south: 6, east: 4, north: 7 };
  // Leaflet zooms about a point p: the new box is p + (box - p) * factor.
  const zoomAbout = (p: { lat: number; lng: number }, factor: number) => ({
    west: p.lng + (screen.west - p.lng) * factor,
    east: p.lng + (screen.east - p.lng) * factor,
    south: p.lat + (screen.south - p.lat) * factor,
    north: p.lat + (screen.north - p.lat) * factor,
  });

  it('holds a zoom in about any point of the screen, and a zoom out about its middle', () => {
    const views = neighbourViews(screen, 10);
    for (const p of [
      { lat: 6, lng: 3 },
      { lat: 7, lng: 4 },
      { lat: 6.5, lng: 3.5 },
      { lat: 6.9, lng: 3.1 },
    ]) {
      expect(coveringView(views, zoomAbout(p, 0.5), 11)).toEqual({ bbox: [3, 6, 4, 7], zoom: 11 });
    }
    expect(coveringView(views, zoomAbout({ lat: 6.5, lng: 3.5 }, 2), 9)).toEqual({
      bbox: [2.25, 5.25, 4.75, 7.75],
      zoom: 9,
    });
    // Two steps out, or another zoom level, is not held: that view is asked for when it is reached.
    expect(coveringView(views, zoomAbout({ lat: 6.5, lng: 3.5 }, 4), 8)).toBeNull();
    expect(coveringView(views, screen, 10)).toBeNull();
  });

  it('asks nothing past the zoom levels the map allows', () => {
    expect(neighbourViews(screen, 18).map((view) => view.zoom)).toEqual([17]);
    expect(neighbourViews(screen, 5).map((view) => view.zoom)).toEqual([6]);
  });
});

describe('stateView', () => {
  const cluster = (lat: number, lng: number, expansion_zoom = 10) => ({
    lat,
    lng,
    count: 40,
    expansion_zoom,
    place: 'Kano',
  });
  it("opens a state's single bubble where it splits, instead of leaving it to be tapped", () => {
    expect(stateView({ count: 40, clusters: [cluster(12, 8.5, 10)], points: [] })).toEqual({
      center: [12, 8.5],
      zoom: 10,
    });
  });
  it('fits several bubbles and points; nothing to show is null', () => {
    expect(
      stateView({
        count: 3,
        clusters: [cluster(12, 8.5), cluster(11.5, 8)],
        points: [{ public_id: 'p', name: 'P', status: 'ON_GOING', lat: 12.2, lng: 8.9 }],
      }),
    ).toEqual({
      bounds: [
        [12, 8.5],
        [11.5, 8],
        [12.2, 8.9],
      ],
    });
    expect(stateView({ count: 0, clusters: [], points: [] })).toBeNull();
  });
});

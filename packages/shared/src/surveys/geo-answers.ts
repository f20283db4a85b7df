/**
 * Lines (geotrace) and areas (geoshape): stored as a GeoJSON geometry, a LineString or a Polygon of one ring.
 * Positions are [longitude, latitude] (GeoJSON order), optionally with an altitude. ODK's text form,
 * "lat lon alt acc;lat lon alt acc;...", is read too (an area's last point equal to its first).
 */

export type GeoPosition = [number, number] | [number, number, number];
export type LineAnswer = { type: 'LineString'; coordinates: GeoPosition[] };
export type AreaAnswer = { type: 'Polygon'; coordinates: GeoPosition[][] };
export type GeoShapeAnswer = LineAnswer | AreaAnswer;
export type GeoKind = 'geotrace' | 'geoshape';

/** The most points a line or an area holds (a walked boundary logged each few metres stays well under it). */
export const MAX_GEO_POINTS = 5000;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function position(raw: unknown): GeoPosition | string {
  if (!Array.isArray(raw) || raw.length < 2 || raw.length > 4 || !raw.every(finite))
    return 'Give each point as [longitude, latitude].';
  const [longitude, latitude, altitude] = raw;
  if (Math.abs(latitude!) > 90 || Math.abs(longitude!) > 180)
    return 'Give each point a latitude from -90 to 90 and a longitude from -180 to 180.';
  return altitude === undefined ? [longitude!, latitude!] : [longitude!, latitude!, altitude];
}

/** Reads ODK's "lat lon [alt [acc]];..." into GeoJSON positions, or the reason it cannot. */
export function parseOdkPoints(text: string): GeoPosition[] | string {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const points: GeoPosition[] = [];
  for (const part of parts) {
    const numbers = part.split(/\s+/).map(Number);
    if (numbers.length < 2 || numbers.length > 4 || !numbers.every(Number.isFinite))
      return 'Give each point as "latitude longitude", points separated by ";".';
    const [latitude, longitude, altitude] = numbers as [number, number, number?];
    const checked = position(
      altitude === undefined ? [longitude, latitude] : [longitude, latitude, altitude],
    );
    if (typeof checked === 'string') return checked;
    points.push(checked);
  }
  return points;
}

const same = (a: GeoPosition, b: GeoPosition) => a[0] === b[0] && a[1] === b[1];

/** Checks a line or an area answer (GeoJSON or ODK's text) and returns it as GeoJSON, or the reason it is wrong. */
export function checkGeoAnswer(kind: GeoKind, value: unknown): GeoShapeAnswer | string {
  const wanted = kind === 'geotrace' ? 'LineString' : 'Polygon';
  let points: GeoPosition[] | string;
  if (typeof value === 'string') points = parseOdkPoints(value);
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const geometry = value as { type?: unknown; coordinates?: unknown };
    if (geometry.type !== wanted || !Array.isArray(geometry.coordinates))
      return kind === 'geotrace'
        ? 'Give the line as a GeoJSON LineString or as "lat lon;lat lon;...".'
        : 'Give the area as a GeoJSON Polygon or as "lat lon;lat lon;...".';
    const raw =
      kind === 'geotrace'
        ? geometry.coordinates
        : (geometry.coordinates as unknown[]).length === 1
          ? (geometry.coordinates as unknown[])[0]
          : null;
    if (!Array.isArray(raw)) return 'Give the area as one ring of points (no holes).';
    points = [];
    for (const item of raw) {
      const checked = position(item);
      if (typeof checked === 'string') return checked;
      points.push(checked);
    }
  } else
    return kind === 'geotrace'
      ? 'Give the line as a GeoJSON LineString or as "lat lon;lat lon;...".'
      : 'Give the area as a GeoJSON Polygon or as "lat lon;lat lon;...".';
  if (typeof points === 'string') return points;
  if (points.length > MAX_GEO_POINTS) return `Use at most ${MAX_GEO_POINTS.toLocaleString('en')} points.`;
  if (kind === 'geotrace') {
    if (points.length < 2) return 'A line needs at least 2 points.';
    return { type: 'LineString', coordinates: points };
  }
  const tooFew = 'An area needs at least 3 different points, the last equal to the first.';
  if (points.length < 3) return tooFew;
  if (!same(points[0]!, points[points.length - 1]!))
    return 'Close the area: its last point must be the same as its first.';
  if (points.length < 4) return tooFew;
  if (new Set(points.map((point) => `${point[0]} ${point[1]}`)).size < 3) return tooFew;
  return { type: 'Polygon', coordinates: [points] };
}

/** A stored line or area, or null for any other value. */
export function asGeoShape(value: unknown): GeoShapeAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const geometry = value as { type?: unknown; coordinates?: unknown };
  if (geometry.type === 'LineString' && Array.isArray(geometry.coordinates)) return value as LineAnswer;
  if (
    geometry.type === 'Polygon' &&
    Array.isArray(geometry.coordinates) &&
    Array.isArray(geometry.coordinates[0])
  )
    return value as AreaAnswer;
  return null;
}

/** The points of a line, or of an area's ring (its closing point included). */
export const geoPoints = (shape: GeoShapeAnswer): GeoPosition[] =>
  shape.type === 'LineString' ? shape.coordinates : (shape.coordinates[0] ?? []);

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The length of a line through the points, in metres (great-circle distances). */
export function lineLength(points: readonly GeoPosition[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [lon1, lat1] = points[i - 1]!;
    const [lon2, lat2] = points[i]!;
    const dLat = radians(lat2 - lat1);
    const dLon = radians(lon2 - lon1);
    const h =
      Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
    total += 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
  }
  return total;
}

/** The area inside a ring, in square metres (the spherical excess formula GeoJSON tools use). */
export function ringArea(ring: readonly GeoPosition[]): number {
  let total = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [lon1, lat1] = ring[i]!;
    const [lon2, lat2] = ring[i + 1]!;
    total += radians(lon2 - lon1) * (2 + Math.sin(radians(lat1)) + Math.sin(radians(lat2)));
  }
  return Math.abs((total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** The number of distinct points a person placed (an area's closing point not counted twice). */
export const placedPoints = (shape: GeoShapeAnswer): number =>
  shape.type === 'LineString' ? shape.coordinates.length : Math.max(0, geoPoints(shape).length - 1);

export function formatLength(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}

export function formatArea(squareMetres: number): string {
  return squareMetres >= 10_000
    ? `${(squareMetres / 10_000).toFixed(1)} ha`
    : `${Math.round(squareMetres)} m²`;
}

/** "Line of 5 points, 1.2 km" / "Area of 6 points, 3.4 ha". */
export function geoShapeText(shape: GeoShapeAnswer): string {
  const count = placedPoints(shape);
  const points = `${count} ${count === 1 ? 'point' : 'points'}`;
  return shape.type === 'LineString'
    ? `Line of ${points}, ${formatLength(lineLength(shape.coordinates))}`
    : `Area of ${points}, ${formatArea(ringArea(geoPoints(shape)))}`;
}

/** ODK's text form: "lat lon alt 0;..." (XLSForm defaults, CSV cells). */
export function toOdkText(shape: GeoShapeAnswer): string {
  return geoPoints(shape)
    .map(([longitude, latitude, altitude]) => `${latitude} ${longitude} ${altitude ?? 0} 0`)
    .join(';');
}

/** Well-known text: "LINESTRING (lon lat, ...)" / "POLYGON ((lon lat, ...))". */
export function toWkt(shape: GeoShapeAnswer): string {
  const list = geoPoints(shape)
    .map(([longitude, latitude]) => `${longitude} ${latitude}`)
    .join(', ');
  return shape.type === 'LineString' ? `LINESTRING (${list})` : `POLYGON ((${list}))`;
}

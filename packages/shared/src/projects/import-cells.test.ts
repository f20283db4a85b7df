import { describe, expect, it } from 'vitest';
import {
  parseAmount,
  parseDate,
  parseGeolocation,
  parsePercentage,
  readImportRow,
  normalizeRcNumber,
} from './import-cells.js';
import { matchHeaders, textSimilarity } from './import-columns.js';

describe('import cells', () => {
  it('reads money with commas, the naira sign, codes and short scales, without floats', () => {
    expect(parseAmount('₦1,500,000.50')).toBe('1500000.50');
    expect(parseAmount('NGN 2.5m')).toBe('2500000.00');
    expect(parseAmount('N300k')).toBe('300000.00');
    expect(parseAmount('1 200 000')).toBe('1200000.00');
    expect(parseAmount('0.005')).toBe('0.01');
    expect(parseAmount('12345678901234567.89')).toBe('12345678901234567.89');
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('about a million')).toBeNull();
    expect(parseAmount('5 furlongs')).toBeNull();
  });

  it('reads dates in the ways people write them, day first, and refuses impossible ones', () => {
    expect(parseDate('2024-03-31')).toBe('2024-03-31');
    expect(parseDate('31/03/2024')).toBe('2024-03-31');
    expect(parseDate('1st March 2024')).toBe('2024-03-01');
    expect(parseDate('March 31, 2024')).toBe('2024-03-31');
    expect(parseDate('Dec 2026')).toBe('2026-12-01');
    expect(parseDate('45382')).toBe('2024-03-31');
    expect(parseDate('31/02/2024')).toBeNull();
    expect(parseDate('soon')).toBeNull();
  });

  it('reads percentages, coordinates inside Nigeria and RC numbers', () => {
    expect(parsePercentage('45 %')).toBe('45.00');
    expect(parsePercentage('140')).toBeNull();
    expect(parseGeolocation('9.0765, 7.3986')).toEqual({ latitude: 9.0765, longitude: 7.3986 });
    expect(parseGeolocation('51.5,-0.12')).toBeNull();
    expect(normalizeRcNumber('rc-123456')).toBe('123456');
  });

  it('reports each bad part of a cell with several values and keeps the good ones', () => {
    const { project, problems, missing } = readImportRow({
      project_name: 'X',
      states: 'Kogi; Atlantis',
      lgas: 'Lokoja, Gotham',
      sectors: 'Water; Health',
    });
    expect(missing).toEqual(['project_code']);
    expect(project.states).toEqual(['KOGI']);
    expect(project.lgas).toEqual([{ state: 'KOGI', lga: 'Lokoja' }]);
    expect(project.sectors).toEqual(['WATER_RESOURCES', 'HEALTH']);
    expect(problems.map((p) => `${p.column}:${p.value}`)).toEqual(['states:Atlantis', 'lgas:Gotham']);
  });

  it('matches headers with typos and swapped letters, each column once', () => {
    expect(textSimilarity('stauts', 'status')).toBeGreaterThan(0.8);
    expect(matchHeaders(['Project Code', 'project code', 'Stauts']).map((m) => m.column)).toEqual([
      'project_code',
      null,
      'status',
    ]);
  });
});

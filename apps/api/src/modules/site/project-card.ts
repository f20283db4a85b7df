import sharp from 'sharp';
import { PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { findStateByName } from '@oversight/shared/reference/states';
import { escapeHtml } from '../../platform/html.js';

export type ProjectCardFacts = { name: string; states: string[]; status: number; percentage: number };

/** Words of at most `width` characters a line, at most `lines` lines, the last cut with an ellipsis. */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width) current = next;
    else {
      if (current) result.push(current);
      current = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (current) result.push(current);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

/**
 * The link-preview picture of a project without a photo (WhatsApp, X, Facebook show og:image): its name, where it is,
 * its status and progress, 1200x630 as the previews crop. Drawn as SVG and turned into PNG by sharp (system fonts).
 */
export async function projectCardPng(facts: ProjectCardFacts): Promise<Buffer> {
  const status = Object.values(PROJECT_STATUSES).find((entry) => entry.code === facts.status)?.label ?? '';
  const places = facts.states.map((state) => findStateByName(state)?.name ?? state);
  const where =
    places.length > 3 ? `${places.slice(0, 3).join(', ')} and ${places.length - 3} more` : places.join(', ');
  const percentage = Math.max(0, Math.min(100, Math.round(facts.percentage)));
  const title = wrapWords(facts.name, 30, 3)
    .map((line, index) => `<text x="80" y="${230 + index * 68}" class="title">${escapeHtml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; fill: #1a1b1e; }
    .brand { font-size: 36px; font-weight: 700; fill: #ffffff; }
    .title { font-size: 56px; font-weight: 700; }
    .meta { font-size: 32px; fill: #373a40; }
    .figure { font-size: 36px; font-weight: 700; }
  </style>
  <rect width="1200" height="630" fill="#ffffff"/>
  <rect width="1200" height="110" fill="#008751"/>
  <text x="80" y="70" class="brand">Oversight</text>
  ${title}
  <text x="80" y="470" class="meta">${escapeHtml([where, status].filter(Boolean).join(' · '))}</text>
  <rect x="80" y="510" width="1040" height="28" rx="14" fill="#e9ecef"/>
  <rect x="80" y="510" width="${(1040 * percentage) / 100}" height="28" rx="14" fill="#008751"/>
  <text x="80" y="590" class="figure">${percentage}% completed</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

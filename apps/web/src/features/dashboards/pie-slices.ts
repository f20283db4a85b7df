/** A pie's rows: at most `max` slices, the smallest folded into one "Other" slice (a 37-slice pie reads as nothing). */
export function pieSlices(
  rows: readonly { label: string; value: number }[],
  max = 8,
  minShare = 0.03,
): { label: string; value: number }[] {
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.value), 0);
  const sorted = [...rows].filter((row) => row.value > 0).sort((a, b) => b.value - a.value);
  const keep: { label: string; value: number }[] = [];
  let other = 0;
  let folded = 0;
  for (const row of sorted) {
    // The last slot goes to "Other" once anything is folded; a slice under minShare of the whole is folded too.
    if (keep.length < max - 1 && (total === 0 || row.value / total >= minShare))
      keep.push({ label: row.label, value: row.value });
    else {
      other += row.value;
      folded += 1;
    }
  }
  // One small slice alone is shown as itself rather than as "Other".
  if (folded === 1) return [...keep, { label: sorted[sorted.length - 1]!.label, value: other }];
  return folded ? [...keep, { label: 'Other', value: other }] : keep;
}

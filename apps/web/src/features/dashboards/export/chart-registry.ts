/** Drawn charts that can give their picture (ECharts getDataURL), by chart id, for the dashboard's PNG/PDF export. */
const charts = new Map<string, () => string | null>();

export function registerChart(id: string, image: () => string | null): () => void {
  charts.set(id, image);
  return () => {
    if (charts.get(id) === image) charts.delete(id);
  };
}

export const chartImage = (id: string) => charts.get(id)?.() ?? null;

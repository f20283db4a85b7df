import type {
  Analysis,
  Categories,
  CategoryCard,
  ProjectFilterQuery,
} from '@oversight/shared/projects/projects.schemas';
import { SDGS } from '@oversight/shared/reference/sdgs';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import * as repo from './categories.repository.js';
import * as directory from './directories.repository.js';
import { chooseSearchMode, resolveFilter, type ProjectsContext } from './project-filter.js';

/** The categories page (by sector, state, ministry) and the analysis of a catalogue query. */

export const DEFAULT_CATEGORY_YEAR = 2025;

function card(
  title: string,
  aggregate: repo.CategoryAggregate | undefined,
  extra: Partial<CategoryCard>,
): CategoryCard {
  return {
    title,
    image: null,
    allocated_budget: aggregate?.budget ?? '0',
    active_projects: aggregate?.active ?? 0,
    username: null,
    description: '',
    ...extra,
  };
}

export async function getCategories(ctx: ProjectsContext, year = DEFAULT_CATEGORY_YEAR): Promise<Categories> {
  const { db, auth } = ctx;
  const tenantId = auth.tenant.id;
  const [bySector, byState, byMinistry, ministries] = await Promise.all([
    repo.categoryAggregates(db, tenantId, year, 'sector'),
    repo.categoryAggregates(db, tenantId, year, 'state'),
    repo.categoryAggregates(db, tenantId, year, 'ministry'),
    directory.findMinistries(db, tenantId),
  ]);
  const index = (rows: repo.CategoryAggregate[]) => new Map(rows.map((row) => [row.key, row]));
  const sectors = index(bySector);
  const states = index(byState);
  const ministryTotals = index(byMinistry);
  return {
    year,
    sectors: Object.fromEntries(
      SECTORS.map((sector) => [
        sector.key,
        card(sector.name, sectors.get(sector.key), {
          description: `Public projects in ${sector.name.toLowerCase()}.`,
        }),
      ]),
    ),
    states: Object.fromEntries(
      NIGERIAN_STATES.map((state) => [
        state.filterName,
        card(state.name, states.get(state.filterName), {
          description:
            state.filterName === 'FCT'
              ? 'Public projects in the Federal Capital Territory.'
              : `Public projects in ${state.name} State.`,
        }),
      ]),
    ),
    ministries: Object.fromEntries(
      ministries.map((ministry) => [
        ministry.username,
        card(ministry.name, ministryTotals.get(ministry.id), {
          username: ministry.username,
          description: ministry.description,
          image: ministry.avatar,
        }),
      ]),
    ),
  };
}

export async function getAnalysis(ctx: ProjectsContext, query: ProjectFilterQuery): Promise<Analysis> {
  const filter = await resolveFilter(ctx, query);
  await chooseSearchMode(ctx.db, filter);
  const year = filter.years?.length === 1 ? filter.years[0] : undefined;
  const [byState, bySdg, byMinistry] = await Promise.all([
    repo.analysisAggregates(ctx.db, filter, 'state', year),
    repo.analysisAggregates(ctx.db, filter, 'sdg', year),
    repo.analysisAggregates(ctx.db, filter, 'ministry', year),
  ]);
  const ministryNames = await directory.findOrganizationNames(
    ctx.db,
    byMinistry.map((row) => row.key),
  );
  const row = (name: string, aggregate: repo.AnalysisAggregate | undefined) => ({
    name,
    Abandoned: aggregate?.abandoned ?? 0,
    Completed: aggregate?.completed ?? 0,
    Ongoing: aggregate?.ongoing ?? 0,
    Onhold: aggregate?.on_hold ?? 0,
    Budget: aggregate?.budget ?? '0',
  });
  const states = new Map(byState.map((aggregate) => [aggregate.key, aggregate]));
  const sdgs = new Map(bySdg.map((aggregate) => [aggregate.key, aggregate]));
  return {
    Projects: {
      States: NIGERIAN_STATES.map((state) => row(state.name, states.get(state.filterName))),
      SDGs: SDGS.map((sdg) => row(sdg.name, sdgs.get(String(sdg.id)))),
      Ministries: byMinistry
        .map((aggregate) => row(ministryNames.get(aggregate.key)?.name ?? 'Unknown', aggregate))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}

import { projectPublicId } from '../modules/projects/project-public-id.js';
import { projectContractors, projectLocations, projects } from '../db/schema/index.js';
import type { TestApp } from './build-app.js';

let sequence = 0;

export type TestProjectInput = Partial<typeof projects.$inferInsert> & {
  name: string;
  locations?: { state: string; lga: string; latitude: number; longitude: number; ward?: string }[];
  contractorIds?: string[];
};

/** A project row with its locations and contractors, for API tests (public by default). */
export async function createTestProject(t: TestApp, input: TestProjectInput) {
  sequence += 1;
  const { locations = [], contractorIds = [], ...fields } = input;
  const code = fields.code ?? `TST-2024-${String(sequence).padStart(5, '0')}`;
  const tenantId = fields.tenantId ?? t.tenantId;
  const [project] = await t.app.db
    .insert(projects)
    .values({
      tenantId,
      publicId: projectPublicId(input.name, code),
      code,
      isPublished: true,
      states: [...new Set(locations.map((location) => location.state))],
      lgas: locations.map((location) => location.lga),
      wards: locations.map((location) => location.ward ?? ''),
      latitude: locations[0]?.latitude ?? null,
      longitude: locations[0]?.longitude ?? null,
      ...fields,
    })
    .returning();
  if (locations.length) {
    await t.app.db.insert(projectLocations).values(
      locations.map((location, position) => ({
        tenantId,
        projectId: project!.id,
        position,
        ward: null,
        ...location,
      })),
    );
  }
  if (contractorIds.length) {
    await t.app.db
      .insert(projectContractors)
      .values(contractorIds.map((organizationId) => ({ tenantId, projectId: project!.id, organizationId })));
  }
  return project!;
}

import type { DbOrTx } from '../db/client.js';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { roles, surveyGroupMembers, surveyGroups, surveys } from '../db/schema/index.js';
import { seedDemoFormQuestions } from './demo-form-questions.js';

/** A few forms of the demo ministry (Federal Ministry of Works) with their questions, answers to the published ones, and one group holding two of them. */
const DEMO_FORMS = [
  {
    name: 'Road condition field report',
    description:
      'Monthly check of federal road sections: surface, drainage, signage and safety hazards seen on site.',
    surveyType: 'monitoring',
    isPublished: true,
    grouped: true,
  },
  {
    name: 'Bridge inspection checklist',
    description: 'Structural inspection of bridges on the federal network, filled in by the zonal engineers.',
    surveyType: 'monitoring',
    isPublished: true,
    grouped: true,
  },
  {
    name: 'Community feedback on road projects',
    description: 'What people living along a project corridor say about the work, its pace and its effects.',
    surveyType: 'feedback',
    isPublished: false,
    grouped: false,
  },
  {
    name: 'Contractor site safety survey',
    description:
      'Safety practice on construction sites: equipment, training and incidents in the last quarter.',
    surveyType: 'survey',
    isPublished: false,
    grouped: false,
  },
] as const;

export const DEMO_FORM_GROUP_NAME = 'Field inspections';

export async function seedDemoForms(tx: DbOrTx, tenantId: string, organizationId: string, createdBy: string) {
  const rows = await tx
    .insert(surveys)
    .values(
      DEMO_FORMS.map((form) => ({
        tenantId,
        organizationId,
        name: form.name,
        description: form.description,
        surveyType: form.surveyType,
        isPublished: form.isPublished,
        publishDate: form.isPublished ? new Date('2026-01-05T08:00:00Z') : null,
        createdBy,
      })),
    )
    .returning({ id: surveys.id, name: surveys.name });
  const [group] = await tx
    .insert(surveyGroups)
    .values({ tenantId, organizationId, name: DEMO_FORM_GROUP_NAME, createdBy })
    .returning();
  const grouped = rows.filter((row) => DEMO_FORMS.find((form) => form.name === row.name)?.grouped);
  await tx
    .insert(surveyGroupMembers)
    .values(grouped.map((row) => ({ tenantId, groupId: group!.id, surveyId: row.id })));
  await seedDemoFormQuestions(tx, tenantId, rows, createdBy);
  // A stakeholder role that answers forms: sharing a form with the general public takes one step.
  await tx.insert(roles).values({
    tenantId,
    organizationId,
    name: 'Form respondent',
    roleType: 'stakeholder',
    permissions: [PERMISSIONS.VIEW_FORM, PERMISSIONS.RESPOND_TO_FORM],
  });
}

import { endpoint, type EndpointMap, noContentSchema } from '../endpoint.js';
import { detailSchema } from '../accounts/accounts.schemas.js';
import { yearQuerySchema } from '../projects/projects.schemas.js';
import {
  createDepartmentBodySchema,
  departmentIdParamsSchema,
  departmentListQuerySchema,
  departmentPageSchema,
  departmentSchema,
  memberBriefPageSchema,
  memberOptionListQuerySchema,
  updateDepartmentBodySchema,
} from './departments.schemas.js';
import {
  createRoleBodySchema,
  roleIdParamsSchema,
  roleListQuerySchema,
  rolePageSchema,
  roleSchema,
  updateRoleBodySchema,
} from './roles.schemas.js';
import {
  addSubUsersBodySchema,
  addSubUsersResponseSchema,
  assignMdasBodySchema,
  removeSubUsersBodySchema,
  respondToStaffInvitationBodySchema,
  staffInvitationIdParamsSchema,
  staffInvitationListQuerySchema,
  staffInvitationPageSchema,
  staffInvitationSchema,
  subUserIdParamsSchema,
  subUserListQuerySchema,
  subUserPageSchema,
  subUserSchema,
  updateSubUserBodySchema,
} from './staff.schemas.js';
import {
  assignedObjectListQuerySchema,
  assignedObjectPageSchema,
  deleteInviteQuerySchema,
  editRoleOnContentBodySchema,
  inviteListQuerySchema,
  invitePageSchema,
  inviteResultSchema,
  inviteSchema,
  inviteStakeholdersBodySchema,
  itemIdParamsSchema,
  itemStakeholderListQuerySchema,
  itemStakeholderPageSchema,
  itemStakeholderSchema,
  pendingInviteListQuerySchema,
  removeStakeholderBodySchema,
  removeStakeholderFromOrgBodySchema,
  resendInviteBodySchema,
  respondToInviteBodySchema,
  stakeholderIdParamsSchema,
  stakeholderListQuerySchema,
  stakeholderPageSchema,
} from './stakeholders.schemas.js';
import {
  createSubordinateBodySchema,
  inviteContractorBodySchema,
  invitedContractorSchema,
  regeneratedPasswordSchema,
  subordinateDetailSchema,
  subordinateIdParamsSchema,
  subordinatePageQuerySchema,
  subordinatePageSchema,
  subordinateSchema,
  subordinateWithPasswordSchema,
  updateSubordinateBodySchema,
} from './subordinates.schemas.js';

/** Collaboration's (stakeholders, staff, roles, departments, subordinates) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const collaborationEndpoints = {
  'GET /users/roles/': endpoint({ query: roleListQuerySchema, response: rolePageSchema }),
  'POST /users/roles/': endpoint({ body: createRoleBodySchema, response: roleSchema }),
  'PATCH /users/roles/{id}/': endpoint({
    params: roleIdParamsSchema,
    body: updateRoleBodySchema,
    response: roleSchema,
  }),
  'DELETE /users/roles/{id}/': endpoint({ params: roleIdParamsSchema, response: noContentSchema }),
  'GET /users/departments/': endpoint({ query: departmentListQuerySchema, response: departmentPageSchema }),
  'POST /users/departments/': endpoint({ body: createDepartmentBodySchema, response: departmentSchema }),
  'PATCH /users/departments/{id}/': endpoint({
    params: departmentIdParamsSchema,
    body: updateDepartmentBodySchema,
    response: departmentSchema,
  }),
  'DELETE /users/departments/{id}/': endpoint({
    params: departmentIdParamsSchema,
    response: noContentSchema,
  }),
  'GET /users/departments/member-options/': endpoint({
    query: memberOptionListQuerySchema,
    response: memberBriefPageSchema,
  }),
  'GET /users/staff/sub-users/': endpoint({ query: subUserListQuerySchema, response: subUserPageSchema }),
  'POST /users/staff/add-sub-users/': endpoint({
    body: addSubUsersBodySchema,
    response: addSubUsersResponseSchema,
  }),
  'POST /users/staff/remove-sub-users/': endpoint({ body: removeSubUsersBodySchema, response: detailSchema }),
  'POST /users/staff/update-sub-user/': endpoint({ body: updateSubUserBodySchema, response: subUserSchema }),
  'POST /users/staff/{id}/assign-mdas/': endpoint({
    params: subUserIdParamsSchema,
    body: assignMdasBodySchema,
    response: subUserSchema,
  }),
  'GET /users/staff/invitations/': endpoint({
    query: staffInvitationListQuerySchema,
    response: staffInvitationPageSchema,
  }),
  'POST /users/staff/invitations/{id}/resend/': endpoint({
    params: staffInvitationIdParamsSchema,
    response: staffInvitationSchema,
  }),
  'DELETE /users/staff/invitations/{id}/': endpoint({
    params: staffInvitationIdParamsSchema,
    response: noContentSchema,
  }),
  'GET /users/staff/my-invitations/': endpoint({
    query: staffInvitationListQuerySchema,
    response: staffInvitationPageSchema,
  }),
  'POST /users/staff/invitations/{id}/respond/': endpoint({
    params: staffInvitationIdParamsSchema,
    body: respondToStaffInvitationBodySchema,
    response: staffInvitationSchema,
  }),
  'GET /users/stakeholders/': endpoint({
    query: stakeholderListQuerySchema,
    response: stakeholderPageSchema,
  }),
  'GET /users/stakeholders/pending-sent-invites/': endpoint({
    query: pendingInviteListQuerySchema,
    response: invitePageSchema,
  }),
  'POST /users/stakeholders/resend-invite/': endpoint({
    body: resendInviteBodySchema,
    response: inviteSchema,
  }),
  'DELETE /users/stakeholders/delete-pending-invite/': endpoint({
    query: deleteInviteQuerySchema,
    response: noContentSchema,
  }),
  'POST /users/stakeholders/remove-stakeholder/': endpoint({
    body: removeStakeholderBodySchema,
    response: detailSchema,
  }),
  'POST /users/stakeholders/remove-stakeholder-from-org/': endpoint({
    body: removeStakeholderFromOrgBodySchema,
    response: detailSchema,
  }),
  'GET /users/stakeholders/{id}/assigned-objects/': endpoint({
    params: stakeholderIdParamsSchema,
    query: assignedObjectListQuerySchema,
    response: assignedObjectPageSchema,
  }),
  'PATCH /users/stakeholders/{id}/edit-role-on-content/': endpoint({
    params: stakeholderIdParamsSchema,
    body: editRoleOnContentBodySchema,
    response: itemStakeholderSchema,
  }),
  'POST /users/stakeholders/respond-to-invite/': endpoint({
    body: respondToInviteBodySchema,
    response: inviteSchema,
  }),
  'GET /users/profiles/my-invites/': endpoint({ query: inviteListQuerySchema, response: invitePageSchema }),
  'GET /projects/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /projects/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /projects/groups/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /projects/groups/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /surveys/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /surveys/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /surveys/groups/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /surveys/groups/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /dashboards/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /dashboards/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /plans/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /plans/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /plans/outcomes/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /plans/outcomes/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /plans/indicators/{id}/stakeholders/': endpoint({
    params: itemIdParamsSchema,
    query: itemStakeholderListQuerySchema,
    response: itemStakeholderPageSchema,
  }),
  'POST /plans/indicators/{id}/invite-stakeholders/': endpoint({
    params: itemIdParamsSchema,
    body: inviteStakeholdersBodySchema,
    response: inviteResultSchema,
  }),
  'GET /users/subordinate/': endpoint({ query: subordinatePageQuerySchema, response: subordinatePageSchema }),
  'POST /users/subordinate/': endpoint({
    body: createSubordinateBodySchema,
    response: subordinateWithPasswordSchema,
  }),
  'GET /users/subordinate/{id}/ministry-detail/': endpoint({
    params: subordinateIdParamsSchema,
    query: yearQuerySchema,
    response: subordinateDetailSchema,
  }),
  'GET /users/subordinate/{id}/agency-detail/': endpoint({
    params: subordinateIdParamsSchema,
    query: yearQuerySchema,
    response: subordinateDetailSchema,
  }),
  'PATCH /users/subordinate/{id}/': endpoint({
    params: subordinateIdParamsSchema,
    body: updateSubordinateBodySchema,
    response: subordinateSchema,
  }),
  'DELETE /users/subordinate/{id}/': endpoint({
    params: subordinateIdParamsSchema,
    response: noContentSchema,
  }),
  'POST /users/subordinate/{id}/regen_password/': endpoint({
    params: subordinateIdParamsSchema,
    response: regeneratedPasswordSchema,
  }),
  'POST /users/contractor/': endpoint({
    body: inviteContractorBodySchema,
    response: invitedContractorSchema,
  }),
} as const satisfies EndpointMap;

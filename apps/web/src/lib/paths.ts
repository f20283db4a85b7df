/** An organisation's page (ministry, agency, contractor, civil society): where its name links to. */
export const organizationPath = (publicId: string) => `/organisations/${encodeURIComponent(publicId)}`;

import { MdaDirectory } from './mda-directory';

export function Component() {
  return (
    <MdaDirectory
      accountType="AGENCY"
      area="agencies"
      title="Agencies"
      intro="Government agencies on Oversight and the public projects they carry out."
    />
  );
}

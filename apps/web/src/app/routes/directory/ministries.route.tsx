import { MdaDirectory } from './mda-directory';

export function Component() {
  return (
    <MdaDirectory
      accountType="MINISTRY"
      area="ministries"
      title="Ministries"
      intro="Federal ministries on Oversight and the public projects they are responsible for."
    />
  );
}

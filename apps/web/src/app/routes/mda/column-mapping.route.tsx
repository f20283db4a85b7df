import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Import projects" purpose="Spreadsheet import: upload a file, match its columns, preview errors and warnings, then commit." />;
}

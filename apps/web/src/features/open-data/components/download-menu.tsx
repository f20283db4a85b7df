import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { QueryParams } from '../../../lib/api-client';
import { downloadUrl, oc4idsUrl } from '../api/download-urls';
import { t } from '../../../i18n';

const FORMATS = [
  { format: 'csv', label: 'opendata.csv' },
  { format: 'xlsx', label: 'opendata.xlsx' },
  { format: 'geojson', label: 'opendata.geojson' },
] as const;

/** "Download" for the catalogue view on screen: every project its filters select, not only the page shown. */
export function DownloadMenu({ filters }: { filters: QueryParams }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('opendata.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('opendata.theseAs')}</Menu.Label>
        {FORMATS.map(({ format, label }) => (
          <Menu.Item key={format} component="a" href={downloadUrl(format, filters)} download>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Item component="a" href={oc4idsUrl(filters)} target="_blank" rel="noopener">
          OC4IDS (JSON)
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/open-data">
          {t('opendata.about')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

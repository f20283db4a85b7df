import { CopyButton, Menu } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { shareLinks } from './share-button';
import { t } from '../../../i18n';

/** ShareButton's menu of links and "copy link", loaded on its first opening (Menu and its positioning: about 25 KB). */
export function ShareMenu({ url, title, trigger }: { url: string; title: string; trigger: ReactElement }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Menu.Item
              closeMenuOnClick={false}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('project.linkCopied') : t('project.copyLink')}
            </Menu.Item>
          )}
        </CopyButton>
        {shareLinks(url, title).map((link) => (
          <Menu.Item
            key={link.label}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<link.icon size={16} aria-hidden />}
          >
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

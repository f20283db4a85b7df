import { CopyButton, Menu } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { t } from '../../../i18n';

/** Where a project link can be shared, each a link that opens the site with it. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return [
    {
      label: 'WhatsApp',
      icon: IconBrandWhatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      label: 'X (Twitter)',
      icon: IconBrandX,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodedTitle}`,
    },
    { label: 'Facebook', icon: IconBrandFacebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: t('project.email'), icon: IconMail, href: `mailto:?subject=${encodedTitle}&body=${u}` },
  ];
}

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

import { ActionIcon, Button, CopyButton, Menu } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { showError } from '../../../lib/toasts';
import { t } from '../../../i18n';

export interface ShareButtonProps {
  title: string;
  text?: string;
  /** A path on this site (`/project/abc`) or a full URL. */
  path: string;
  /** Icon only (cards); a labelled button otherwise. */
  iconOnly?: boolean;
}

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  return [
    {
      label: 'WhatsApp',
      icon: IconBrandWhatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { label: 'X (Twitter)', icon: IconBrandX, href: `https://twitter.com/intent/tweet?url=${u}&text=${encodedTitle}` },
    { label: 'Facebook', icon: IconBrandFacebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: t('project.email'), icon: IconMail, href: `mailto:?subject=${encodedTitle}&body=${u}` },
  ];
}

/** The phone's own share sheet where there is one; otherwise a menu of links and "copy link". */
export function ShareButton({ title, text, path, iconOnly }: ShareButtonProps) {
  const url = new URL(path, window.location.origin).toString();
  const native = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const trigger = iconOnly ? (
    <ActionIcon variant="default" size="lg" aria-label={t('project.share')}>
      <IconShare size={18} aria-hidden />
    </ActionIcon>
  ) : (
    <Button variant="default" leftSection={<IconShare size={18} aria-hidden />}>
      {t('project.share')}
    </Button>
  );

  if (native) {
    const share = () =>
      navigator.share({ title, text, url }).catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'AbortError')
          showError(t('project.shareError'));
      });
    return iconOnly ? (
      <ActionIcon variant="default" size="lg" aria-label={t('project.share')} onClick={share}>
        <IconShare size={18} aria-hidden />
      </ActionIcon>
    ) : (
      <Button variant="default" leftSection={<IconShare size={18} aria-hidden />} onClick={share}>
        {t('project.share')}
      </Button>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
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

import { ActionIcon, Button } from '@mantine/core';
import { cloneElement, lazy, Suspense, useState } from 'react';
import { IconShare } from '@tabler/icons-react';
import { showError } from '../../../lib/toasts';
import { t } from '../../../i18n';

const loadShareMenu = () => import('./share-menu');
const ShareMenu = lazy(() => loadShareMenu().then((m) => ({ default: m.ShareMenu })));

export interface ShareButtonProps {
  title: string;
  text?: string;
  /** A path on this site (`/project/abc`) or a full URL. */
  path: string;
  /** Icon only (cards); a labelled button otherwise. */
  iconOnly?: boolean;
}

/** The phone's own share sheet where there is one; otherwise a menu of links and "copy link". */
export function ShareButton({ title, text, path, iconOnly }: ShareButtonProps) {
  const url = new URL(path, window.location.origin).toString();
  const native = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const [menuWanted, setMenuWanted] = useState(false);

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
        if ((error as { name?: string }).name !== 'AbortError') showError(t('project.shareError'));
      });
    return iconOnly ? (
      <ActionIcon variant="default" size="lg" aria-label={t('project.share')} onClick={() => void share()}>
        <IconShare size={18} aria-hidden />
      </ActionIcon>
    ) : (
      <Button
        variant="default"
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => void share()}
      >
        {t('project.share')}
      </Button>
    );
  }

  // The menu's code arrives with the first tap (hovering or focusing the button starts it early).
  if (!menuWanted) {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      onClick: () => setMenuWanted(true),
      onPointerEnter: loadShareMenu,
      onFocus: loadShareMenu,
    });
  }
  return (
    <Suspense fallback={trigger}>
      <ShareMenu url={url} title={title} trigger={trigger} />
    </Suspense>
  );
}

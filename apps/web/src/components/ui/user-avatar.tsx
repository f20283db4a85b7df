import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '../../lib/format';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children' | 'name'> {
  name: string | null | undefined;
  src?: string | null;
  /** Decorative when the name is written next to it. */
  decorative?: boolean;
}

/** A photo, or two initials on a colour derived from the name. */
export function UserAvatar({ name, src, decorative, ...props }: UserAvatarProps) {
  return (
    <Avatar
      src={src || null}
      alt={decorative ? '' : (name ?? 'User')}
      aria-hidden={decorative || undefined}
      color="oversight"
      // The light variant's default text shade is too pale on its background; shade 8 passes AA.
      styles={{ placeholder: { color: 'var(--mantine-color-oversight-8)' } }}
      {...props}
    >
      {initials(name)}
    </Avatar>
  );
}

import { initialsOf } from '@site-widgets/core/reviews/stars.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { useState } from 'react';

export interface AvatarProps {
  name: string;
  url: string | null;
}

/**
 * The reviewer's picture at a fixed 48×48 box (no layout shift), falling back to initials when there is
 * none or it fails to load. The image is decorative: the name is printed beside it.
 */
export function Avatar({ name, url }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const src = safeUrl(url);
  if (!src || broken) {
    return (
      <span className="sw-avatar sw-avatar--initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="sw-avatar"
      // Issue 18 item 2: an uploaded avatar's `/uploads/…` is on our server, also on another site's page.
      src={serverUrl(src)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { useState } from 'react';

/**
 * The photos attached to a review, each in a fixed 96×96 box. A photo that fails to load is removed,
 * and when none is left the whole media container goes with it (spec 000 §8).
 */
export function ReviewMedia({
  urls,
  reviewerName,
}: {
  urls: readonly string[] | undefined;
  reviewerName: string;
}) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const shown = (urls ?? []).map(safeUrl).filter((url): url is string => url !== null && !broken.has(url));
  if (!shown.length) return null;
  return (
    <ul className="sw-review-card__media" aria-label={`Photos from ${reviewerName}`}>
      {shown.map((url, index) => (
        <li key={url}>
          <img
            src={serverUrl(url)}
            alt={`Attachment ${index + 1} from ${reviewerName}`}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            onError={() => setBroken((previous) => new Set(previous).add(url))}
          />
        </li>
      ))}
    </ul>
  );
}

import type { FacetValue, ReviewAggregate } from '@site-widgets/contract/reviews/load-more.ts';
import { Stars } from '../review-card/Stars.tsx';

export interface SourceBannerProps {
  aggregate: ReviewAggregate;
  total: number;
  platforms: readonly FacetValue[];
  /** The platform the list is filtered to; empty for all. */
  selected: string;
  onSelect(platform: string): void;
}

/**
 * The source banner (spec 000 §2): the average rating and review count, and a button per source that
 * filters the list to it. Its numbers are the list's own totals, so they always agree.
 */
export function SourceBanner({ aggregate, total, platforms, selected, onSelect }: SourceBannerProps) {
  const rounded = Math.round(aggregate.average);
  return (
    <div className="sw-source-banner" data-slot="source-banner">
      <p className="sw-source-banner__summary">
        <span className="sw-source-banner__average">{aggregate.average.toFixed(1)}</span>
        {rounded > 0 && <Stars rating={rounded} recommendation={null} />}
        <span className="sw-source-banner__count">
          {total} {total === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      {platforms.length > 1 && (
        <ul className="sw-source-banner__sources" aria-label="Reviews by source">
          {platforms.map((platform) => (
            <li key={platform.value}>
              <button
                type="button"
                className="sw-chip"
                aria-pressed={selected === platform.value}
                onClick={() => onSelect(selected === platform.value ? '' : platform.value)}
              >
                {platform.label} · {platform.average.toFixed(1)} ★ · {platform.count}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

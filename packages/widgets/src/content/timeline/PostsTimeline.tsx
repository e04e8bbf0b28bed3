import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';

export interface TimelinePost {
  title: string;
  href: string;
  /** ISO 8601. */
  publishedAt: string;
  excerpt: string;
}

export interface PostsTimelineProps {
  posts: TimelinePost[];
  /** The list's name; default `From the journal`. */
  heading?: string | undefined;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A posts timeline (issue 16): journal posts newest first on a vertical line, each with its date,
 * linked title and excerpt. Server HTML; it does not move by itself.
 */
export function PostsTimeline({ posts, heading = 'From the journal' }: PostsTimelineProps) {
  return (
    <div className="sw-timeline">
      <ol className="sw-timeline__list" aria-label={heading}>
        {posts.map((post) => {
          const date = new Date(post.publishedAt);
          return (
            <li key={post.href} className="sw-timeline__item">
              {!Number.isNaN(date.getTime()) && (
                <time className="sw-timeline__date" dateTime={post.publishedAt}>
                  {dateFormat.format(date)}
                </time>
              )}
              <h3 className="sw-timeline__title">
                <a href={sanitiseUrl(post.href)}>{post.title}</a>
              </h3>
              {post.excerpt && <p className="sw-timeline__excerpt">{post.excerpt}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

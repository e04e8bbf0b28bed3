import type { FeedKind, FeedPostView } from '@site-widgets/contract/content/social-feeds.ts';

export interface FeedPostProps {
  post: FeedPostView;
  kind: FeedKind;
  /** Whether the picture opens in the lightbox (a link to the full picture). */
  lightbox: boolean;
}

/** The date a post shows: its day, written the same on the server and in every browser. */
const dayOf = (postedAt: string) => postedAt.slice(0, 10);

/**
 * One post of a social feed (spec 001 §4): picture, author and handle, text, date, and the overlay
 * link to the post where it was published (http(s) only: the server drops any other). React escapes
 * every text, so a post's `<` is never markup, on the page or in a load-more answer.
 */
export function FeedPost({ post, kind, lightbox }: FeedPostProps) {
  const picture = post.mediaUrl ? (
    <img src={post.mediaUrl} alt={post.mediaAlt} loading="lazy" decoding="async" data-slot="feed-picture" />
  ) : null;
  return (
    <article className="sw-feed__post" data-slot="feed-post" data-kind={kind} data-post-id={post.id}>
      {picture &&
        (lightbox ? (
          <a className="sw-feed__media" data-slot="feed-media" href={post.mediaUrl}>
            {picture}
            <span className="sw-visually-hidden">Enlarge picture</span>
          </a>
        ) : (
          <div className="sw-feed__media" data-slot="feed-media-still">
            {picture}
          </div>
        ))}
      <div className="sw-feed__body">
        <p className="sw-feed__author">
          <strong>{post.author}</strong>
          {post.handle ? <span className="sw-feed__handle"> @{post.handle}</span> : null}
        </p>
        {post.text ? <p className="sw-feed__text">{post.text}</p> : null}
        <p className="sw-feed__meta">
          <time dateTime={post.postedAt}>{dayOf(post.postedAt)}</time>
          {post.link ? (
            <>
              {' · '}
              <a
                className="sw-feed__link"
                data-slot="feed-overlay-link"
                href={post.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                View post<span className="sw-visually-hidden"> by {post.author}</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A page of posts, as the load-more answers carry them (rendered to static markup by the server). */
export function FeedPosts({
  posts,
  kind,
  lightbox,
}: {
  posts: readonly FeedPostView[];
  kind: FeedKind;
  lightbox: boolean;
}) {
  return (
    <>
      {posts.map((post) => (
        <FeedPost key={post.id} post={post} kind={kind} lightbox={lightbox} />
      ))}
    </>
  );
}

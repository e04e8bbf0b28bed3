import { LIKES_ACTION } from '@site-widgets/contract/content/likes.ts';
import { createAjaxClient } from '@site-widgets/core/ajax/ajax-client.ts';
import { likeCountText, likeTitle, parseLikeCount } from '@site-widgets/core/content/like-text.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { useRef, useState } from 'react';
import { getRuntime } from '../../runtime/runtime.ts';

export interface LikeButtonProps {
  postId: number;
  /** The post's likes when the page was rendered. */
  count: number;
  /** Whether this visitor had liked it then. */
  liked: boolean;
  /** Shown instead of a zero count; default none (`0`). */
  zeroText?: string | undefined;
  /** Where the like is posted (`data-ajax`); default the page's ajax endpoint. */
  ajax?: string | undefined;
}

function HeartIcon({ solid }: { solid: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
        fill={solid ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The like button (spec 001 §4, §7): a toggle button (aria-pressed) titled 'Like' or 'Unlike', an
 * outline or a solid heart, and the count beside it, which fades in over 500 ms when it changes (not
 * under reduced motion, CSS). The server counts one like per visitor; its answer is the truth shown.
 */
export function LikeButton({
  postId,
  count: initialCount,
  liked: initialLiked,
  zeroText,
  ajax,
}: LikeButtonProps) {
  const [state, setState] = useState({ count: initialCount, liked: initialLiked, changes: 0 });
  const [busy, setBusy] = useState(false);
  const client = useRef<ReturnType<typeof createAjaxClient> | undefined>(undefined);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const runtime = getRuntime();
      client.current ??=
        ajax && ajax !== runtime.pageVars.ajaxurl
          ? createAjaxClient({
              ajaxUrl: serverUrl(ajax),
              nonce: runtime.pageVars.nonce,
              fetch: (input, init) => fetch(input, init),
            })
          : runtime.ajax;
      const text = await client.current.post(LIKES_ACTION, { post_id: String(postId) }, 'nonce');
      const answer = JSON.parse(text) as { count?: unknown; liked?: unknown };
      const count = parseLikeCount(answer.count);
      if (count === undefined || typeof answer.liked !== 'boolean') throw new Error('unexpected answer');
      const liked = answer.liked;
      setState((previous) => ({ count, liked, changes: previous.changes + 1 }));
    } catch (error) {
      // spec 001 §8: other ajax failures are only logged.
      console.error(`[site-widgets] content-like: ${String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sw-like" data-state={state.liked ? 'liked' : 'unliked'}>
      <button
        type="button"
        className="sw-like__button"
        aria-pressed={state.liked}
        aria-label="Like this post"
        title={likeTitle(state.liked)}
        aria-busy={busy ? true : undefined}
        onClick={onClick}
      >
        <HeartIcon solid={state.liked} />
      </button>
      {/* A new key per change restarts the 500 ms fade (CSS). */}
      <span
        key={state.changes}
        className="sw-like__count"
        data-fade={state.changes > 0 ? 'in' : undefined}
        aria-live="polite"
      >
        {likeCountText(state.count, zeroText)}
        <span className="sw-visually-hidden">{state.count === 1 ? ' like' : ' likes'}</span>
      </span>
    </div>
  );
}

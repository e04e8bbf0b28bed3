import { renderWidget } from '../../runtime/ssr.tsx';
import { PostsTimeline, type PostsTimelineProps } from './PostsTimeline.tsx';

/** The posts timeline as the server puts it into a page. */
export function renderTimelineWidget(props: PostsTimelineProps, limit: number): string {
  return renderWidget('content-timeline', { limit: String(limit) }, <PostsTimeline {...props} />, props);
}

import { LOAD_MORE_ACTION, type LoadMoreResponse, reviewListAttributesSchema } from '@site-widgets/contract';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parseAttributes } from '../../runtime/attributes.ts';
import { PostContext } from '../../runtime/post-context.ts';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ReviewList, type ReviewListProps } from './ReviewList.tsx';

const WIDGET = 'review-list';

/**
 * Hydrates server-rendered markup when the page has it; otherwise (a plain HTML page with only data
 * attributes) fetches the first page and renders it, leaving the fallback content until it arrives.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, reviewListAttributesSchema);
  if (!attributes) return undefined;
  const runtime = getRuntime();
  const post = runtime.ajax.post;

  const server = readServerProps<ReviewListProps>(element);
  if (server) {
    const root = hydrateRoot(
      server.root,
      <StrictMode>
        <PostContext.Provider value={post}>
          <ReviewList {...server.props} />
        </PostContext.Provider>
      </StrictMode>,
    );
    return () => root.unmount();
  }

  let answer: LoadMoreResponse;
  try {
    const text = await post(LOAD_MORE_ACTION, {
      revid: String(attributes.template),
      perrow: attributes.perRow === undefined ? '' : String(attributes.perRow),
      nrows: attributes.rows === undefined ? '' : String(attributes.rows),
      callnum: '0',
      notinstring: '',
      cpostid: String(runtime.pageVars.pageId),
    });
    answer = JSON.parse(text) as LoadMoreResponse;
  } catch (error) {
    console.error(`[site-widgets] ${WIDGET}: the first page could not be loaded`, error);
    return undefined;
  }
  const perRow = attributes.perRow ?? 1;
  const props: ReviewListProps = {
    settings: {
      templateId: attributes.template,
      perRow,
      rows: Math.max(1, Math.round(answer.reviewsperpage / perRow)),
      loadMore: attributes.loadMore ?? 'button',
      heading: attributes.heading,
      controls: attributes.controls,
      banner: attributes.banner,
      readMore: attributes.readMore,
      layout: attributes.layout,
    },
    initial: {
      reviews: answer.reviews,
      hasMore: answer.hideldbtn !== 'yes',
      totalInDb: answer.totalreviewsindb,
      aggregate: answer.aggregate,
      facets: answer.facets,
    },
  };
  element.replaceChildren();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <PostContext.Provider value={post}>
        <ReviewList {...props} />
      </PostContext.Provider>
    </StrictMode>,
  );
  return () => root.unmount();
}

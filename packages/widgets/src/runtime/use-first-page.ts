import type { LoadMoreResponse } from '@site-widgets/contract/reviews/load-more.ts';
import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import { parseAttributeValues } from './attributes.ts';
import { fetchFirstPage } from './mount.tsx';
import { usePost } from './post-context.ts';

export type FirstPageState<P> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; props: P };

export interface FirstPageOptions<S extends z.ZodMiniType, P> {
  widget: string;
  schema: S;
  /** The attributes as given, by dataset name (`perRow`); parsed through `schema`. */
  attributes: Record<string, unknown>;
  fields: (attributes: z.output<S>) => Record<string, string>;
  props: (attributes: z.output<S>, answer: LoadMoreResponse) => P;
}

/**
 * What a widget's loader mount does, as a hook for React apps: parse the attributes (one console error
 * naming the widget and attribute when one is bad), fetch the first page through the provider's client,
 * and give the view's props. Asks again only when an attribute changes.
 */
export function useFirstPage<S extends z.ZodMiniType, P>(options: FirstPageOptions<S, P>): FirstPageState<P> {
  const post = usePost();
  const [state, setState] = useState<FirstPageState<P>>({ status: 'loading' });
  const key = JSON.stringify(options.attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the attributes are compared by value (key)
  useEffect(() => {
    let current = true;
    const attributes = parseAttributeValues(options.widget, options.attributes, options.schema);
    if (attributes === undefined) {
      setState({ status: 'error' });
      return;
    }
    setState({ status: 'loading' });
    void fetchFirstPage(options.widget, post, options.fields(attributes)).then((answer) => {
      if (!current) return;
      setState(answer ? { status: 'ready', props: options.props(attributes, answer) } : { status: 'error' });
    });
    return () => {
      current = false;
    };
  }, [key, post]);
  return state;
}

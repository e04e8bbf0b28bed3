import type { GetFloatFields } from '@site-widgets/contract';
import { renderFloatReview } from '../reviews/render.tsx';
import { toView } from '../reviews/review-record.ts';
import type { ReviewRepository } from '../reviews/review-repository.ts';
import type { FloatRepository } from './float-repository.ts';

/**
 * spec 000 §7 `wprp_get_float`: the review at `startoffset` in the template's order and filters, as HTML.
 * Past the last review, or for an unknown float or template, the body is empty: the client's cycle stops
 * (spec 000 §8, an answer under 100 characters).
 *
 * The reviews come from the template the float is configured with, never from the one the client names:
 * `wtfid` is only checked against it, and a different one gets the empty answer (the plugin family's
 * CVE class was queries chosen by the client).
 */
export function createGetFloatService(floats: FloatRepository, reviews: ReviewRepository) {
  return async function getFloat(fields: GetFloatFields): Promise<string> {
    const float = await floats.find(fields.fid);
    if (!float || float.templateId !== fields.wtfid) return '';
    const template = await reviews.findTemplate(float.templateId);
    if (!template) return '';
    const [row] = await reviews.findPage({
      template,
      filters: {},
      sort: template.sortOrder,
      excludeIds: [],
      offset: fields.startoffset,
      limit: 1,
    });
    if (!row) return '';
    const card = renderFloatReview(toView(row), fields.startoffset + 1);
    return fields.innerdivonly === 'yes'
      ? card
      : `<div class="sw-float" data-float-id="${float.id}">${card}</div>`;
  };
}

export type GetFloatService = ReturnType<typeof createGetFloatService>;

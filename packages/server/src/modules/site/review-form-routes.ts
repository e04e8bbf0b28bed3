import { FeedbackPage } from '@site-widgets/site/pages/feedback-page.tsx';
import { WriteAReviewPage } from '@site-widgets/site/pages/write-a-review-page.tsx';
import { renderReviewBadgeWidget } from '@site-widgets/widgets/reviews/review-badge/server.tsx';
import {
  badgePanelListSettings,
  type ReviewBadgeProps,
  type ReviewBadgeSettings,
} from '@site-widgets/widgets/reviews/review-badge/settings.ts';
import { renderReviewFloatWidget } from '@site-widgets/widgets/reviews/review-float/server.tsx';
import { renderReviewFormWidget } from '@site-widgets/widgets/reviews/review-form/server.tsx';
import type { ReviewFormSettings } from '@site-widgets/widgets/reviews/review-form/settings.ts';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { issueFormToken } from '../../security/form-token.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { FloatRepository } from '../floats/float-repository.ts';
import type { Float } from '../floats/float-settings.ts';
import type { FormRepository } from '../review-forms/form-repository.ts';
import type { ReviewForm } from '../review-forms/form-settings.ts';
import { firstPage, initialFrom } from './first-page.ts';
import type { SiteRouteDeps } from './site-routes.ts';

export interface ReviewFormRouteDeps extends SiteRouteDeps {
  /** Where the pages read their forms: the owner's configuration (npm run review-forms). */
  forms: Pick<FormRepository, 'find'>;
  /** Where the pages read their floats (npm run floats). */
  floats: Pick<FloatRepository, 'find'>;
}

/** The pages' ids (post ids of their reviews); 1–5 are home, reviews, about and contact. */
const WRITE_A_REVIEW_PAGE_ID = 6;
const FEEDBACK_PAGE_ID = 7;
/** The demo seed's forms and floats (packages/server/src/modules/reviews/demo-seed.ts). */
const FULL_FORM_ID = 1;
const QUICK_FORM_ID = 2;
const BADGE_FLOAT_ID = 1;
const POP_FLOAT_ID = 2;
/** A popup badge needs no float record: its id only names its memory in the session. */
const POPUP_BADGE_MEMORY_ID = 90;

function formSettings(form: ReviewForm, overrides: Partial<ReviewFormSettings>): ReviewFormSettings {
  return {
    formId: form.id,
    display: 'inline',
    popupDelayMs: 10_000,
    buttonLabel: 'Write a review',
    heading: form.heading,
    fields: form.fieldsShown,
    required: form.requiredFields,
    ratingRequired: form.ratingRequired,
    ratingStyle: 'stars',
    oneSubmission: form.oneSubmission === 'none' ? '' : form.oneSubmission,
    pageName: '',
    ...overrides,
  };
}

function badgeSettings(float: Float): ReviewBadgeSettings {
  return {
    templateId: float.templateId,
    floatId: float.id,
    click: float.clickAction,
    link: float.linkUrl,
    newTab: float.newTab,
    position: float.position,
    delayMs: float.delayMs,
    autoCloseMs: float.autoCloseMs,
    firstVisitHide: float.firstVisitHide,
    heading: 'Our reviews',
  };
}

/**
 * The demo's write-a-review page (the form inline and behind a button, badges for each click action,
 * a floating badge) and feedback page (the automatic pop-up form and a pop-up float of reviews).
 */
export async function registerReviewFormRoutes(app: FastifyInstance, deps: ReviewFormRouteDeps) {
  const { forms, floats } = deps;

  const pageVars = (pageId: number) => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
    pageId,
  });

  async function requireForm(id: number): Promise<ReviewForm> {
    const form = await forms.find(id);
    if (!form) throw new Error(`demo page: review form ${id} does not exist`);
    return form;
  }

  async function requireFloat(id: number): Promise<Float> {
    const float = await floats.find(id);
    if (!float) throw new Error(`demo page: float ${id} does not exist`);
    return float;
  }

  function form(record: ReviewForm, postId: number, overrides: Partial<ReviewFormSettings>) {
    return renderReviewFormWidget({
      settings: formSettings(record, overrides),
      postId,
      formToken: issueFormToken(deps.nonces, record.id),
    });
  }

  /** A badge over its template's first panel page: its aggregate is the badge's average and count. */
  async function badge(settings: ReviewBadgeSettings, pageId: number) {
    const list = badgePanelListSettings(settings.templateId);
    const answer = await firstPage(deps.loadMore, settings.templateId, list.perRow, list.rows, pageId);
    const { facets: _facets, ...initial } = initialFrom(answer);
    const props: ReviewBadgeProps = {
      settings,
      summary: { aggregate: answer.aggregate, total: answer.totalreviewsindb },
      ...(settings.click === 'slideout' || settings.click === 'popup' ? { panel: initial } : {}),
    };
    return renderReviewBadgeWidget(props);
  }

  app.get('/write-a-review', async (request, reply) => {
    const pageId = WRITE_A_REVIEW_PAGE_ID;
    const full = await requireForm(FULL_FORM_ID);
    const quick = await requireForm(QUICK_FORM_ID);
    const floatRecord = await requireFloat(BADGE_FLOAT_ID);
    // The page is made of these records and the reviews: its ETag changes when any of them does.
    return deps.sendPage(request, reply, [full, quick, floatRecord], async () => {
      const floating = badgeSettings(floatRecord);
      const inline = {
        ...floating,
        position: 'inline' as const,
        delayMs: 0,
        autoCloseMs: 0,
        firstVisitHide: false,
      };
      const badges = [
        {
          id: 'badge-url',
          title: 'Opens a link',
          description: 'Takes you to every review on our reviews page.',
          html: await badge(
            { ...inline, floatId: 91, click: 'url', link: '/reviews', newTab: false },
            pageId,
          ),
        },
        {
          id: 'badge-slideout',
          title: 'Opens a slide-out',
          description: 'The latest reviews slide in from the side. Escape or a click outside closes them.',
          html: await badge(
            { ...inline, templateId: 1, floatId: 92, click: 'slideout', heading: 'Latest reviews' },
            pageId,
          ),
        },
        {
          id: 'badge-popup',
          title: 'Opens a pop-up',
          description: 'The latest reviews in a dialog over the page.',
          html: await badge(
            {
              ...inline,
              templateId: 1,
              floatId: POPUP_BADGE_MEMORY_ID,
              click: 'popup',
              heading: 'What guests say',
            },
            pageId,
          ),
        },
      ];
      return createElement(WriteAReviewPage, {
        pageVars: pageVars(pageId),
        inlineFormHtml: form(full, pageId, { pageName: 'Write a review' }),
        modalFormHtml: form(quick, pageId, {
          display: 'modal',
          buttonLabel: 'Send quick feedback',
          pageName: 'Write a review',
        }),
        badges,
        floatingBadgeHtml: await badge(floating, pageId),
      });
    });
  });

  app.get('/feedback', async (request, reply) => {
    const pageId = FEEDBACK_PAGE_ID;
    const quick = await requireForm(QUICK_FORM_ID);
    const pop = await requireFloat(POP_FLOAT_ID);
    return deps.sendPage(request, reply, [quick, pop], async () => {
      const first = await firstPage(deps.loadMore, pop.templateId, 1, 1, pageId);
      return createElement(FeedbackPage, {
        pageVars: pageVars(pageId),
        popupFormHtml: form(quick, pageId, { display: 'popup', popupDelayMs: 20_000, pageName: 'Feedback' }),
        reviewFloatHtml: renderReviewFloatWidget({
          settings: {
            floatId: pop.id,
            templateId: pop.templateId,
            position: pop.position,
            delayMs: pop.delayMs,
            // A cycling float stays until the visitor closes it: the record's auto-close (12 s) would
            // end it before its first change (8 s in, 6 s out).
            autoCloseMs: 0,
            firstVisitHide: pop.firstVisitHide,
          },
          initial: first.reviews[0] ?? null,
        }),
      });
    });
  });
}

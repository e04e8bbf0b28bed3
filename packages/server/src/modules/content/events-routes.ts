import {
  VIDEO_PLAYLIST_PATH,
  videoPlaylistQuerySchema,
} from '@site-widgets/contract/content/video-playlist.ts';
import { EventsPage } from '@site-widgets/site';
import { renderAnimatedHeadlineWidget } from '@site-widgets/widgets/content/animated-headline/server.tsx';
import { renderAnimatedTextWidget } from '@site-widgets/widgets/content/animated-text/server.tsx';
import { renderCountdownWidget } from '@site-widgets/widgets/content/countdown/server.tsx';
import { renderLottieWidget } from '@site-widgets/widgets/content/lottie/server.tsx';
import { renderProgressWidget } from '@site-widgets/widgets/content/progress/server.tsx';
import { renderReadingProgressWidget } from '@site-widgets/widgets/content/reading-progress/server.tsx';
import { renderTickerWidget } from '@site-widgets/widgets/content/ticker/server.tsx';
import { renderVideoPlaylistWidget } from '@site-widgets/widgets/content/video-playlist/server.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { PageSender } from '../site/page-sender.ts';
import { sanitiseCountdownMessage } from './countdown-message.ts';
import { EVENT_COUNTERS, EVENT_PLAYLIST, eventCountdowns, PLAYLISTS } from './events-demo.ts';
import type { OembedLookup } from './oembed/oembed-client.ts';
import { playlistItems } from './playlist-titles.ts';

/** What the content widgets need from the app: the oEmbed adapter (absent: owner-stored titles only). */
export interface ContentOptions {
  oembed?: OembedLookup | undefined;
}

export interface EventsRouteDeps {
  nonces: NonceService;
  sendPage: PageSender;
  now: () => number;
  content?: ContentOptions | undefined;
}

const TICKER_ITEMS = [
  {
    text: 'Friday tasting: a washed Ethiopian from Solent Roasting Co.',
    href: '/events#events-tasting-title',
  },
  { text: 'New on the board: crab sandwiches on Saturdays', href: '/story#kitchen' },
  { text: 'The terrace reopens with blankets on every chair', href: '/story#terrace' },
  { text: 'Celebration cakes to order with a week’s notice', href: '/contact' },
];

/**
 * `/events` (issue 16, task T5): the countdowns are rendered with the time left at this request (the
 * page's version names the second, so a cached copy never shows a stale time), the playlist with the
 * titles our server looked up.
 */
export function registerEventsPage(app: FastifyInstance, deps: EventsRouteDeps) {
  app.get('/events', async (request, reply) => {
    const now = deps.now();
    const items = await playlistItems(EVENT_PLAYLIST.entries, deps.content?.oembed);
    return deps.sendPage(
      request,
      reply,
      { second: Math.floor(now / 1000), titles: items.map((item) => item.title) },
      () =>
        createElement(EventsPage, {
          pageVars: {
            ajaxurl: '/wp-admin/admin-ajax.php',
            nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
            pageId: 40,
          },
          readingProgressHtml: renderReadingProgressWidget(),
          headlineHtml: renderAnimatedHeadlineWidget({
            shape: 'underline',
            before: 'Films from',
            highlight: 'the quay',
            after: '',
          }),
          countdownHtml: eventCountdowns(now).map(({ settings, message }) =>
            renderCountdownWidget({
              settings,
              renderedAt: now,
              messageHtml: message === undefined ? undefined : sanitiseCountdownMessage(message),
            }),
          ),
          animatedTextHtml: renderAnimatedTextWidget({
            words: ['single origins', 'house blends', 'cold brews', 'decafs worth drinking'],
            before: 'Fridays we taste',
            after: '',
            effect: 'typing',
            hold: 2500,
          }),
          counterHtml: EVENT_COUNTERS.map((settings) => renderProgressWidget(settings)),
          tickerHtml: renderTickerWidget({
            label: 'Latest from the café',
            interval: 4000,
            items: TICKER_ITEMS,
          }),
          playlistHtml: renderVideoPlaylistWidget({
            playlistId: EVENT_PLAYLIST.playlistId,
            heading: EVENT_PLAYLIST.heading,
            items,
          }),
          lottieHtml: [
            renderLottieWidget({
              src: '/site/animations/steaming-cup.json',
              label: 'A cup of coffee with steam rising from it.',
              mode: 'autoplay',
              loop: true,
              width: 240,
              height: 240,
            }),
            // The same 4-second animation following the scroll (spec 001 §9: 4000 ms × scroll percentage).
            renderLottieWidget({
              src: '/site/animations/steaming-cup.json',
              label: 'The cup again, its steam rising as you scroll.',
              mode: 'scroll',
              loop: false,
              width: 240,
              height: 240,
            }),
          ],
        }),
    );
  });

  // A playlist placed on a page our server did not render asks for its videos here (titles looked up
  // by our server, never by the browser). An unknown or malformed id is the site's 404.
  app.get(VIDEO_PLAYLIST_PATH, async (request, reply) => {
    const query = videoPlaylistQuerySchema.safeParse(request.query);
    const playlist = query.success ? PLAYLISTS.get(query.data.playlist_id) : undefined;
    if (!playlist) return reply.callNotFound();
    const items = await playlistItems(playlist.entries, deps.content?.oembed);
    return reply.header('cache-control', 'public, max-age=300').send({ heading: playlist.heading, items });
  });
}

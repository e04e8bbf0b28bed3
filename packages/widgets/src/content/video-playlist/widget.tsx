import { videoPlaylistAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import {
  VIDEO_PLAYLIST_PATH,
  videoPlaylistAnswerSchema,
} from '@site-widgets/contract/content/video-playlist.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { VideoPlaylist, type VideoPlaylistProps } from './VideoPlaylist.tsx';

const WIDGET = 'content-video-playlist';

/**
 * Hydrates the server-rendered playlist, or asks our server for the playlist's videos and their titles
 * (looked up by the server, spec 001 §7) and renders them in place of the fallback content; on any
 * failure the fallback stays.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, videoPlaylistAttributesSchema);
  if (!attributes) return undefined;
  const server = readServerProps<VideoPlaylistProps>(element);
  if (server) return mountView(element, server, <VideoPlaylist {...server.props} />);
  try {
    const response = await fetch(
      serverUrl(`${VIDEO_PLAYLIST_PATH}?playlist_id=${encodeURIComponent(attributes.playlistId)}`),
      {
        headers: { accept: 'application/json' },
      },
    );
    const answer = videoPlaylistAnswerSchema.safeParse(response.ok ? await response.json() : null);
    if (!answer.success || answer.data.items.length === 0)
      throw new Error(`no playlist ${attributes.playlistId}`);
    const { heading, items } = answer.data;
    return mountView(
      element,
      undefined,
      <VideoPlaylist playlistId={attributes.playlistId} heading={heading} items={items} />,
    );
  } catch (error) {
    console.error(`[site-widgets] ${WIDGET}: ${(error as Error).message}`);
    return undefined;
  }
}

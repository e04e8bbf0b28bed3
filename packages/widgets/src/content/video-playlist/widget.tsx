import { videoPlaylistAttributesSchema } from '@site-widgets/contract/content/timer-attributes.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { mountView } from '../../site/shared/mount-view.tsx';
import { VideoPlaylist, type VideoPlaylistProps } from './VideoPlaylist.tsx';

/**
 * Hydrates the server-rendered playlist. Its videos and their titles are the server's (the titles come
 * from the providers through our server, spec 001 §7), so an element our server did not render keeps
 * its fallback content.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  if (!parseAttributes('content-video-playlist', element, videoPlaylistAttributesSchema)) return undefined;
  const server = readServerProps<VideoPlaylistProps>(element);
  if (!server) {
    console.error('[site-widgets] content-video-playlist: needs the server-rendered playlist');
    return undefined;
  }
  return mountView(element, server, <VideoPlaylist {...server.props} />);
}

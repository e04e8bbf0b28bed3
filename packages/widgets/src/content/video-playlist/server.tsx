import { renderWidget } from '../../runtime/ssr.tsx';
import { VideoPlaylist, type VideoPlaylistProps } from './VideoPlaylist.tsx';

/** The playlist as the server puts it in a page, its titles already looked up by the server. */
export function renderVideoPlaylistWidget(props: VideoPlaylistProps): string {
  return renderWidget(
    'content-video-playlist',
    { 'playlist-id': props.playlistId },
    <VideoPlaylist {...props} />,
    props,
  );
}

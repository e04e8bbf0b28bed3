import { oembedProviderOf, playlistVideo } from '@site-widgets/core/content/playlist-videos.ts';
import type { PlayableItem } from '@site-widgets/widgets/content/video-playlist/players.ts';
import type { OembedLookup } from './oembed/oembed-client.ts';

/** A video as the site owner lists it: its address and, optionally, a title kept for when the provider is unreachable. */
export interface PlaylistEntry {
  url: string;
  /** The owner's own title: used for files (they have no oEmbed) and when the provider's lookup fails. */
  storedTitle?: string;
}

/**
 * The playlist's videos with their titles (spec 001 §7, §8): an address that is not a video host's or an
 * mp4/webm/ogg file is dropped; a provider's video gets the title its oEmbed endpoint gives, through our
 * server; a video whose title lookup fails, with no stored title to fall back on, is skipped.
 */
export async function playlistItems(
  entries: readonly PlaylistEntry[],
  oembed: OembedLookup | undefined,
): Promise<PlayableItem[]> {
  const resolved = await Promise.all(
    entries.map(async (entry): Promise<PlayableItem | null> => {
      const video = playlistVideo(entry.url);
      if (!video) return null;
      const provider = oembedProviderOf(video);
      const looked = provider && oembed ? await oembed.title(provider, video.url) : null;
      const title = looked ?? entry.storedTitle?.trim() ?? null;
      if (!title) return null;
      return { kind: video.kind, id: 'id' in video ? video.id : undefined, url: video.url, title };
    }),
  );
  return resolved.filter((item): item is PlayableItem => item !== null);
}

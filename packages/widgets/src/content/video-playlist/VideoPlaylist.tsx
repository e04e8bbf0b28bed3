import { itemIcon, type PlayerState } from '@site-widgets/core/content/playlist-videos.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { type PlayableItem, startPlayer, type VideoPlayer } from './players.ts';

export interface VideoPlaylistProps {
  playlistId: string;
  /** The playlist's videos whose titles are known (the server skipped the others). */
  items: PlayableItem[];
  /** The playlist's heading; default `Videos`. */
  heading?: string | undefined;
}

function Icon({ name }: { name: 'play' | 'pause' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" data-icon={name}>
      {name === 'pause' ? (
        <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
      ) : (
        <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The video playlist (spec 001 §4, §7): a 640 × 360 player (its box reserved) and the list of videos. A
 * video's button plays it, or pauses and resumes it once it is the one playing; each button's icon and
 * name follow the player's own state (its controls included). Nothing of a provider loads before a video
 * is played.
 */
export function VideoPlaylist({ items, heading = 'Videos' }: VideoPlaylistProps) {
  const [current, setCurrent] = useState(-1);
  const [state, setState] = useState<PlayerState>('idle');
  const slot = useRef<HTMLDivElement>(null);
  const player = useRef<VideoPlayer | null>(null);
  const headingId = useId();

  useEffect(() => () => player.current?.destroy(), []);

  const choose = (index: number) => {
    const item = items[index];
    if (!item || !slot.current) return;
    if (index === current && player.current) {
      if (state === 'playing' || state === 'loading') player.current.pause();
      else player.current.play();
      return;
    }
    player.current?.destroy();
    setCurrent(index);
    player.current = startPlayer(slot.current, item, setState);
  };

  const first = items[0];
  return (
    <section className="sw-playlist" aria-labelledby={headingId} data-state={state}>
      <h2 className="sw-playlist__heading" id={headingId}>
        {heading}
      </h2>
      <div className="sw-playlist__player">
        <div className="sw-playlist__slot" ref={slot} />
        {current < 0 && first && (
          <button type="button" className="sw-playlist__start" onClick={() => choose(0)}>
            <Icon name="play" />
            <span>{`Play ${first.title}`}</span>
          </button>
        )}
      </div>
      <ol className="sw-playlist__items">
        {items.map((item, index) => {
          const icon = itemIcon(index, current, state);
          return (
            <li key={item.url}>
              <button
                type="button"
                className="sw-playlist__item"
                aria-current={index === current ? 'true' : undefined}
                data-icon={icon}
                onClick={() => choose(index)}
              >
                <Icon name={icon} />
                <span className="sw-visually-hidden">{icon === 'pause' ? 'Pause: ' : 'Play: '}</span>
                <span>{item.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

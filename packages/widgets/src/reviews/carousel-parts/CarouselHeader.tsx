import type { AutoplayStatus } from '@site-widgets/core/timing/autoplay.ts';
import { PauseButton } from './PauseButton.tsx';

export interface CarouselHeaderProps {
  heading: string | undefined;
  headingId: string;
  /** Whether the widget autoplays at all: the rotation control then needs a place. */
  autoplays: boolean;
  /** The rotation control appears once the client has taken over (it cannot work before). */
  hydrated: boolean;
  autoplay: { status: AutoplayStatus; toggle: () => void };
}

/** The heading (the carousel's accessible name) and the pause/play control, shared by slider and carousel. */
export function CarouselHeader({ heading, headingId, autoplays, hydrated, autoplay }: CarouselHeaderProps) {
  if (!heading && !autoplays) return null;
  return (
    <div className="sw-carousel__header" data-slot="header">
      {heading && (
        <h2 className="sw-carousel__heading" id={headingId}>
          {heading}
        </h2>
      )}
      {hydrated && <PauseButton status={autoplay.status} onToggle={autoplay.toggle} />}
    </div>
  );
}

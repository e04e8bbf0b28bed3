import {
  clampPercent,
  labelsShown,
  percentAtPointer,
  percentForKey,
} from '@site-widgets/core/content/before-after.ts';
import { type CSSProperties, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';

export interface BeforeAfterProps {
  beforeSrc: string;
  beforeAlt: string;
  afterSrc: string;
  afterAlt: string;
  width: number;
  height: number;
  /** default `Before` */
  beforeLabel?: string;
  /** default `After` */
  afterLabel?: string;
  /** The divider's first position in percent; default 50. */
  start?: number;
}

/**
 * spec 001 §1, §5, §9: two images compared by a divider. The divider is a WAI-ARIA slider (arrows 1 %,
 * Page Up/Down 10 %, Home/End) and follows a pointer dragged anywhere on the images; each label hides
 * while the divider is within 15 px of it.
 */
export function BeforeAfter({
  beforeSrc,
  beforeAlt,
  afterSrc,
  afterAlt,
  width,
  height,
  beforeLabel = 'Before',
  afterLabel = 'After',
  start = 50,
}: BeforeAfterProps) {
  const [position, setPosition] = useState(clampPercent(start));
  const [labels, setLabels] = useState({ before: true, after: true });
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<HTMLSpanElement>(null);
  const after = useRef<HTMLSpanElement>(null);
  const dragging = useRef(false);

  useLayoutEffect(() => {
    const measure = () => {
      const frame = box.current?.getBoundingClientRect();
      const first = before.current?.getBoundingClientRect();
      const second = after.current?.getBoundingClientRect();
      if (!frame || !first || !second || frame.width === 0) return;
      const next = labelsShown({
        divider: (frame.width * position) / 100,
        beforeLabelEnd: first.right - frame.left,
        afterLabelStart: second.left - frame.left,
      });
      setLabels((current) =>
        current.before === next.before && current.after === next.after ? current : next,
      );
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [position]);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const frame = box.current?.getBoundingClientRect();
    if (frame) setPosition(percentAtPointer(event.clientX - frame.left, frame.width));
  };
  const style = { '--sw-divider': `${position}%`, aspectRatio: `${width} / ${height}` } as CSSProperties;
  return (
    <div
      className="sw-before-after"
      ref={box}
      style={style}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => dragging.current && follow(event)}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <img
        className="sw-before-after__image"
        src={beforeSrc}
        alt={beforeAlt}
        width={width}
        height={height}
        draggable={false}
      />
      <img
        className="sw-before-after__image sw-before-after__image--after"
        src={afterSrc}
        alt={afterAlt}
        width={width}
        height={height}
        draggable={false}
      />
      <span
        className="sw-before-after__label"
        ref={before}
        data-side="before"
        data-state={labels.before ? 'shown' : 'hidden'}
        aria-hidden="true"
      >
        {beforeLabel}
      </span>
      <span
        className="sw-before-after__label"
        ref={after}
        data-side="after"
        data-state={labels.after ? 'shown' : 'hidden'}
        aria-hidden="true"
      >
        {afterLabel}
      </span>
      <div
        className="sw-before-after__divider"
        role="slider"
        tabIndex={0}
        aria-label={`${beforeLabel} and ${afterLabel} divider`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={position}
        aria-valuetext={`${position}% ${afterLabel.toLowerCase()}`}
        aria-orientation="horizontal"
        onKeyDown={(event) => {
          const next = percentForKey(event.key, position);
          if (next === undefined) return;
          event.preventDefault();
          setPosition(next);
        }}
      >
        <span className="sw-before-after__handle" aria-hidden="true" />
      </div>
    </div>
  );
}

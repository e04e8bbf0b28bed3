/**
 * spec 001 §3, §4, §9 motion effects: pure formulas. Scrolling effects move with how far the element
 * has passed through the viewport (0 % = its top at the viewport's bottom edge, 100 % = its bottom at
 * the top edge); mouse effects follow the pointer across the viewport. Every value is a transform,
 * opacity or filter, which the compositor animates without layout.
 */

export type ScrollEffectName = 'translateY' | 'translateX' | 'rotateZ' | 'scale' | 'opacity' | 'blur';
export type MouseEffectName = 'mouseTrack' | 'tilt';

/** Scale, opacity and blur move through an "in" and an "out" part of the viewport range. */
export type RangeDirection = 'out-in' | 'out-in-out' | 'in-out' | 'in-out-in';

/** A viewport range in percent: where the effect starts and stops acting (0–100). */
export interface PercentRange {
  start: number;
  end: number;
}

export interface ScrollEffect {
  effect: ScrollEffectName;
  /** translate/rotate/scale speed (0–10). */
  speed: number;
  /** translate and rotate: `negative` reverses the movement; scale/opacity/blur: a RangeDirection. */
  direction: 'positive' | 'negative' | RangeDirection;
  /** opacity (0–10, divided by 10) and blur (px). */
  level: number;
  /** scale/opacity/blur: the part of the viewport where the element is fully "in". */
  range: PercentRange;
  /** The part of the element's passage through the viewport where the effect acts. */
  affected: PercentRange;
}

export interface MouseEffect {
  effect: MouseEffectName;
  /** 0–10; tilt divides it by 10 (spec 001 §9). */
  speed: number;
  direction: 'positive' | 'negative';
}

export type MotionEffect = ScrollEffect | MouseEffect;

const round = (value: number, digits = 2) => {
  const factor = 10 ** digits;
  // `|| 0`: never -0, which would print as "-0px".
  return Math.round(value * factor) / factor || 0;
};
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * How far (percent, 0–100) an element has passed through the viewport: 0 while its top is still at or
 * below the bottom edge, 100 once its bottom is at or above the top edge. Reads measured numbers only,
 * so the scroll path needs no layout.
 */
export function passedPercent(
  scrollY: number,
  elementTop: number,
  elementHeight: number,
  viewportHeight: number,
) {
  const travel = elementHeight + viewportHeight;
  if (travel <= 0) return 0;
  return round(clamp(((scrollY + viewportHeight - elementTop) / travel) * 100, 0, 100));
}

/** The pointer's place across the viewport in percent (0–100) on each axis. */
export function pointerPercent(clientX: number, clientY: number, width: number, height: number) {
  return {
    x: width > 0 ? round(clamp((clientX / width) * 100, 0, 100)) : 50,
    y: height > 0 ? round(clamp((clientY / height) * 100, 0, 100)) : 50,
  };
}

/** `part` of `whole` in percent (the original's move point). */
function movePointOf(whole: number, part: number): number {
  return whole <= 0 ? 100 : round((part / whole) * 100);
}

/**
 * Where scale, opacity and blur stand (0 = fully "out", 100 = fully "in") at `passed` percent, for a
 * range direction: out-in grows to "in" before the range and stays; in-out starts "in" and leaves
 * after; out-in-out comes in before the range and leaves after it; in-out-in the reverse.
 */
export function rangeMovePoint(passed: number, direction: RangeDirection, range: PercentRange): number {
  if (passed < range.start) {
    if (direction === 'out-in') return 0;
    if (direction === 'in-out') return 100;
    const point = movePointOf(range.start, passed);
    return direction === 'in-out-in' ? 100 - point : point;
  }
  if (passed < range.end) {
    if (direction === 'in-out-in') return 0;
    if (direction === 'out-in-out') return 100;
    const point = movePointOf(range.end - range.start, passed - range.start);
    return direction === 'in-out' ? 100 - point : point;
  }
  if (direction === 'in-out') return 0;
  if (direction === 'out-in') return 100;
  const point = movePointOf(100 - range.end, 100 - passed);
  return direction === 'in-out-in' ? 100 - point : point;
}

/** An element moves `-(passed - 50) × speed` px (deg for rotation): at rest when half-way through. */
export function elementStep(passed: number, speed: number): number {
  return round(-(passed - 50) * speed);
}

/**
 * spec 001 §9: a background motion layer is larger than its section by 10 × speed percent, so it can
 * move that far without showing an edge.
 */
export function backgroundLayerPercent(speed: number): number {
  return 100 + 10 * speed;
}

/** A background layer moves through its extra size (px) as the section passes: 0 → -movable. */
export function backgroundStep(passed: number, sectionSize: number, speed: number): number {
  const movable = (sectionSize * (backgroundLayerPercent(speed) - 100)) / 100;
  return round(-(movable * passed) / 100);
}

/** spec 001 §9: scale is 1 + speed × move point / 1000. */
export function scaleAt(passed: number, effect: Pick<ScrollEffect, 'speed' | 'direction' | 'range'>): number {
  const point = rangeMovePoint(passed, effect.direction as RangeDirection, effect.range);
  return round(1 + (effect.speed * point) / 1000, 4);
}

/** spec 001 §9: opacity level / 10 is how much the element fades when fully "out". */
export function opacityAt(
  passed: number,
  effect: Pick<ScrollEffect, 'level' | 'direction' | 'range'>,
): number {
  const level = effect.level / 10;
  const point = rangeMovePoint(passed, effect.direction as RangeDirection, effect.range);
  return round(1 - level + (level * point) / 100, 4);
}

/** Blur is `level` px when fully "out" and none when fully "in". */
export function blurAt(passed: number, effect: Pick<ScrollEffect, 'level' | 'direction' | 'range'>): number {
  const point = rangeMovePoint(passed, effect.direction as RangeDirection, effect.range);
  return round(effect.level - (effect.level * point) / 100);
}

/** The style an element's effects give it: a transform, an opacity and a filter (or none). */
export interface MotionStyle {
  transform: string;
  opacity: string;
  filter: string;
}

const isScroll = (effect: MotionEffect): effect is ScrollEffect =>
  effect.effect !== 'mouseTrack' && effect.effect !== 'tilt';

/**
 * Every effect of an element at a scroll passage and pointer place, as one style. The affected range
 * holds an effect at its edge outside it, so nothing jumps when the element leaves that range.
 */
export function motionStyleAt(
  effects: readonly MotionEffect[],
  passed: number,
  pointer: { x: number; y: number },
): MotionStyle {
  const transforms: string[] = [];
  let opacity = '';
  let filter = '';
  for (const effect of effects) {
    if (isScroll(effect)) {
      const at = clamp(passed, effect.affected.start, effect.affected.end);
      const reversed = effect.direction === 'negative' ? 100 - at : at;
      switch (effect.effect) {
        case 'translateY':
          transforms.push(`translateY(${elementStep(reversed, effect.speed)}px)`);
          break;
        case 'translateX':
          transforms.push(`translateX(${elementStep(reversed, effect.speed)}px)`);
          break;
        case 'rotateZ':
          transforms.push(`rotateZ(${elementStep(reversed, effect.speed)}deg)`);
          break;
        case 'scale':
          transforms.push(`scale(${scaleAt(at, effect)})`);
          break;
        case 'opacity':
          opacity = String(opacityAt(at, effect));
          break;
        case 'blur':
          filter = `blur(${blurAt(at, effect)}px)`;
          break;
      }
    } else if (effect.effect === 'mouseTrack') {
      // The element drifts against the pointer (with it when negative), at rest at the centre.
      const sign = effect.direction === 'negative' ? -1 : 1;
      const x = elementStep(pointer.x, (sign * effect.speed) / 10);
      const y = elementStep(pointer.y, (sign * effect.speed) / 10);
      transforms.push(`translate(${x}px, ${y}px)`);
    } else {
      // spec 001 §9: tilt speed / 10 (degrees per percent from the centre).
      const speed = effect.speed / 10;
      const sign = effect.direction === 'negative' ? -1 : 1;
      const rotateX = elementStep(100 - pointer.y, sign * speed);
      const rotateY = elementStep(pointer.x, sign * speed);
      transforms.push(`perspective(1000px) rotateX(${rotateX}deg) rotateY(${rotateY}deg)`);
    }
  }
  return { transform: transforms.join(' '), opacity, filter };
}

/** Whether an element's effects follow the pointer (a mouse listener is needed). */
export function followsPointer(effects: readonly MotionEffect[]): boolean {
  return effects.some((effect) => !isScroll(effect));
}

import { describe, expect, it } from 'vitest';
import {
  backgroundLayerPercent,
  backgroundStep,
  blurAt,
  elementStep,
  followsPointer,
  type MotionEffect,
  motionStyleAt,
  opacityAt,
  passedPercent,
  pointerPercent,
  rangeMovePoint,
  scaleAt,
} from '../src/builder/motion-effects.ts';

const whole = { start: 0, end: 100 };
const middle = { start: 20, end: 80 };

describe('passedPercent', () => {
  it('is 0 while the element is below the viewport and 100 once it has left above', () => {
    // element at 2000 px, 400 tall, viewport 800 tall
    expect(passedPercent(0, 2000, 400, 800)).toBe(0);
    expect(passedPercent(1200, 2000, 400, 800)).toBe(0);
    expect(passedPercent(1800, 2000, 400, 800)).toBe(50);
    expect(passedPercent(2400, 2000, 400, 800)).toBe(100);
    expect(passedPercent(5000, 2000, 400, 800)).toBe(100);
  });
});

describe('pointerPercent', () => {
  it('places the pointer across the viewport, the centre at 50 %', () => {
    expect(pointerPercent(640, 450, 1280, 900)).toEqual({ x: 50, y: 50 });
    expect(pointerPercent(0, 900, 1280, 900)).toEqual({ x: 0, y: 100 });
    expect(pointerPercent(-10, 2000, 1280, 900)).toEqual({ x: 0, y: 100 });
  });
});

describe('elementStep (translate and rotate)', () => {
  it('is at rest half-way and moves -(passed - 50) × speed', () => {
    expect(elementStep(50, 4)).toBe(0);
    expect(elementStep(0, 4)).toBe(200);
    expect(elementStep(100, 4)).toBe(-200);
    expect(elementStep(75, 2)).toBe(-50);
  });
});

describe('rangeMovePoint', () => {
  it('out-in: comes in over the range start and stays in', () => {
    expect(rangeMovePoint(0, 'out-in', middle)).toBe(0);
    expect(rangeMovePoint(10, 'out-in', middle)).toBe(0);
    expect(rangeMovePoint(50, 'out-in', middle)).toBe(50);
    expect(rangeMovePoint(90, 'out-in', middle)).toBe(100);
  });
  it('in-out: starts in and leaves over the range', () => {
    expect(rangeMovePoint(10, 'in-out', middle)).toBe(100);
    expect(rangeMovePoint(50, 'in-out', middle)).toBe(50);
    expect(rangeMovePoint(90, 'in-out', middle)).toBe(0);
  });
  it('out-in-out: in before the range, fully in inside it, out after it', () => {
    expect(rangeMovePoint(10, 'out-in-out', middle)).toBe(50);
    expect(rangeMovePoint(50, 'out-in-out', middle)).toBe(100);
    expect(rangeMovePoint(90, 'out-in-out', middle)).toBe(50);
    expect(rangeMovePoint(100, 'out-in-out', middle)).toBe(0);
  });
  it('in-out-in: the reverse', () => {
    expect(rangeMovePoint(0, 'in-out-in', middle)).toBe(100);
    expect(rangeMovePoint(50, 'in-out-in', middle)).toBe(0);
    expect(rangeMovePoint(100, 'in-out-in', middle)).toBe(100);
  });
});

describe('spec 001 §9 constants', () => {
  it('a background layer grows by 10 × speed percent and moves through that extra size', () => {
    expect(backgroundLayerPercent(4)).toBe(140);
    expect(backgroundStep(0, 500, 4)).toBe(0);
    expect(backgroundStep(100, 500, 4)).toBe(-200);
    expect(backgroundStep(50, 500, 4)).toBe(-100);
  });
  it('scale is 1 + speed × move point / 1000', () => {
    expect(scaleAt(90, { speed: 4, direction: 'out-in', range: middle })).toBe(1.4);
    expect(scaleAt(50, { speed: 4, direction: 'out-in', range: middle })).toBe(1.2);
    expect(scaleAt(0, { speed: 4, direction: 'out-in', range: middle })).toBe(1);
  });
  it('opacity fades by level / 10 when fully out', () => {
    expect(opacityAt(0, { level: 10, direction: 'out-in', range: middle })).toBe(0);
    expect(opacityAt(0, { level: 5, direction: 'out-in', range: middle })).toBe(0.5);
    expect(opacityAt(90, { level: 5, direction: 'out-in', range: middle })).toBe(1);
  });
  it('blur is the level in px when out and none when in', () => {
    expect(blurAt(0, { level: 7, direction: 'out-in', range: middle })).toBe(7);
    expect(blurAt(90, { level: 7, direction: 'out-in', range: middle })).toBe(0);
  });
  it('tilt divides its speed by 10', () => {
    const style = motionStyleAt([{ effect: 'tilt', speed: 10, direction: 'positive' }], 0, { x: 100, y: 50 });
    // 50 % from the centre × 10 / 10 = 50 deg about the vertical axis, none about the horizontal
    expect(style.transform).toBe('perspective(1000px) rotateX(0deg) rotateY(-50deg)');
  });
});

describe('motionStyleAt', () => {
  it('joins the transforms of every effect and keeps opacity and filter apart', () => {
    const effects: MotionEffect[] = [
      { effect: 'translateY', speed: 2, direction: 'positive', affected: whole, level: 0, range: whole },
      { effect: 'rotateZ', speed: 1, direction: 'negative', affected: whole, level: 0, range: whole },
      { effect: 'opacity', speed: 0, direction: 'out-in', level: 10, range: middle, affected: whole },
      { effect: 'blur', speed: 0, direction: 'out-in', level: 4, range: middle, affected: whole },
    ];
    const style = motionStyleAt(effects, 0, { x: 50, y: 50 });
    expect(style.transform).toBe('translateY(100px) rotateZ(-50deg)');
    expect(style.opacity).toBe('0');
    expect(style.filter).toBe('blur(4px)');
  });

  it('holds an effect at the edge of its affected range', () => {
    const effect: MotionEffect = {
      effect: 'translateX',
      speed: 1,
      direction: 'positive',
      affected: { start: 40, end: 60 },
      level: 0,
      range: whole,
    };
    expect(motionStyleAt([effect], 0, { x: 50, y: 50 }).transform).toBe('translateX(10px)');
    expect(motionStyleAt([effect], 100, { x: 50, y: 50 }).transform).toBe('translateX(-10px)');
  });

  it('mouse track moves against the pointer, at rest at the centre', () => {
    const track: MotionEffect = { effect: 'mouseTrack', speed: 10, direction: 'positive' };
    expect(motionStyleAt([track], 0, { x: 50, y: 50 }).transform).toBe('translate(0px, 0px)');
    expect(motionStyleAt([track], 0, { x: 100, y: 0 }).transform).toBe('translate(-50px, 50px)');
    expect(followsPointer([track])).toBe(true);
  });

  it('has no style at all without effects', () => {
    expect(motionStyleAt([], 30, { x: 0, y: 0 })).toEqual({ transform: '', opacity: '', filter: '' });
  });
});

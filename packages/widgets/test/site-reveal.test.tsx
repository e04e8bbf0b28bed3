import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  unobserved: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
    this.unobserved.push(element);
  }
  disconnect() {}
  enter(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function element(top: number): HTMLElement {
  const node = document.createElement('div');
  node.dataset.widget = 'site-reveal';
  node.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect;
  document.body.append(node);
  return node;
}

async function freshWidget() {
  vi.resetModules();
  return import('../src/site/reveal/widget.ts');
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the scroll-in animation', () => {
  it('hides an element below the viewport, shows it when it enters, then stops observing it', async () => {
    const { mount } = await freshWidget();
    const below = element(1200);
    expect(await mount(below)).toBeTypeOf('function');
    expect(below.dataset.reveal).toBe('waiting');
    const observer = FakeObserver.instances[0] as FakeObserver;
    expect(observer.observed.has(below)).toBe(true);
    observer.enter(below);
    expect(below.dataset.reveal).toBe('shown');
    expect(observer.unobserved).toEqual([below]);
    expect(observer.observed.size).toBe(0);
  });

  it('runs once: a later entrance changes nothing', async () => {
    const { mount } = await freshWidget();
    const below = element(1200);
    await mount(below);
    const observer = FakeObserver.instances[0] as FakeObserver;
    observer.enter(below);
    below.dataset.reveal = 'shown';
    observer.enter(below);
    expect(observer.unobserved).toHaveLength(2);
    expect(below.dataset.reveal).toBe('shown');
  });

  it('never hides an element already on screen', async () => {
    const { mount } = await freshWidget();
    const visible = element(300);
    await mount(visible);
    expect(visible.dataset.reveal).toBeUndefined();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('does nothing under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    const { mount } = await freshWidget();
    const below = element(1200);
    await mount(below);
    expect(below.dataset.reveal).toBeUndefined();
  });

  it('shares one observer between every element', async () => {
    const { mount } = await freshWidget();
    await mount(element(1000));
    await mount(element(1400));
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0]?.observed.size).toBe(2);
  });
});

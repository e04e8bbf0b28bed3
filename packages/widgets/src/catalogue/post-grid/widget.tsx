import { postGridAttributesSchema } from '@site-widgets/contract/catalogue/grid-attributes.ts';
import { mountGrid } from '../grid-parts/mount-grid.tsx';

/** `<div data-widget="post-grid">`: hydrates or mounts the grid (see grid-parts/mount-grid.tsx). */
export function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  return mountGrid('post-grid', element, postGridAttributesSchema);
}

import { productGridAttributesSchema } from '@site-widgets/contract/catalogue/grid-attributes.ts';
import { mountGrid } from '../grid-parts/mount-grid.tsx';

/** `<div data-widget="product-grid">`: hydrates or mounts the grid (see grid-parts/mount-grid.tsx). */
export function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  return mountGrid('product-grid', element, productGridAttributesSchema);
}

import { contentHotspotsAttributesSchema } from '@site-widgets/contract/content/panel-attributes.ts';
import { mountContentWidget } from '../shared/mount.tsx';
import { Hotspots, type HotspotsProps } from './Hotspots.tsx';

/** Hydrates the server's hotspots (its spots are the server's settings: no plain-page form). */
export function mount(element: HTMLElement) {
  return mountContentWidget<typeof contentHotspotsAttributesSchema, HotspotsProps>(
    'content-hotspots',
    element,
    contentHotspotsAttributesSchema,
    (props) => <Hotspots {...props} />,
    () => undefined,
  );
}

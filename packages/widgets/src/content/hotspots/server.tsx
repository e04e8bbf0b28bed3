import { renderWidget } from '../../runtime/ssr.tsx';
import { settingAttributes } from '../shared/server-attributes.ts';
import { Hotspots, type HotspotsProps } from './Hotspots.tsx';

/** The image hotspots as the server puts them into a page (tooltips closed unless `always`). */
export function renderHotspotsWidget(props: HotspotsProps): string {
  return renderWidget(
    'content-hotspots',
    settingAttributes({ trigger: props.trigger }),
    <Hotspots {...props} />,
    props,
  );
}

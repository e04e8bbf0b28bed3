import { renderWidget } from '../../runtime/ssr.tsx';
import { ProgressTracker, type ProgressTrackerProps } from './ProgressTracker.tsx';

/** The progress tracker as the server puts it into a page (at 0 %). */
export function renderProgressTrackerWidget(props: ProgressTrackerProps = {}): string {
  const attributes: Record<string, string> = {
    ...(props.target ? { target: props.target } : {}),
    ...(props.position ? { position: props.position } : {}),
    ...(props.label ? { label: props.label } : {}),
  };
  return renderWidget('content-progress-tracker', attributes, <ProgressTracker {...props} />, props);
}

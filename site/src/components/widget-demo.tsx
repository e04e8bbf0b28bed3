import { WidgetSlot } from '../document.tsx';

export interface WidgetDemoProps {
  id: string;
  title: string;
  description: string;
  /** The widget as the server rendered it. */
  html: string;
  /** The HTML a site owner pastes to get it. */
  snippet: string;
}

/** One widget on the showcase page, beside the snippet that places it. */
export function WidgetDemo({ id, title, description, html, snippet }: WidgetDemoProps) {
  return (
    <section id={id} className="section widget-demo section--deferred" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="widget-demo__title">
          {title}
        </h2>
        <p className="widget-demo__description">{description}</p>
        <div className="widget-demo__body">
          <WidgetSlot html={html} className="widget-demo__widget" />
          <details className="widget-demo__snippet">
            <summary>The snippet</summary>
            <pre>
              <code>{snippet}</code>
            </pre>
          </details>
        </div>
      </div>
    </section>
  );
}

/** The `<div data-widget=…>` a site owner writes, from the attributes the widget was rendered with. */
export function snippetFor(widget: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => `\n     data-${key}="${value}"`)
    .join('');
  return `<div data-widget="${widget}"${attrs}>\n  <a href="/reviews">Read our reviews</a>\n</div>`;
}

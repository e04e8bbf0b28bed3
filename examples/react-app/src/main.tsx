import { ReviewCarouselWidget } from '@site-widgets/widgets/review-carousel';
import { ReviewListWidget, SiteWidgetsProvider } from '@site-widgets/widgets/review-list';
import '@site-widgets/widgets/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The site-widgets server: `?server=https://reviews.example.com`, else VITE_SITE_WIDGETS_SERVER at build
// time, else this page's own origin (a server, or a proxy to one, on the same origin).
const serverUrl =
  new URLSearchParams(window.location.search).get('server') ??
  import.meta.env.VITE_SITE_WIDGETS_SERVER ??
  window.location.origin;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <SiteWidgetsProvider serverUrl={serverUrl}>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        <h1>Our guests' reviews</h1>
        <ReviewListWidget
          template="1"
          perRow="2"
          rows="2"
          heading="What guests say"
          fallback={<p>Loading reviews…</p>}
        />
        <ReviewCarouselWidget template="1" reviewCount="6" heading="Review carousel" />
      </main>
    </SiteWidgetsProvider>
  </StrictMode>,
);

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The Facebook box as the server puts it into a page: a consent placeholder (what loading it means, the
 * button, and a plain link to the page) inside the widget root; nothing from Facebook is requested
 * before the button is pressed.
 */
export function renderFacebookWidget(options: {
  sdkUrl: string;
  pageUrl: string;
  appId?: string | undefined;
}) {
  const app = options.appId ? ` data-app-id="${escapeHtml(options.appId)}"` : '';
  return (
    `<div data-widget="social-facebook" data-sdk-url="${escapeHtml(options.sdkUrl)}" data-page-url="${escapeHtml(options.pageUrl)}"${app}>` +
    '<div data-widget-root=""><div class="sw-facebook__placeholder" data-slot="facebook-placeholder">' +
    '<p>Our Facebook posts are shown by Facebook. Loading them lets Facebook set cookies and see your visit.</p>' +
    '<button type="button" class="sw-facebook__consent" data-slot="facebook-consent">Load Facebook posts</button> ' +
    `<a href="${escapeHtml(options.pageUrl)}" rel="noopener noreferrer">Open our Facebook page</a>` +
    '</div></div></div>'
  );
}

/**
 * The pagination chunk (issue 12 §9, spec 001 §7 `gform-pagination`): loaded only by forms with more
 * than one page. After a page change it brings the new page into view and moves focus to its first
 * field, so keyboard and screen-reader visitors continue where the page starts.
 */
export function focusPage(form: HTMLFormElement, formId: number, page: number): void {
  const container = form.querySelector<HTMLElement>(`#gform_page_${formId}_${page}`);
  if (!container) return;
  const first = container.querySelector<HTMLElement>(
    '.gfield:not([hidden]) input:not([type=hidden]):not([disabled]), .gfield:not([hidden]) select, .gfield:not([hidden]) textarea',
  );
  container.scrollIntoView?.({ block: 'start' });
  first?.focus();
}

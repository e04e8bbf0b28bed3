import { EDITOR_BODY_CLASS } from '../../site/shared/site-page-vars.ts';

/** spec 001 §2, §6: editor preview is the active-editor body class; countdown actions do not run there. */
export function inEditor(): boolean {
  return document.body.classList.contains(EDITOR_BODY_CLASS);
}

/** Calls `onVisible` once, the first time the element enters the viewport; returns a stop. */
export function whenVisible(element: Element, onVisible: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onVisible();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

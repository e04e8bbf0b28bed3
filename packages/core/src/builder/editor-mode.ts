/**
 * Issue 14 item 8, spec 001 §1, §6: in the page builder's editor preview the page is being built, not
 * visited. What the behaviours of this folder do there (the spec leaves it to us, see
 * docs/architecture.md "Builder behaviours"):
 * - sticky sections stay in place (the editor must select and edit them where they are);
 * - motion effects stay at rest (they would move what is being edited);
 * - one-page links jump without animation, the scroll spy still marks the item;
 * - an off-canvas panel is shown open at once, without animation, so its content can be edited.
 */
export interface EditorPlan {
  sticky: boolean;
  motion: boolean;
  smoothScroll: boolean;
  offCanvasOpenAtStart: boolean;
}

export function builderPlan(editMode: boolean, reducedMotion: boolean): EditorPlan {
  return {
    sticky: !editMode,
    motion: !editMode && !reducedMotion,
    smoothScroll: !editMode && !reducedMotion,
    offCanvasOpenAtStart: editMode,
  };
}

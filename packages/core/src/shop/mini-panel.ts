/** spec 001 §4: mini wishlist, compare and cart panels open and close by toggle or outside click. */
export type MiniPanelState = 'closed' | 'open';

export type MiniPanelEvent =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  /** A click anywhere on the page; `inside` when it landed in the panel or its toggle. */
  | { type: 'page-click'; inside: boolean }
  | { type: 'key'; key: string };

export function miniPanelNext(state: MiniPanelState, event: MiniPanelEvent): MiniPanelState {
  switch (event.type) {
    case 'toggle':
      return state === 'open' ? 'closed' : 'open';
    case 'open':
      return 'open';
    case 'close':
      return 'closed';
    case 'page-click':
      return event.inside ? state : 'closed';
    case 'key':
      return event.key === 'Escape' ? 'closed' : state;
  }
}

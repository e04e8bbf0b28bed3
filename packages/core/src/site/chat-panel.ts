import { createStore, type Store } from '../store.ts';
import type { Clock } from '../timing/clock.ts';

/** spec 000 §2, §9: the chat panel shows in 200 ms and hides in 500 ms. */
export const CHAT_SHOW_MS = 200;
export const CHAT_HIDE_MS = 500;

/** spec 000 §4: collapsed or expanded, with the two animations between them. */
export type ChatPanelState = 'collapsed' | 'opening' | 'expanded' | 'closing';

/** The control that shows: "show chat" while the panel is (going) away, "hide chat" while it is (coming) in. */
export function chatControlShown(state: ChatPanelState): 'show' | 'hide' {
  return state === 'opening' || state === 'expanded' ? 'hide' : 'show';
}

export interface ChatPanel extends Pick<Store<ChatPanelState>, 'getState' | 'subscribe'> {
  show(): void;
  hide(): void;
  destroy(): void;
}

/** The chat panel's state machine; the view renders `data-state` and the CSS animates it. */
export function createChatPanel(clock: Clock, showMs = CHAT_SHOW_MS, hideMs = CHAT_HIDE_MS): ChatPanel {
  const store = createStore<ChatPanelState>('collapsed');
  let timer: unknown;
  const move = (through: ChatPanelState, to: ChatPanelState, ms: number) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    store.setState(through);
    timer = clock.setTimeout(() => {
      timer = undefined;
      store.setState(to);
    }, ms);
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    show() {
      if (chatControlShown(store.getState()) === 'show') move('opening', 'expanded', showMs);
    },
    hide() {
      if (chatControlShown(store.getState()) === 'hide') move('closing', 'collapsed', hideMs);
    },
    destroy() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}

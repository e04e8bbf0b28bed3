import { chatControlShown, createChatPanel } from '@site-widgets/core/site/chat-panel.ts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { windowClock } from '../shared/browser.ts';
import { chatMailto } from './mailto.ts';

export interface ChatPanelProps {
  /** Where "Send by e-mail" writes to. */
  email: string;
  /** A telephone number shown as a call link; default none. */
  phone?: string | undefined;
  /** The panel's heading; default `Chat with us`. */
  heading?: string | undefined;
}

const serverState = () => 'collapsed' as const;

/**
 * spec 000 §2, §4: the footer chat panel, collapsed or expanded. 'Show chat' reveals it in 200 ms, 'Hide
 * chat' hides it in 500 ms, and the two controls swap visibility (focus moves to the one that appears).
 * No backend: the message opens in the visitor's own mail app.
 */
export function ChatPanel({ email, phone, heading = 'Chat with us' }: ChatPanelProps) {
  const [panel] = useState(() => createChatPanel(windowClock));
  useEffect(() => () => panel.destroy(), [panel]);
  const state = useSyncExternalStore(panel.subscribe, panel.getState, serverState);
  const control = chatControlShown(state);
  const [message, setMessage] = useState('');
  const id = useId();
  const showRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (control === 'hide' ? hideRef : showRef).current?.focus();
  }, [control]);

  const press = (action: () => void) => () => {
    moveFocus.current = true;
    action();
  };

  return (
    <div className="sw-chat" data-state={state}>
      <button
        ref={showRef}
        type="button"
        className="sw-chat__control"
        data-control="show"
        aria-expanded="false"
        aria-controls={`${id}panel`}
        hidden={control !== 'show'}
        onClick={press(panel.show)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 4h16v12H7l-3 3zm2 2v8.2L6.2 14H18V6z" fill="currentColor" />
        </svg>
        Show chat
      </button>
      <button
        ref={hideRef}
        type="button"
        className="sw-chat__control"
        data-control="hide"
        aria-expanded="true"
        aria-controls={`${id}panel`}
        hidden={control !== 'hide'}
        onClick={press(panel.hide)}
      >
        Hide chat
      </button>
      <section
        id={`${id}panel`}
        className="sw-chat__panel"
        data-state={state}
        hidden={state === 'collapsed'}
        aria-labelledby={`${id}heading`}
      >
        <h2 id={`${id}heading`} className="sw-chat__heading">
          {heading}
        </h2>
        <p className="sw-chat__intro">
          Ask about a table, an allergy or a birthday cake. We answer every message within a day.
        </p>
        <label className="sw-chat__label" htmlFor={`${id}message`}>
          Your message
        </label>
        <textarea
          id={`${id}message`}
          className="sw-chat__message"
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p className="sw-chat__actions">
          <a className="sw-chat__send" href={chatMailto(email, message)}>
            Send by e-mail
          </a>
          {phone && (
            <a className="sw-chat__call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              Call {phone}
            </a>
          )}
        </p>
      </section>
    </div>
  );
}

import { type ContactDetails, contactLinks } from '@site-widgets/core/content/contact-links.ts';
import { useEffect, useId, useRef, useState } from 'react';

export interface ContactButtonsProps extends ContactDetails {
  /** The button's name; default `Contact us`. */
  label?: string | undefined;
}

/**
 * Contact buttons (issue 16): a round button fixed in the corner that shows the ways to reach the café
 * (call, e-mail, WhatsApp, map) as a disclosure. Without JavaScript the list is open. Escape closes it
 * and returns focus to the button.
 */
export function ContactButtons({ label = 'Contact us', ...details }: ContactButtonsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const links = contactLinks(details);
  // Live: the list closes behind its button (open without JavaScript).
  useEffect(() => setLive(true), []);
  const root = useRef<HTMLDivElement>(null);
  // Escape anywhere in it closes the list and returns focus to the button.
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div
      className="sw-contact"
      data-state={open ? 'open' : 'closed'}
      data-live={live ? '' : undefined}
      ref={root}
    >
      <ul className="sw-contact__list" id={`${id}list`}>
        {links.map((link) => (
          <li key={link.kind}>
            <a
              className={`sw-contact__link sw-contact__link--${link.kind}`}
              href={link.href}
              {...(link.kind === 'whatsapp' || link.kind === 'map'
                ? { target: '_blank', rel: 'noopener noreferrer' }
                : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <button
        ref={button}
        type="button"
        className="sw-contact__toggle"
        aria-expanded={open}
        aria-controls={`${id}list`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v11H8l-4 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sw-visually-hidden">{label}</span>
      </button>
    </div>
  );
}

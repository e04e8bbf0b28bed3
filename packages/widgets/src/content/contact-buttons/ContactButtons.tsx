import { type ContactDetails, contactLinks } from '@site-widgets/core/content/contact-links.ts';
import { useEffect, useRef } from 'react';

export interface ContactButtonsProps extends ContactDetails {
  /** The button's name; default `Contact us`. */
  label?: string | undefined;
}

/**
 * Contact buttons (issue 16): a round button fixed in the corner that shows the ways to reach the café
 * (call, e-mail, WhatsApp, map). A native disclosure (`<details>`), so it opens and closes without
 * JavaScript; the script adds Escape, which closes it and returns focus to the button.
 */
export function ContactButtons({ label = 'Contact us', ...details }: ContactButtonsProps) {
  const root = useRef<HTMLDetailsElement>(null);
  const links = contactLinks(details);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <details className="sw-contact" ref={root}>
      <summary className="sw-contact__toggle">
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
      </summary>
      <ul className="sw-contact__list">
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
    </details>
  );
}

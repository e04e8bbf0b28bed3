import { type MouseEvent, useEffect, useId, useState } from 'react';
import { NoScriptStyle } from '../shared/no-script.tsx';

export interface FlipBoxProps {
  front: { title: string; text: string; icon?: string };
  back: { title: string; text: string; link?: { href: string; text: string } };
  /** What turns the box: a click on the box, its button, or hover (and focus); default `hover`. */
  trigger?: 'box' | 'button' | 'hover';
  direction?: 'horizontal' | 'vertical';
  /** The front's button text; default `Turn over`. */
  buttonText?: string;
}

const NO_SCRIPT_CSS =
  '.sw-flip-box__inner{display:block!important;transform:none!important}' +
  '.sw-flip-box__face{position:static!important;transform:none!important;visibility:visible!important}' +
  '.sw-flip-box__turn{display:none!important}';

/**
 * spec 001 §4: a flip box turns on a box click, a button click or hover, and is back on its front when
 * the visitor returns to the page with Back (a page restored from the back/forward cache). Its button
 * is a disclosure of the back (aria-expanded); the face not shown is hidden from everyone. Under reduced
 * motion the faces swap without turning.
 */
export function FlipBox({
  front,
  back,
  trigger = 'hover',
  direction = 'horizontal',
  buttonText = 'Turn over',
}: FlipBoxProps) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setFlipped(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onBoxClick = (event: MouseEvent) => {
    if (trigger !== 'box' || (event.target as Element).closest('a, button')) return;
    setFlipped((current) => !current);
  };
  const hover = trigger === 'hover';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the box click is a pointer convenience; the buttons are the keyboard's way
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside do the same for the keyboard
    <div
      className="sw-flip-box"
      data-state={flipped ? 'back' : 'front'}
      data-trigger={trigger}
      data-direction={direction}
      onClick={onBoxClick}
      onMouseEnter={hover ? () => setFlipped(true) : undefined}
      onMouseLeave={hover ? () => setFlipped(false) : undefined}
    >
      <div className="sw-flip-box__inner">
        <div className="sw-flip-box__face sw-flip-box__face--front" aria-hidden={flipped} inert={flipped}>
          {front.icon && (
            <span className="sw-flip-box__icon" aria-hidden="true">
              {front.icon}
            </span>
          )}
          <h3 className="sw-flip-box__title">{front.title}</h3>
          <p>{front.text}</p>
          <button
            type="button"
            className="sw-flip-box__turn"
            aria-expanded={flipped}
            aria-controls={backId}
            onClick={() => setFlipped(true)}
          >
            {buttonText}
            <span className="sw-visually-hidden">: {front.title}</span>
          </button>
        </div>
        <div
          className="sw-flip-box__face sw-flip-box__face--back"
          id={backId}
          aria-hidden={!flipped}
          inert={!flipped}
        >
          <h3 className="sw-flip-box__title">{back.title}</h3>
          <p>{back.text}</p>
          {back.link && <a href={back.link.href}>{back.link.text}</a>}
          <button type="button" className="sw-flip-box__turn" onClick={() => setFlipped(false)}>
            Turn back<span className="sw-visually-hidden">: {front.title}</span>
          </button>
        </div>
      </div>
      <NoScriptStyle css={NO_SCRIPT_CSS} />
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { createCriticalCss, markupNames, requiredNames } from '../src/modules/site/critical-css.ts';

const CSS = `:root { --accent: #0b5; }
.card { padding: 1rem; }
.card .card__title, .dialog__title { font-weight: 700; }
.dialog { position: fixed; }
#main > .card:hover { color: red; }
.card:not(.card--open) [data-state="open"] { display: none; }
:is(.card, .dialog) img { max-width: 100%; }
@media (min-width: 40em) { .card { padding: 2rem; } .dialog { inset: 2rem; } }
@media (prefers-reduced-motion: reduce) { .dialog { transition: none; } }
@keyframes fade { from { opacity: 0; } to { opacity: 1; } }
/* a comment */
button.sw\\:wide { width: 100%; }`;

describe('critical CSS: the rules a page’s markup can match (issue 10 §4)', () => {
  it('reads class names and ids from the markup', () => {
    expect(markupNames('<main id="main"><p class="card  card--x">a</p><b class="">b</b></main>')).toEqual(
      new Set(['#main', '.card', '.card--x']),
    );
  });

  it('a selector needs its own classes and ids, not those it negates or offers as choices', () => {
    expect(requiredNames('#main > .card:hover')).toEqual(['#main', '.card']);
    expect(requiredNames('.card:not(.card--open) [data-state="open"]')).toEqual(['.card']);
    expect(requiredNames(':is(.card, .dialog) img')).toEqual([]);
    expect(requiredNames('[href$=".pdf"] .icon')).toEqual(['.icon']);
    expect(requiredNames('button.sw\\:wide')).toEqual(['.sw:wide']);
    expect(requiredNames('.a:has(.b:not(.c)) .d')).toEqual(['.a', '.d']);
  });

  it('keeps what the markup uses, drops rules and emptied at-rules it cannot use', () => {
    const sheet = createCriticalCss(CSS);
    const { css, whole } = sheet.forNames(
      markupNames('<main id="main"><article class="card"><h2 class="card__title">x</h2></article></main>'),
    );
    expect(whole).toBe(false);
    expect(css).toContain(':root{--accent:#0b5;}');
    expect(css).toContain('.card{padding:1rem;}');
    // A selector list stays whole when one of its selectors can match.
    expect(css).toContain('.card .card__title, .dialog__title{');
    expect(css).toContain('#main > .card:hover{');
    expect(css).toContain('.card:not(.card--open) [data-state="open"]{');
    expect(css).toContain(':is(.card, .dialog) img{');
    expect(css).toContain('@media (min-width: 40em){.card{padding:2rem;}}');
    expect(css).toContain('@keyframes fade{from{opacity:0;}to{opacity:1;}}');
    expect(css).not.toContain('.dialog{');
    expect(css).not.toContain('inset');
    expect(css).not.toContain('prefers-reduced-motion');
    expect(css).not.toContain('sw\\:wide');
    expect(css).not.toContain('comment');
  });

  it('`:is()` and `:where()` need one of their choices', () => {
    const sheet = createCriticalCss(CSS);
    expect(sheet.forNames(new Set(['#main'])).css).not.toContain(':is(.card, .dialog) img');
    expect(sheet.forNames(new Set(['.dialog'])).css).toContain(':is(.card, .dialog) img');
    expect(requiredNames(':where(.a, .b) .c')).toEqual(['.c']);
  });

  it('a page that uses every rule gets all of them, and is told so', () => {
    const sheet = createCriticalCss(CSS);
    const names = markupNames(
      '<main id="main"><p class="card card__title dialog dialog__title"></p><button class="sw:wide"></button></main>',
    );
    const { css, whole } = sheet.forNames(names);
    expect(whole).toBe(true);
    expect(css).toContain('button.sw\\:wide{width:100%;}');
    expect(css).toContain('@media (prefers-reduced-motion: reduce){.dialog{transition:none;}}');
  });

  it('answers one page kind from its cache and stays within its entries', () => {
    const sheet = createCriticalCss(CSS, 2);
    const first = sheet.forNames(new Set(['.card']));
    // Names the sheet does not know do not make a new entry.
    expect(sheet.forNames(new Set(['.card', '.unknown']))).toBe(first);
    for (const names of [['.dialog'], ['#main']]) sheet.forNames(new Set(names));
    // Two newer kinds pushed it out: the same answer, worked out again.
    const again = sheet.forNames(new Set(['.card']));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

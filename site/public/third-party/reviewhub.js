/*
 * A stand-in for a third-party reviews widget (think of a review platform's embed script), served
 * locally so the demo makes no outside request. Like the real thing it reads its options from its own
 * script element: data-target (where to draw) and data-email-required ("true": reviewers must give an
 * e-mail address). It draws into the box the page reserved for it, never taller than that box.
 */
(() => {
  const script = document.currentScript;
  if (!script) return;
  const box = document.querySelector(script.dataset.target || '');
  if (!box) return;
  const emailRequired = script.dataset.emailRequired === 'true';

  const REVIEWS = [
    {
      name: 'Priya S.',
      text: 'Best crab sandwich on the south coast, and they found us a table by the window with a toddler in tow.',
    },
    {
      name: 'Tom W.',
      text: 'Cream tea after the ferry is now a family tradition. The scones are the real thing.',
    },
  ];

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  };

  const root = element('div', 'reviewhub');
  root.setAttribute('data-reviewhub', 'loaded');
  root.style.cssText =
    'box-sizing:border-box;height:100%;padding:1.25rem 1.5rem;font:0.9375rem/1.5 system-ui,sans-serif;color:#1f2328;';

  const header = element('p', '', '');
  header.style.cssText =
    'display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;margin:0 0 1rem;';
  const brand = element('strong', '', 'ReviewHub');
  brand.style.cssText = 'color:#0b5c3b;font-size:1.125rem;';
  const score = element('span', '', '4.8 out of 5 from 312 reviews');
  header.append(brand, score);
  root.append(header);

  const list = element('ul', '', '');
  list.style.cssText = 'display:grid;gap:.75rem;margin:0 0 1rem;padding:0;list-style:none;';
  for (const review of REVIEWS) {
    const item = element('li', '', '');
    item.style.cssText = 'padding:.75rem 1rem;border-left:3px solid #0b5c3b;background:#f3f7f5;';
    const quote = element('p', '', `“${review.text}”`);
    quote.style.margin = '0 0 .25rem';
    item.append(quote, element('span', '', `— ${review.name}, verified guest`));
    list.append(item);
  }
  root.append(list);

  const note = element(
    'p',
    '',
    emailRequired
      ? 'To write a review on ReviewHub you will be asked for your e-mail address.'
      : 'Write a review on ReviewHub, no account needed.',
  );
  note.setAttribute('data-reviewhub-email', emailRequired ? 'required' : 'optional');
  note.style.cssText = 'margin:0;color:#57606a;font-size:.875rem;';
  root.append(note);

  box.replaceChildren(root);
})();

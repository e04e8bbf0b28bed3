const DISHES = [
  {
    image: '/site/images/coffee.svg',
    title: 'Coffee roasted down the road',
    text: 'Beans from a small Hampshire roaster, pulled as espresso or brewed by the cup. Oat and soy milk at no extra cost.',
  },
  {
    image: '/site/images/cake.svg',
    title: 'Cakes baked every morning',
    text: 'Victoria sponge, lemon drizzle and Grandma June’s fruit scones, out of the oven before we open the doors.',
  },
  {
    image: '/site/images/sandwich.svg',
    title: 'Crab sandwiches and lunches',
    text: 'Local crab on thick-cut granary, soup in winter and salads in summer, served until 3 pm.',
  },
] as const;

/** Three cards on what the café serves; the pictures are decorative, the headings say it all. */
export function WhatWeServe() {
  return (
    <section className="section" id="menu" aria-labelledby="menu-title">
      <div className="container">
        <p className="eyebrow">What we serve</p>
        <h2 id="menu-title">Simple food, made well</h2>
        <p className="section__lede">
          Everything is made in our own kitchen, from people who will know your order by your second visit.
        </p>
        <ul className="dish-cards">
          {DISHES.map((dish) => (
            <li className="dish-card" key={dish.title}>
              <img src={dish.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
              <div className="dish-card__body">
                <h3>{dish.title}</h3>
                <p>{dish.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const DISHES = [
  {
    id: 'breakfast',
    image: '/site/images/coffee.svg',
    title: 'Breakfast from 7:30',
    text: 'Beans from a small Hampshire roaster, pulled as espresso or brewed by the cup, with toasted sourdough, eggs any way and bacon rolls for the early ferry.',
    items: ['Flat white £3.20', 'Full quay breakfast £11.50', 'Porridge with honey £5.40'],
  },
  {
    id: 'lunch',
    image: '/site/images/sandwich.svg',
    title: 'Crab sandwiches and lunches',
    text: 'Local crab on thick-cut granary, soup in winter and salads in summer, served from noon until 3 pm.',
    items: ['Crab sandwich £9.80', 'Soup of the day £6.90', 'Ploughman’s £10.50'],
  },
  {
    id: 'cakes',
    image: '/site/images/cake.svg',
    title: 'Cakes baked every morning',
    text: 'Victoria sponge, lemon drizzle and Grandma June’s fruit scones, out of the oven before we open the doors.',
    items: ['Cream tea £7.50', 'Victoria sponge £4.20', 'Lemon drizzle £3.90'],
  },
] as const;

/** What the café serves, one card per part of the menu (the navigation's Menu submenu links here). */
export function WhatWeServe() {
  return (
    <section className="section section--deferred" id="menu" aria-labelledby="menu-title">
      <div className="container">
        <p className="eyebrow">What we serve</p>
        <h2 id="menu-title">Simple food, made well</h2>
        <p className="section__lede">
          Everything is made in our own kitchen, from people who will know your order by your second visit.
        </p>
        <ul className="dish-cards">
          {DISHES.map((dish) => (
            <li className="dish-card" key={dish.id} id={dish.id} data-widget="site-reveal">
              <img src={dish.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
              <div className="dish-card__body">
                <h3>{dish.title}</h3>
                <p>{dish.text}</p>
                <ul className="dish-card__menu">
                  {dish.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

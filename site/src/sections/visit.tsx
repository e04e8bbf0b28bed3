import { CAFE_ADDRESS, CAFE_EMAIL, OPENING_HOURS } from '../cafe-details.ts';

/** Our story beside the opening hours and address. */
export function Visit() {
  return (
    <section className="section section--tinted section--deferred" id="visit" aria-labelledby="story-title">
      <div className="container visit">
        <div className="visit__story">
          <p className="eyebrow">Our story</p>
          <h2 id="story-title">Family-run on the quay since 1998</h2>
          <p>
            June and Peter opened Harbour &amp; Hearth in an old chandlery with six tables, a second-hand
            espresso machine and June’s scone recipe. Their daughter Kate runs the kitchen now, and the scones
            have not changed.
          </p>
          <p>
            We open early for the fishermen and the first ferry, and we stay open late enough for a pot of tea
            after a walk along the Round Tower.
          </p>
          <ul className="stats">
            <li>
              <strong>1998</strong> the year we opened
            </li>
            <li>
              <strong>3</strong> generations behind the counter
            </li>
            <li>
              <strong>40</strong> seats inside and on the terrace
            </li>
          </ul>
        </div>
        <div className="hours-card">
          <h2 id="hours-title">Opening hours</h2>
          <table className="hours" aria-labelledby="hours-title">
            <tbody>
              {OPENING_HOURS.map((row) => (
                <tr key={row.days}>
                  <th scope="row">{row.days}</th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Find us</h3>
          <address>
            {CAFE_ADDRESS.join(', ')}
            <br />
            <a href={`mailto:${CAFE_EMAIL}`}>{CAFE_EMAIL}</a>
          </address>
          <p className="hours-card__note">Step-free entrance, baby-changing and a water bowl for dogs.</p>
        </div>
      </div>
    </section>
  );
}

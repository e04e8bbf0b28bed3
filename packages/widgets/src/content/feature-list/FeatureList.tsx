export interface Feature {
  /** A short symbol shown in the circle (decorative). */
  icon: string;
  title: string;
  text: string;
}

export interface FeatureListProps {
  features: Feature[];
  /** Joins the icons with a line; default true. */
  line?: boolean;
}

/** spec 001 §1: a list of features, each with an icon, a title and a line of text. Static markup. */
export function FeatureList({ features, line = true }: FeatureListProps) {
  return (
    <ul className="sw-feature-list" data-line={line ? 'yes' : 'no'}>
      {features.map((feature) => (
        <li key={feature.title} className="sw-feature-list__item">
          <span className="sw-feature-list__icon" aria-hidden="true">
            {feature.icon}
          </span>
          <div>
            <h3 className="sw-feature-list__title">{feature.title}</h3>
            <p className="sw-feature-list__text">{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

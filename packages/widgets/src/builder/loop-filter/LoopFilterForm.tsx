import type { LoopJoin } from '@site-widgets/contract/builder/loop-constants.ts';
import { filterKey, type TaxonomyFilter } from '@site-widgets/core/builder/loop-filter-url.ts';

export interface LoopFilterGroup {
  taxonomy: string;
  /** The group's legend (Topics, Tags, …). */
  legend: string;
  terms: ReadonlyArray<{ slug: string; name: string; count: number }>;
}

export interface LoopFilterFormProps {
  widgetId: string;
  /** The page the form submits to without script (the loop grid's page). */
  action: string;
  label: string;
  /** How checked terms of one group combine (the owner's filterJoin). */
  join: Extract<LoopJoin, 'AND' | 'OR'>;
  groups: readonly LoopFilterGroup[];
  /** The filters the page was rendered with (checked boxes). */
  selected: readonly TaxonomyFilter[];
}

/**
 * The loop filter's markup (issue 14 item 6): a GET form of checkboxes named `e-filter-{id}-{taxonomy}`,
 * so without script it submits a filtered address the server renders (repeated keys, merged with the
 * group's join). With script, each change is applied at once (loop-filter/widget.ts). Terms with no
 * visible item are left out unless checked.
 */
export function LoopFilterForm(props: LoopFilterFormProps) {
  const checked = (taxonomy: string, slug: string) =>
    props.selected.some((filter) => filter.taxonomy === taxonomy && filter.terms.includes(slug));
  const joinText = props.join === 'AND' ? 'all chosen' : 'any chosen';
  return (
    <form
      className="sw-loop-filter"
      method="get"
      action={props.action}
      aria-label={props.label}
      // The address is the state: a browser restoring ticked boxes on back/forward would disagree with it.
      autoComplete="off"
      data-widget-root=""
    >
      {props.groups.map((group) => (
        <fieldset
          key={group.taxonomy}
          className="sw-loop-filter__group"
          data-taxonomy={group.taxonomy}
          data-logical-join={props.join}
        >
          <legend className="sw-loop-filter__legend">
            {group.legend} <span className="sw-loop-filter__hint">({joinText})</span>
          </legend>
          <div className="sw-loop-filter__terms">
            {group.terms
              .filter((term) => term.count > 0 || checked(group.taxonomy, term.slug))
              .map((term) => (
                <label key={term.slug} className="sw-loop-filter__term">
                  <input
                    type="checkbox"
                    name={filterKey(props.widgetId, group.taxonomy)}
                    value={term.slug}
                    defaultChecked={checked(group.taxonomy, term.slug)}
                  />
                  <span>{term.name}</span>
                  <span className="sw-loop-filter__count">{term.count}</span>
                </label>
              ))}
          </div>
        </fieldset>
      ))}
      <div className="sw-loop-filter__actions">
        <button type="submit" className="sw-button sw-loop-filter__apply">
          Apply filters
        </button>
        <a className="sw-loop-filter__clear" href={props.action}>
          Clear filters
        </a>
      </div>
    </form>
  );
}

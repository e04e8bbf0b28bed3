import {
  SEARCH_RESULT_SLOT,
  SEARCH_RESULTS_SLOT,
  type SearchAnswerView,
  type SearchResultView,
} from '@site-widgets/contract/catalogue/search-fetch.ts';
import { sanitiseSource, sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';

/** A result's inner parts: thumbnail (size reserved), title, price, description. */
export function SearchResultBody({ result }: { result: SearchResultView }) {
  return (
    <>
      {result.image && (
        <img
          className="sw-search-result__image"
          data-slot="search-result-image"
          src={sanitiseSource(result.image.src)}
          width={result.image.width}
          height={result.image.height}
          alt={result.image.alt}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="sw-search-result__text">
        <span className="sw-search-result__title" data-slot="search-result-title">
          {result.title}
        </span>
        {result.protected && (
          <span className="sw-search-result__protected" data-slot="search-result-protected">
            Password protected
          </span>
        )}
        {result.price && (
          <span className="sw-search-result__price" data-slot="search-result-price">
            {result.price.regular && (
              <del data-slot="search-result-regular-price">{result.price.regular}</del>
            )}{' '}
            <span data-slot="search-result-current-price">{result.price.current}</span>
          </span>
        )}
        {result.description && (
          <span className="sw-search-result__description" data-slot="search-result-description">
            {result.description}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * The answer of `wpr_data_fetch` and the list of the no-JavaScript results page: plain markup whose
 * data attributes our client reads back (read-answer.ts); every text is React-escaped.
 */
export function SearchAnswerMarkup({ answer }: { answer: SearchAnswerView }) {
  const rel = answer.target === '_blank' ? 'noopener' : undefined;
  return (
    <div
      className="wpr-search-results sw-search-answer"
      data-slot="search-answer"
      data-total={answer.total}
      data-next-offset={answer.nextOffset}
      data-target={answer.target}
    >
      {answer.results.length === 0 ? (
        <p className="sw-search-answer__none" data-slot="search-no-results">
          {answer.noResults}
        </p>
      ) : (
        <ul className="sw-search-answer__list" data-slot={SEARCH_RESULTS_SLOT}>
          {answer.results.map((result) => (
            <li
              key={result.id}
              className="sw-search-result"
              data-slot={SEARCH_RESULT_SLOT}
              data-id={result.id}
              data-kind={result.kind}
              data-protected={result.protected ? 'yes' : undefined}
            >
              <a
                className="sw-search-result__link"
                href={sanitiseUrl(result.url)}
                target={answer.target}
                rel={rel}
              >
                <SearchResultBody result={result} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {answer.viewResults && (
        <a
          className="sw-search-answer__view"
          data-slot="search-view-results"
          href={sanitiseUrl(answer.viewResults.href)}
        >
          {answer.viewResults.text}
        </a>
      )}
    </div>
  );
}

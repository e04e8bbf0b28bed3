import type { PageVars, SearchAnswerView } from '@site-widgets/contract';
import { SearchAnswerMarkup } from '@site-widgets/widgets/catalogue/live-search/SearchAnswerMarkup.tsx';
import { renderLiveSearchWidget } from '@site-widgets/widgets/catalogue/live-search/server.tsx';
import type { LiveSearchProps } from '@site-widgets/widgets/catalogue/live-search/settings.ts';
import { Document, WidgetSlot } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

export interface SearchPageProps {
  pageVars: PageVars;
  /** The search box at the top, holding the keyword searched. */
  search: LiveSearchProps;
  keyword: string;
  /** Undefined when no keyword was given. */
  answer?: SearchAnswerView;
  offset: number;
  /** Results per page. */
  pageSize: number;
  /** The address of this page for another offset. */
  hrefAt(offset: number): string;
}

/**
 * The results page of the live search (issue 11 item 6): the same results, rendered on the server, so
 * the search box works as a plain GET form without JavaScript. The keyword is shown as text.
 */
export function SearchPage({ pageVars, search, keyword, answer, offset, pageSize, hrefAt }: SearchPageProps) {
  const first = offset + 1;
  const last = answer ? offset + answer.results.length : 0;
  return (
    <Document
      title={keyword ? `Search: ${keyword} — Harbour & Hearth Café` : 'Search — Harbour & Hearth Café'}
      description="Search the journal, the shop and the café’s pages."
      pageVars={pageVars}
    >
      <SiteHeader currentHref="/search" />
      <main id="main" className="page-section">
        <div className="container">
          <h1>Search</h1>
          <WidgetSlot className="search-page__box" html={renderLiveSearchWidget(search)} />
          {answer && (
            <section aria-labelledby="search-results-heading" className="search-page__results">
              <h2 id="search-results-heading">Results for “{keyword}”</h2>
              {answer.results.length > 0 && (
                <p>
                  {first}–{last} of {answer.total}
                </p>
              )}
              <SearchAnswerMarkup answer={{ ...answer, viewResults: undefined }} />
              <nav aria-label="Search result pages" className="search-page__pages">
                {offset > 0 && <a href={hrefAt(Math.max(0, offset - pageSize))}>Previous results</a>}{' '}
                {answer.nextOffset !== undefined && <a href={hrefAt(answer.nextOffset)}>Next results</a>}
              </nav>
            </section>
          )}
        </div>
      </main>
      <SiteFooter />
    </Document>
  );
}

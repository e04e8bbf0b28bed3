/** The accessible name of a star rating. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** The accessible name for an unrated recommendation. */
export function recommendationLabel(recommendation: 'positive' | 'negative'): string {
  return recommendation === 'positive' ? 'Recommends' : 'Does not recommend';
}

/** Initials for an avatar placeholder: first letters of the first two words, upper-cased. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/u)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return letters.toLocaleUpperCase('en') || '?';
}

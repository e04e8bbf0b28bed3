/**
 * A load-more answer (our server's HTML: posts, each an `<article data-slot="feed-post">`) as one HTML
 * string per post, for a layout that puts each post in its own box (the carousel's slides). Parsed in an
 * inert `<template>`: nothing in it runs or loads while it is split. Anything but the posts is dropped.
 */
export function splitPosts(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.children]
    .filter((element) => element.matches('article[data-slot="feed-post"]'))
    .map((element) => element.outerHTML);
}

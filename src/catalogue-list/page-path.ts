/**
 * The unprefixed path of a category's `page`th page: the category's own path for the first,
 * `<category>/page/<n>` after it. An article is `<category>/<id>-<slug>`, one segment below the
 * category, so a page path (two segments, the first `page`) is never taken for one.
 */
export function categoryPagePath(categoryPath: string, page: number): string {
  return page <= 1 ? categoryPath : `${categoryPath}/page/${page}`;
}

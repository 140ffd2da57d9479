/**
 * Whether the visitor is on the page a toast's action leads to (ADR 027): 'this-report' when
 * the path and every query value of the action match (the action would change nothing), 'page'
 * when only the path does (the same kind of page, for another link), else 'no'.
 */
export const actionPageShown = (actionHref: string, location: { pathname: string; search: string }): 'this-report' | 'page' | 'no' => {
  const action = new URL(actionHref, 'https://moonwise.invalid');
  if (action.pathname !== location.pathname) return 'no';
  const here = new URLSearchParams(location.search);
  for (const [name, value] of action.searchParams) if (here.get(name) !== value) return 'page';
  return 'this-report';
};

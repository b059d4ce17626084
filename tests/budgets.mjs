/**
 * Budget rules shared by the weight check (tests/weight.mjs) and its unit test: what kind a
 * response is, and which figures break budgets.json.
 */
export function kindOf(type, url) {
  if (type === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (type === 'document') return 'html';
  return null;
}

/** The CSS a document carries inline (Gatsby inlines the site's CSS in <head>). */
export function inlineCss(html) {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

export function overBudget(kind, figures, budget, clsBudget) {
  const problems = [];
  for (const key of ['js', 'css', 'html']) {
    if (budget[key] !== undefined && figures[key].gzip > budget[key]) {
      problems.push(
        `${kind} (${budget.path}): first-view ${key.toUpperCase()} is ${figures[key].gzip} KB gzip, over its budget of ${budget[key]} KB (budgets.json)`,
      );
    }
  }
  if (clsBudget !== undefined && figures.cls > clsBudget) {
    problems.push(`${kind} (${budget.path}): CLS is ${figures.cls}, over its budget of ${clsBudget} (budgets.json)`);
  }
  return problems;
}

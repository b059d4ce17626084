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
  const typed = budget.typedSamples;
  if (typed) {
    const extraJs = Math.round((figures.js.gzip - typed.before.js) * 10) / 10;
    if (extraJs > typed.extraJs) {
      problems.push(
        `${kind} (${budget.path}): the typed code samples add ${extraJs} KB gzip of first-view JS, over their budget of ${typed.extraJs} KB (budgets.json typedSamples)`,
      );
    }
    const growth = figures.html.gzip / typed.before.html - 1;
    if (growth > typed.htmlGrowth) {
      problems.push(
        `${kind} (${budget.path}): the typed code samples grow the HTML by ${Math.round(growth * 100)}% gzip, over their budget of ${typed.htmlGrowth * 100}% (budgets.json typedSamples)`,
      );
    }
  }
  if (clsBudget !== undefined && figures.cls > clsBudget) {
    const moved = (figures.shifts ?? []).map((shift) => `\n    ${shift}`).join('');
    problems.push(`${kind} (${budget.path}): CLS is ${figures.cls}, over its budget of ${clsBudget} (budgets.json)${moved}`);
  }
  return problems;
}

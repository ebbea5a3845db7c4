import { readFileSync } from 'node:fs';
import path from 'node:path';

// A disabled button must look disabled (issue 10 bug 5: a disabled Undo looked enabled). Every button class the
// sidebar and the dialog use needs its own :disabled rule.

const SIDEBAR = path.join(__dirname, '..', '..', 'sidebar');
const css = readFileSync(path.join(SIDEBAR, 'style.css'), 'utf8');

/** The declarations of every rule whose selector list names `selector`, as one string. */
function declarationsFor(selector: string): string {
  const out: string[] = [];
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g))
    if (selectors.split(',').some((s) => s.trim() === selector)) out.push(body);
  return out.join(';');
}

const buttonClasses = new Set<string>();
for (const page of ['index.html', 'orders-dialog.html']) {
  const html = readFileSync(path.join(SIDEBAR, page), 'utf8');
  for (const [, attributes] of html.matchAll(/<button([^>]*)>/g))
    for (const name of /class="([^"]*)"/.exec(attributes)?.[1].split(/\s+/) ?? []) buttonClasses.add(name);
}

describe('sidebar buttons', () => {
  it('finds the button classes of both pages', () => {
    expect([...buttonClasses].sort()).toEqual(expect.arrayContaining(['action', 'secondary-action']));
  });

  it.each([...buttonClasses])('.%s has a :disabled look (grey text, default cursor)', (name) => {
    const disabled = declarationsFor(`.${name}:disabled`);
    expect(disabled).toMatch(/color:\s*#[0-9a-f]{3,6}/i);
    expect(disabled).toMatch(/cursor:\s*(default|not-allowed)/);
  });
});

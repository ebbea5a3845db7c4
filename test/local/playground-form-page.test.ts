import { formPage } from '../../src/local/playground/pages';
import { Session } from '../../src/local/playground/session';
import { CP_ORDERS_HELP } from '../../src/ledger/cp/orders-help';

// The playground's orders form page, as a player reads it (issue 15): the help and the description keep their
// line breaks, as Google Forms shows them, and the form stays signed in as the player who just sent it.
// Campaign points demo (src/ledger/cp/demo.ts), its orders form created by the bundle.

const body = (answer: ReturnType<typeof formPage>): string => ('body' in answer ? answer.body : '');
const TOKEN = 'f'.repeat(32);

describe('the orders form page on the Campaign points demo', () => {
  const session = Session.create('/nonexistent/form-page.xlsx', 'CP form page', true, 'cp');

  it('shows the help and the description with their line breaks (white-space: pre-line)', () => {
    const page = body(formPage(session, TOKEN, null));
    expect(page).toContain('.lines { white-space: pre-line; }');
    expect(page).toMatch(/<p class="note lines" id="help-[^"]+">One line per action:/);
    expect(page).toMatch(/<p class="lines" id="form-description">/);
    // The help reaches the page with its breaks: one order family a line.
    const help = /<p class="note lines" id="help-[^"]+">([^<]*)<\/p>/.exec(page)?.[1] ?? '';
    expect(help.split('\n').length).toBe(CP_ORDERS_HELP.split('\n').length);
    expect(help.split('\n')[1]).toBe(
      'Move an army, 1 CP: Ostland Host - Move Oakfield (a D6 of at least the road&#39;s MD, CP-R4; a won FREE MOVE spares the CP only if the MD roll succeeds)',
    );
  });

  it('stays signed in as the player who sent the form, not the first of the list', () => {
    const players = session.players().filter((p) => p.email !== '');
    const last = players[players.length - 1];
    expect(last.name).not.toBe(players[0].name);
    const fresh = body(formPage(session, TOKEN, null));
    expect(fresh).toContain(`<option value="${players[0].email}">`);
    const after = body(formPage(session, TOKEN, last.name));
    expect(after).toContain(`<option value="${last.email}" selected>`);
    expect(after).not.toContain(`<option value="${players[0].email}" selected>`);
  });
});

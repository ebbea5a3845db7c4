import type { FormRecord } from '../services/forms-state';
import { cellWarning } from './cell-edit';
import { TOKEN_FIELD } from './guard';
import { grid, html, Markup, option, page, q } from './html';
import { mapRequest, MapView } from '../../gas/player-report-map-view';
import { columnTitle, playerView } from './player-view';
import { LedgerError, Session } from './session';
import { rulesetNames } from '../../gas/rulesets';
import { stagedRuleset, stagePlayerBody, stagePlayerView } from './stage-player-page';

/** An answer for the server to send: status and a whole HTML page, or a redirect. */
export type PageAnswer = { status: number; body: string } | { status: 303; location: string };

export function homePage(session: Session, token = ''): PageAnswer {
  const players = session.players();
  const playing = session.rulesetName();
  const books = rulesetNames();
  const restart = html`<form method="post" action="/new" id="new-demo">
    <input type="hidden" name="${TOKEN_FIELD}" value="${token}" />
    <label for="ruleset">Start the demo of</label>
    <select id="ruleset" name="ruleset">
      ${books.map((name) => option(name, name, name === playing))}
    </select>
    <button type="submit">Start</button>
    <span class="hint"
      >in this workbook (the ledger it holds now is first copied to a backup beside it).</span
    >
  </form>`;
  const body = html`<p>
      The ledger workbook <code>${session.file}</code> under the offline emulation of Apps Script, running the
      real bundle (dist/Code.js). Every change is saved to the file. It plays <strong>${playing}</strong>.
    </p>
    ${restart}
    <ul>
      <li><a href="/ledger">Ledger</a>: every tab as a grid, values as displayed; edit any cell.</li>
      <li><a href="/sidebar">Sidebar</a>: the moderator's sidebar (Preview, Resolve, Undo).</li>
      <li>
        <a href="/menu">Workbench</a>: every Campaign menu command, and the clock (moving it runs the
        reminders).
      </li>
      <li><a href="/outbox">Outbox</a>: the emails players would get.</li>
      <li>
        <a href="/form">Orders form</a>: the players' orders form, a player standing in for the signed-in
        email.
      </li>
    </ul>
    <h2>Players</h2>
    <ul>
      ${players.map((p) => html`<li><a href="/player?name=${q(p.name)}">${p.name}</a></li>`)}
    </ul>`;
  return { status: 200, body: page(session.spreadsheet.getName(), body) };
}

/** The ledger, opening on the Campaign tab; a whole tab with each cell's address and a form to edit one. */
export function ledgerPage(
  session: Session,
  token: string,
  requested: string | null,
  edit: { cell?: string; value?: string; error?: string; edited?: string | null } = {},
): PageAnswer {
  const tabs = session.visibleTabs();
  const tab = requested ?? (tabs.includes('Campaign') ? 'Campaign' : tabs[0]);
  if (tab === undefined || !tabs.includes(tab))
    return notFound(`No tab named '${requested ?? ''}' in this ledger.`);
  const bar = html`<nav class="tabs">
    ${tabs.map(
      (name) =>
        html`<a href="/ledger?tab=${q(name)}" ${name === tab ? new Markup(' class="current"') : ''}
          >${name}</a
        >`,
    )}
  </nav>`;
  const form = html`<form class="edit" method="post" action="/ledger/edit" id="edit-cell">
    <input type="hidden" name="${TOKEN_FIELD}" value="${token}" />
    <input type="hidden" name="tab" value="${tab}" />
    <label for="cell">Edit cell</label>
    <input id="cell" name="cell" size="6" placeholder="C5" value="${edit.cell ?? ''}" required />
    <label for="value">to</label>
    <input id="value" name="value" value="${edit.value ?? ''}" />
    <button type="submit" id="save-cell">Save</button>
    <span class="note"
      >typed as in Sheets (= starts a formula; a dropdown refuses what it does not list); onEdit runs. Hover a
      cell for its address.</span
    >
  </form>`;
  const note = edit.error
    ? html`<p class="error" id="edit-error">${edit.error}</p>`
    : edit.edited
      ? savedNote(session, tab, edit.edited)
      : '';
  return {
    status: edit.error ? 400 : 200,
    body: page(`Ledger · ${tab}`, html`${bar}${form}${note}${grid(session.tab(tab) ?? [])}`),
  };
}

/** After a save: the cell, and what Sheets marks on it when its value breaks a rule that only warns. */
function savedNote(session: Session, tab: string, cell: string): Markup {
  const warning = cellWarning(session, tab, cell);
  return warning === null
    ? html`<p class="note" id="edited">Saved ${cell}.</p>`
    : html`<p class="warning" id="edited">Saved ${cell}. ${warning}</p>`;
}

/** The player's map as the sidebar draws it (their fog of war, and on request their own supply ranges only). */
function playerMap(session: Session, player: string, supply: boolean): Markup {
  const asked = mapRequest({ player, supply: supply ? player : '' });
  const map = session.call('getMapView', [asked]) as MapView;
  const toggle = supply
    ? html`<a id="supply-toggle" href="/player?name=${q(player)}">Hide my supply ranges</a>`
    : html`<a id="supply-toggle" href="/player?name=${q(player)}&amp;supply=1">Show my supply ranges</a>`;
  const alt = `What ${player} sees${supply ? ', with their supply ranges' : ''}`;
  return html`<h2>Map</h2>
    <p>${toggle}</p>
    <img
      id="player-map"
      alt="${alt}"
      src="${`data:image/svg+xml;charset=utf-8,${encodeURIComponent(map.svg)}`}"
    />`;
}

export function playerPage(session: Session, name: string | null, supply = false): PageAnswer {
  if (stagedRuleset(session)) return stagePlayerPage(session, name ?? '');
  let view;
  try {
    view = playerView(session, name ?? '');
  } catch (error) {
    if (error instanceof LedgerError) return notFound(error.message);
    throw error;
  }
  const body = html`<p>
      ${view.email}${view.balance !== '' ? html` · Treasury: <strong>${view.balance}</strong>` : ''}
    </p>
    ${playerMap(session, view.player, supply)}
    <section id="player-tab">
      <h2>${columnTitle(view.tabName, 'A')}</h2>
      ${
        view.receipt.length > 0
          ? html`<pre class="receipt" id="player-receipt">${view.receipt.join('\n')}</pre>`
          : html`<p class="note" id="player-receipt">None yet.</p>`
      }
      ${view.reports.map(
        (report, i) =>
          html`<h2>${columnTitle(view.tabName, report.column, i === 0)}</h2>
            <pre class="receipt" id="player-report-${report.column}">${report.lines.join('\n')}</pre>`,
      )}
    </section>
    ${view.sections.map(
      (s) =>
        html`<h2>${s.title} (${Math.max(0, s.rows.length - 1)})</h2>
          ${grid(s.rows, `${s.title.toLowerCase()}-grid`, false)}`,
    )}`;
  return { status: 200, body: page(view.player, body) };
}

/** A staged ledger's player page: the book's own player view, report, receipt and fog-of-war map. */
function stagePlayerPage(session: Session, name: string): PageAnswer {
  try {
    const view = stagePlayerView(session, name);
    return { status: 200, body: page(view.player, stagePlayerBody(view)) };
  } catch (error) {
    if (error instanceof LedgerError) return notFound(error.message);
    throw error;
  }
}

function formBody(session: Session, token: string, form: FormRecord, values: Record<string, string>): Markup {
  const players = session.players().filter((p) => p.email !== '');
  // Google Forms keeps the line breaks of a description and of help text: so does this page (pre-line).
  return html`<h2 id="form-title">${form.title}</h2>
    <p class="lines" id="form-description">${form.description}</p>
    ${form.acceptingResponses ? '' : html`<p class="error">This form is not accepting responses.</p>`}
    <form class="orders" method="post" action="/form">
      <input type="hidden" name="${TOKEN_FIELD}" value="${token}" />
      <label for="email">Signed in as</label>
      <select id="email" name="email">
        ${players.map((p) => option(p.email, `${p.name} (${p.email})`, p.email === values.email))}
      </select>
      <p class="note">Stands in for the verified Google account: the form collects the respondent's email.</p>
      ${form.items.map(
        (item) =>
          html`<label for="item-${item.id}">${item.title}${item.required ? ' *' : ''}</label>
            <p class="note lines" id="help-${item.id}">${item.helpText}</p>
            <textarea
              id="item-${item.id}"
              name="item-${item.id}"
              ${item.required ? new Markup(' required') : ''}
            >
${values[`item-${item.id}`] ?? ''}</textarea>`,
      )}
      <p><button type="submit" id="submit">Submit</button></p>
    </form>`;
}

export function formPage(session: Session, token: string, receiptFor: string | null): PageAnswer {
  const form = session.form();
  if (!form)
    return notFound(
      'This ledger has no orders form yet: run Campaign → Create orders form (npm start -- --new).',
    );
  let receipt: Markup | string = '';
  // After a submission the form stays signed in as the player who sent it (a real form keeps the account).
  const signedIn: Record<string, string> = {};
  if (receiptFor !== null) {
    const player = session.players().find((p) => p.name === receiptFor);
    if (!player) return notFound(`'${receiptFor}' is not on the Players tab.`);
    const lines = session.receiptLines(player.name);
    signedIn.email = player.email;
    receipt = html`<section id="receipt">
      <p><strong>${form.confirmationMessage}</strong></p>
      <h2>Receipt for ${receiptFor}</h2>
      <pre class="receipt">${lines.join('\n')}</pre>
    </section>`;
  }
  return {
    status: 200,
    body: page('Orders form', html`${receipt}${formBody(session, token, form, signedIn)}`),
  };
}

/** POST /form: sends the response through FormApp.submit (the real trigger runs), then shows the receipt. */
export function submitFormPage(session: Session, token: string, fields: URLSearchParams): PageAnswer {
  const form = session.form();
  if (!form) return notFound('This ledger has no orders form.');
  const values = Object.fromEntries(fields.entries());
  const email = values.email ?? '';
  const player = session.players().find((p) => p.email !== '' && p.email === email);
  const fail = (message: string): PageAnswer => ({
    status: 400,
    body: page(
      'Orders form',
      html`<p class="error" id="form-error">${message}</p>
        ${formBody(session, token, form, values)}`,
    ),
  });
  if (!player) return fail(`'${email}' is not a player's email on the Players tab.`);
  const answers: Record<string, string> = {};
  for (const item of form.items) answers[item.title] = values[`item-${item.id}`] ?? '';
  try {
    session.submitForm(form, player.email, answers);
  } catch (error) {
    if (error instanceof LedgerError) return fail(error.message);
    throw error;
  }
  return { status: 303, location: `/form?receipt=${q(player.name)}` };
}

export function notFound(message: string): PageAnswer {
  return {
    status: 404,
    body: page(
      'Not found',
      html`<p class="error">${message}</p>
        <p><a href="/">Home</a></p>`,
    ),
  };
}

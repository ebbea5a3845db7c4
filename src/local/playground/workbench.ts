import type { RulesetInfo } from '../../engine/core/ruleset';
import { menuItemsFor } from '../../gas/menu';
import { bookOf } from './campaign-ruleset';
import { TOKEN_FIELD } from './guard';
import { html, Markup, page } from './html';
import type { PageAnswer } from './pages';
import { buttonCaption, PersonAnswer } from './questions';
import { AskedQuestion, goOnButton, holdBackButton } from '../services/ui';
import { errorMessage, LedgerError, Session } from './session';

/**
 * The moderator's workbench: every Campaign menu command, the emulated clock (moving it fires time-driven
 * triggers such as reminders), and the outbox of emails the players would get. Every change is a POST that
 * carries this start's token (see guard.ts); everything shown is escaped by `html`.
 */

/** Menu items run here; Resolve turn is the sidebar, and Check pasted orders opens its dialog page. */
const OPENS_PAGE: Record<string, string> = { 'Resolve turn': '/sidebar', 'Check pasted orders': '/dialog' };

/** The menu items run here for a ledger of `book`: Google's menu for that book (menu.ts), none it cannot run. */
export function menuItems(book: RulesetInfo): string[] {
  return menuItemsFor(book.id)
    .filter((item) => !Object.prototype.hasOwnProperty.call(OPENS_PAGE, item.caption))
    .map((item) => item.caption);
}

const menuItemsOf = (session: Session): string[] => menuItems(bookOf(session.emulation, session.spreadsheet));

const hidden = (token: string): Markup =>
  html`<input type="hidden" name="${TOKEN_FIELD}" value="${token}" />`;

function when(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface WorkbenchResult {
  readonly title: string;
  readonly lines: readonly string[];
  readonly failed?: boolean;
  /** The command's questions nobody answered yet, each with its item to run again answering it. */
  readonly questions?: readonly { item: string; question: AskedQuestion }[];
}

/** A question the command asked, as Sheets shows it, with the button that runs it again answering it. */
function questionForm(token: string, item: string, question: AskedQuestion): Markup {
  const prompt = question.kind === 'prompt';
  return html`<form method="post" action="/menu" class="question" id="question">
    ${hidden(token)}<input type="hidden" name="item" value="${item}" />
    <input type="hidden" name="kind" value="${question.kind}" />
    <input type="hidden" name="title" value="${question.title}" />
    <input type="hidden" name="question" value="${question.prompt}" />
    <h3>${question.title}</h3>
    <p class="lines" id="question-text">${question.prompt}</p>
    ${prompt ? html`<p><input id="answer-text" name="text" size="40" aria-label="Your answer" required /></p>` : ''}
    <button type="submit" name="answer" value="yes" id="answer-yes">
      ${buttonCaption(goOnButton(question.buttons))}
    </button>
    <a class="button" href="/menu" id="answer-no">${buttonCaption(holdBackButton(question.buttons))}</a>
    <p class="note">
      Nothing was done on this question yet: the command ran as if you had pressed
      ${buttonCaption(holdBackButton(question.buttons))}. ${buttonCaption(goOnButton(question.buttons))} runs
      ${item} again with your answer.
    </p>
  </form>`;
}

export function menuPage(session: Session, token: string, result?: WorkbenchResult): PageAnswer {
  const shown = result
    ? html`<section id="result">
        <h2>${result.title}</h2>
        <pre class="receipt ${result.failed ? 'error' : ''}" id="result-text">${result.lines.join('\n')}</pre>
        ${(result.questions ?? []).map((q) => questionForm(token, q.item, q.question))}
      </section>`
    : '';
  const body = html`${shown}
    <h2>Campaign menu</h2>
    <div class="menu">
      ${menuItemsOf(session).map(
        (item) =>
          html`<form method="post" action="/menu">
            ${hidden(token)}<input type="hidden" name="item" value="${item}" />
            <button type="submit" data-item="${item}">${item}</button>
          </form>`,
      )}
      ${Object.entries(OPENS_PAGE).map(
        ([item, href]) => html`<a class="button" href="${href}" data-item="${item}">${item}</a>`,
      )}
    </div>
    <h2>Clock</h2>
    <p>
      Now (emulated): <strong id="clock-now">${when(session.now())}</strong>. The clock follows real time;
      moving it on runs the time-driven triggers that fall due (reminders) as Google would.
    </p>
    <form method="post" action="/clock" class="clock">
      ${hidden(token)}
      <label for="hours">Move the clock on by</label>
      <input id="hours" name="hours" type="number" min="0" max="8760" step="any" value="24" /> hours
      <button type="submit" id="move-clock">Move</button>
    </form>`;
  return { status: result?.failed ? 400 : 200, body: page('Workbench', body) };
}

/** POST /menu: runs one Campaign menu item and shows what it reported. */
export function runMenu(session: Session, token: string, fields: URLSearchParams): PageAnswer {
  const item = fields.get('item') ?? '';
  if (!menuItemsOf(session).includes(item))
    return menuPage(session, token, {
      title: 'Not a menu command',
      lines: [`'${item}' is not an item of the Campaign menu of a ${session.rulesetName()} ledger.`],
      failed: true,
    });
  try {
    const { alerts, heldBack } = session.runMenu(item, personAnswer(fields));
    // The questions are shown as forms below; the lines are what the command said besides.
    const said = alerts.filter((a) => a.buttons === 'OK').map((a) => a.prompt);
    const lines =
      said.length > 0
        ? said
        : heldBack.length > 0
          ? ['Nothing was done: the command waits for your answer below.']
          : ['The command showed no message.'];
    return menuPage(session, token, {
      title: item,
      lines,
      questions: heldBack.map((question) => ({ item, question })),
    });
  } catch (error) {
    return menuPage(session, token, { title: item, lines: [errorMessage(error)], failed: true });
  }
}

/** The person's Yes to the question a page showed them (its fields), if they pressed it. */
function personAnswer(fields: URLSearchParams): PersonAnswer | undefined {
  if (fields.get('answer') !== 'yes') return undefined;
  return {
    kind: fields.get('kind') === 'prompt' ? 'prompt' : 'alert',
    title: fields.get('title') ?? '',
    prompt: fields.get('question') ?? '',
    text: fields.get('text') ?? '',
  };
}

/** POST /clock: moves the emulated clock on, firing the time-driven triggers that fall due. */
export function moveClock(session: Session, token: string, fields: URLSearchParams): PageAnswer {
  const text = (fields.get('hours') ?? '').trim();
  const hours = Number(text);
  if (text === '' || !Number.isFinite(hours) || hours < 0 || hours > 8760)
    return menuPage(session, token, {
      title: 'Clock',
      lines: [`Hours: write a number from 0 to 8760, not '${text}'.`],
      failed: true,
    });
  const runs = session.advanceClock(Math.round(hours * 3_600_000));
  const lines = [
    `Moved the clock on by ${hours} hour${hours === 1 ? '' : 's'}.`,
    ...runs.map((r) => `${when(r.at)}: ${r.handler} ${r.ok ? 'ran' : `failed (${errorMessage(r.error)})`}`),
  ];
  if (runs.length === 0) lines.push('No time-driven trigger fell due.');
  return menuPage(session, token, { title: 'Clock', lines });
}

export function outboxPage(session: Session): PageAnswer {
  const mail = [...session.emulation.services.MailApp.outbox].reverse();
  const body = html`<p class="note">
      The emails the script sent (none leave this machine), newest first: ${mail.length} in all.
    </p>
    ${mail.length === 0 ? html`<p id="outbox-empty">No emails yet.</p>` : ''}
    ${mail.map(
      (m) =>
        html`<article class="mail">
          <h2>${m.subject}</h2>
          <p class="note">To <strong class="mail-to">${m.to}</strong> · ${when(m.time)}</p>
          <pre class="receipt">${m.body}</pre>
        </article>`,
    )}`;
  return { status: 200, body: page('Outbox', body) };
}

/**
 * POST /ledger/edit: the moderator types into one cell (a dropdown refuses what it does not list, as in
 * Sheets); onEdit runs. Back to the tab, where a warn-only rule's warning shows, or the reason why not.
 */
export function editCell(session: Session, fields: URLSearchParams): PageAnswer | { error: string } {
  const tab = fields.get('tab') ?? '';
  const cell = fields.get('cell') ?? '';
  try {
    session.editCell(tab, cell, fields.get('value') ?? '');
  } catch (error) {
    if (error instanceof LedgerError) return { error: error.message };
    throw error;
  }
  return {
    status: 303,
    location: `/ledger?tab=${encodeURIComponent(tab)}&edited=${encodeURIComponent(cell)}`,
  };
}

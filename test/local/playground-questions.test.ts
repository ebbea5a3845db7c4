import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Emulation } from '../../src/local/emulation';
import { Button, ButtonSet } from '../../src/local/services/enums';
import { createPlaygroundServer, listen } from '../../src/local/playground/server';
import { Session } from '../../src/local/playground/session';
import { httpRequest } from '../support/http-request';

// A reviewer's finding: on the workbench, Campaign → Load demo campaign on a running campaign showed
// "…Continue?" and at once "Loaded the demo campaign": the emulated Ui answered YES for nobody, so one click
// wiped the campaign (turn back to 1) and saved it. In Sheets the item asks Yes/No (gas/demo.ts). Now the page
// runs the item answering No, shows the question with a Yes button, and only that Yes goes on. New blank map's
// size prompt was never shown and the page said "Done.".

const TOKEN = 'd'.repeat(64);
const DEMO_QUESTION =
  'This ledger already has players. Loading the demo replaces its players, map, cities, armies, units, structures, treasury, orders, battles and log. Continue?';
const SIZE_QUESTION =
  'Size of the new map in hexes, width x height (e.g. 20 x 15). The Map tab must be empty.';

type Reply = { status: number; body: string };

function post(port: number, form: Record<string, string>): Promise<Reply> {
  const body = new URLSearchParams({ ...form, token: TOKEN }).toString();
  return httpRequest(port, 'POST', '/menu', { 'content-type': 'application/x-www-form-urlencoded' }, body);
}

const turnOf = (session: Session): number =>
  (session.call('getSidebarState') as { turnNumber: number }).turnNumber;

describe('the workbench asks the questions the bundle asks', () => {
  let dir: string;
  let session: Session;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-questions-'));
    session = Session.create(path.join(dir, 'campaign.xlsx'), 'Questions', true);
    session.call('resolveTurn', [1, {}]);
    await session.save();
    server = createPlaygroundServer(session, TOKEN);
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await session.idle();
    rmSync(dir, { recursive: true, force: true });
  });

  it('Load demo campaign on a running campaign changes nothing until Yes, and shows the question', async () => {
    expect(turnOf(session)).toBe(2);
    const treasury = JSON.stringify(session.tab('Treasury'));
    const page = await post(port, { item: 'Load demo campaign' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`id="question-text">${DEMO_QUESTION}</p>`);
    expect(page.body).toMatch(/id="answer-yes">\s*Yes\s*<\/button>/);
    expect(page.body).toMatch(/id="answer-no">No<\/a>/);
    expect(page.body).toContain('id="result-text">Nothing changed: the demo was not loaded.</pre>');
    expect(page.body).not.toContain('Loaded the demo campaign');
    expect(turnOf(session)).toBe(2);
    expect(JSON.stringify(session.tab('Treasury'))).toBe(treasury);
    // And the file saved after the click holds the running campaign.
    await session.idle();
    const saved = await Session.open(session.file);
    expect(turnOf(saved)).toBe(2);
  });

  it('Session.clickMenu (the command line, a trigger) answers No too: nobody said yes', () => {
    expect(session.clickMenu('Load demo campaign')).toEqual([
      DEMO_QUESTION,
      'Nothing changed: the demo was not loaded.',
    ]);
    expect(turnOf(session)).toBe(2);
    expect(session.emulation.services.Ui.alerts.slice(-2).map((a) => a.answer)).toEqual([
      Button.NO,
      Button.OK,
    ]);
  });

  it("a Yes to another question (the page was stale) is not taken for this one's", async () => {
    const page = await post(port, {
      item: 'Load demo campaign',
      answer: 'yes',
      kind: 'alert',
      title: 'Load demo campaign',
      question: 'Some older question?',
    });
    expect(page.body).toContain(`id="question-text">${DEMO_QUESTION}</p>`);
    expect(turnOf(session)).toBe(2);
  });

  it('the Yes button runs the item again answering Yes: the demo is loaded', async () => {
    const page = await post(port, {
      item: 'Load demo campaign',
      answer: 'yes',
      kind: 'alert',
      title: 'Load demo campaign',
      question: DEMO_QUESTION,
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('id="result-text">Loaded the demo campaign');
    expect(page.body).not.toContain('id="question"');
    expect(turnOf(session)).toBe(1);
  });

  it("the question's form carries the item and the question it answers", async () => {
    const page = await post(port, { item: 'Load demo campaign' });
    const form = /<form[^>]*id="question">[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain(`name="question" value="${DEMO_QUESTION}"`);
    expect(form).toContain('name="title" value="Load demo campaign"');
    expect(form).toContain('name="item" value="Load demo campaign"');
    expect(form).toContain('name="kind" value="alert"');
  });
});

describe("New blank map's size prompt on the workbench", () => {
  let dir: string;
  let session: Session;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-blank-map-'));
    // Set up ledger only: the Map tab is empty, as New blank map wants it.
    session = Session.create(path.join(dir, 'blank.xlsx'), 'Blank', false);
    server = createPlaygroundServer(session, TOKEN);
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await session.idle();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the prompt with a text field, and says nothing was done rather than "Done."', async () => {
    const page = await post(port, { item: 'New blank map' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`id="question-text">${SIZE_QUESTION}</p>`);
    expect(page.body).toContain('id="answer-text" name="text"');
    expect(page.body).toMatch(/id="answer-yes">\s*OK\s*<\/button>/);
    expect(page.body).toMatch(/id="answer-no">Cancel<\/a>/);
    expect(page.body).toContain(
      'id="result-text">Nothing was done: the command waits for your answer below.',
    );
    expect(page.body).not.toContain('Done.');
    expect(session.tab('Map')).toHaveLength(1);
  });

  it("OK with the size typed makes the map the bundle's way", async () => {
    const page = await post(port, {
      item: 'New blank map',
      answer: 'yes',
      kind: 'prompt',
      title: 'New blank map',
      question: SIZE_QUESTION,
      text: '3 x 2',
    });
    expect(page.body).toContain(
      'id="result-text">The Map tab now holds a blank 3 × 2 map: 6 hexes of Plains',
    );
    const map = session.tab('Map') ?? [];
    const hex = map[0].indexOf('Hex');
    expect(map.slice(1).map((row) => row[hex])).toEqual(['0101', '0102', '0201', '0202', '0301', '0302']);
  });
});

describe('the emulated Ui: who answers a question nobody scripted', () => {
  const ui = () => new Emulation().services.Ui;

  it('by default (tests, tools) an alert answers YES or OK and a prompt is closed, as before', () => {
    const u = ui();
    expect(u.alert('T', 'Go?', ButtonSet.YES_NO)).toBe(Button.YES);
    expect(u.alert('T', 'Go?', ButtonSet.OK_CANCEL)).toBe(Button.OK);
    const reply = u.prompt('T', 'Size?', ButtonSet.OK_CANCEL);
    expect(reply.getSelectedButton()).toBe(Button.CLOSE);
    expect(reply.getResponseText()).toBe('');
  });

  it('an answerer is asked for choices only (an OK message needs none); a scripted answer comes first', () => {
    const u = ui();
    const asked: string[] = [];
    u.answerQuestionsWith((q) => {
      asked.push(`${q.kind} ${q.buttons} ${q.prompt}`);
      return { button: q.kind === 'prompt' ? Button.OK : Button.NO, text: '4 x 4' };
    });
    expect(u.alert('T', 'Saved.', ButtonSet.OK)).toBe(Button.OK);
    expect(u.alert('T', 'Go?', ButtonSet.YES_NO)).toBe(Button.NO);
    u.queueAlertAnswers(Button.YES);
    expect(u.alert('T', 'Again?', ButtonSet.YES_NO)).toBe(Button.YES);
    const reply = u.prompt('T', 'Size?', ButtonSet.OK_CANCEL);
    expect([reply.getSelectedButton(), reply.getResponseText()]).toEqual([Button.OK, '4 x 4']);
    expect(asked).toEqual(['alert YES_NO Go?', 'prompt OK_CANCEL Size?']);
    expect(u.prompts).toEqual([
      { title: 'T', prompt: 'Size?', buttons: 'OK_CANCEL', text: '4 x 4', answer: Button.OK },
    ]);
  });

  it('an answer that is not a button of the set throws', () => {
    const u = ui();
    u.answerQuestionsWith(() => ({ button: Button.NO }));
    expect(() => u.prompt('T', 'Size?', ButtonSet.OK_CANCEL)).toThrow(/not a button of ButtonSet OK_CANCEL/);
  });
});

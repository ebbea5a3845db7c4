/**
 * `npm run docs` for the staged rulesets (issues 14, 15): each registered book's reference for moderators and
 * players, docs/rulesets/<id>.md, written from its StageRuleset (tabs, Campaign rows, stages, the orders form's
 * help), its order language (a LANGUAGE.md, or the codes table in its code), its custom functions (their JSDoc in
 * src/gas/index.ts) and its own sentence on what a player sees; and docs/rulesets/README.md indexing the books.
 * Nothing is retyped here: a test fails when a generated file is stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULESETS, type RulesetId } from '../engine/core/ruleset';
import type { StageWaits } from '../engine/core/stage';
import { CP_ORDER_CODES } from '../engine/cp/orders/codes';
import { CP_STAGE_IDS } from '../engine/cp/stages/ids';
import { LINE_CODES, ORDER_CODE, ORDER_STAGE, type CtOrderKind } from '../engine/ct/orders/types';
import { CT_STAGE_INFO } from '../engine/ct/stages/clock';
import { meStages } from '../engine/me/ruleset';
import { WM_ORDER_CODES } from '../engine/wm/orders/codes';
import { WM_STAGES } from '../engine/wm/stages/stages';
import { REGISTERED, type RegisteredRuleset, type StagesRuleset } from '../gas/rulesets';
import { CP_SECRETS } from '../ledger/cp/view';
import { ME_SECRETS } from '../ledger/me/ruleset';
import { CT_SECRET } from '../ledger/ct/view';
import type { ColumnSpec, TabSpec } from '../ledger/schema';
import { columnLetter } from '../ledger/setup-plan';
import { STAGE_CAMPAIGN_ROWS, type SettingRow } from '../ledger/stage-ruleset';
import { cell, code, prose, table } from './docs-markdown';

export const RULESETS_DIR = path.join('docs', 'rulesets');
export const INDEX_DOC = path.join(RULESETS_DIR, 'README.md');
/** Where the custom functions are declared, each with the JSDoc Sheets shows. */
export const FUNCTIONS_FILE = path.join('src', 'gas', 'index.ts');

export const docFile = (id: RulesetId): string => path.join(RULESETS_DIR, `${id}.md`);

/** One code a ruleset's check gives, and what it means. */
export interface CodeRow {
  readonly code: string;
  readonly meaning: string;
}

/** What the StageRuleset does not say, found in the ruleset's own code. */
export interface RulesetDocSource {
  /** The stage ids of a turn in order (the StageRuleset gives only the stage a clock points at). */
  readonly stageIds: readonly string[];
  /** A LANGUAGE.md holding the order language and its codes table, when the ruleset keeps one. */
  readonly languageFile?: string;
  /** The codes its checks give (rendered when it has no LANGUAGE.md; the test checks both ways). */
  readonly codes: readonly CodeRow[];
  /** The ruleset's own sentence on what a player sees and what is kept from him; absent: none is written. */
  readonly playerSees?: string;
}

const rowsOf = (codes: Readonly<Record<string, string>>): CodeRow[] =>
  Object.entries(codes).map(([c, meaning]) => ({ code: c, meaning }));

/** CT keeps its codes as the order each refuses (types.ts ORDER_CODE) and a line's parts (LINE_CODES). */
const CT_LINE_PART: Readonly<Record<keyof typeof LINE_CODES, string>> = {
  form: 'The line is not `<subject> - <action>`.',
  subject: 'The subject is not one this player may give orders to.',
  action: 'The action is not one that subject takes.',
  stage: 'The order is taken at another stage.',
};

/** Each CT order as a player writes it (orders-help.ts), for its code's row: the docs speak the book's words. */
const CT_ORDER_WORDS: Readonly<Record<CtOrderKind, string>> = {
  stake: '`<battle> - Stake <territory>`',
  accept: '`<challenge> - Accept`',
  decline: '`<challenge> - Decline <territory>`',
  mission: '`<battle> - Mission achieved` / `failed`',
  wounds: '`<battle> - Wounds <n>`',
  casualty: '`<battle> - Casualty <figure>`',
  hits: '`<battle> - Hits <warband> <n>`',
  reroll: '`<battle> - Reroll <figure>`',
  take: '`<battle> - Take stake` / `generated`',
  rescue: '`<battle> - Rescue`',
  summon: '`Force - Summon <n> <creature>`',
  summoned: '`<battle> - Summoned <figure> <fate>`',
  freed: '`<rescue> - Freed <figure>`',
  disband: '`Force - Disband <figure>`',
  upgrade: '`Force - Upgrade <territory>`',
  challenge: '`Force - Challenge <player>`',
  recruit: '`<warband> - Recruit <n> <figure>`',
  raise: '`Force - Raise <warband>: …`',
  transfer: '`<warband> - Transfer <figure> to <warband>`',
  move: '`<warband> - Move <territory>` / `field army`',
  advance: '`<warband> - Advance <characteristic>`',
  sellSpell: '`<wizard> - Sell back <spell>`',
  buySpell: '`<wizard> - Buy spell <spell>`',
  sell: '`<captive> - Sell`',
  drug: '`<captive> - Drug <warband>`',
  ransom: '`<captive> - Ransom <gc>`',
};

function ctCodes(): CodeRow[] {
  const lineRows = (Object.keys(LINE_CODES) as (keyof typeof LINE_CODES)[]).map((part) => ({
    code: LINE_CODES[part],
    meaning: CT_LINE_PART[part],
  }));
  const byCode = new Map<string, string[]>();
  for (const [kind, c] of Object.entries(ORDER_CODE)) byCode.set(c, [...(byCode.get(c) ?? []), kind]);
  const stageOf = ORDER_STAGE as Readonly<Record<string, string>>;
  const orderRows = [...byCode].map(([c, kinds]) => ({
    code: c,
    meaning: `${kinds.map((k) => CT_ORDER_WORDS[k as CtOrderKind]).join(' or ')} is refused (an order of ${stageOf[kinds[0]]}): the message says why.`,
  }));
  return [...lineRows, ...orderRows].sort((a, b) => a.code.localeCompare(b.code));
}

export const DOC_SOURCES: Readonly<Partial<Record<RulesetId, RulesetDocSource>>> = {
  me: {
    stageIds: meStages().map((s) => s.id),
    languageFile: path.join('src', 'engine', 'me', 'orders', 'LANGUAGE.md'),
    codes: [],
    playerSees: ME_SECRETS,
  },
  cp: { stageIds: CP_STAGE_IDS, codes: rowsOf(CP_ORDER_CODES), playerSees: CP_SECRETS },
  ct: { stageIds: CT_STAGE_INFO.map((s) => s.id), codes: ctCodes(), playerSees: CT_SECRET },
  wm: { stageIds: WM_STAGES.map((s) => s.id), codes: rowsOf(WM_ORDER_CODES) },
};

export function sourceOf(id: RulesetId): RulesetDocSource {
  const source = DOC_SOURCES[id];
  if (!source) throw new Error(`src/local/docs-rulesets.ts: no DOC_SOURCES entry for the ruleset '${id}'.`);
  return source;
}

/** Reads a file of the repository (the generator's and the test's one way in). */
export type ReadFile = (file: string) => string;

const generatedNote = (id: RulesetId): string =>
  `<!-- Generated by \`npm run docs\` from src/ledger/${id}/ruleset.ts and the code it names (src/local/docs-rulesets.ts): edit those, not this file. -->`;

const WAITS: Readonly<Record<StageWaits, string>> = {
  nothing: 'nothing: the moderator resolves it',
  orders: 'the players’ orders (the orders form)',
  choices: 'the players’ choices about the battles announced',
  'battle reports': 'the battle reports (the orders form)',
};

function pickSection(entry: StagesRuleset): string {
  const { info, ruleset } = entry;
  const aliases = info.aliases.filter((a) => a !== info.name.toLowerCase()).map(code);
  const demo = ruleset.demo().name;
  return [
    '## The book and how to pick it',
    '',
    `The book: ${code(`rules/${info.book}`)}. To play it, write ${code(info.name)} (or ${aliases.join(', ')}) in ` +
      'the Value of the Campaign tab’s **Ruleset** row, then **Campaign → Set up ledger**: it adds the tabs below. ' +
      'The Ruleset is fixed once the campaign holds data. A blank Ruleset plays Campaign System v4.2.',
    '',
    `Offline, ${code(`npm start -- --ruleset ${info.id}`)} opens the playground on its demo campaign, ` +
      `${prose(demo)}; ${code(`campaign-ledger init ledger.xlsx --ruleset ${info.id} --demo`)} writes it to a ` +
      'workbook.',
  ].join('\n');
}

function entryOf(column: ColumnSpec, letter: (header: string) => string): string {
  if (column.formula) return `computed: ${code(column.formula(letter))}`;
  if (column.choices === 'players') return 'a player';
  if (column.choices) return `one of ${column.choices.map(code).join(', ')}`;
  return column.text ? 'text' : '';
}

function tabSection(tab: TabSpec): string {
  const letter = (header: string): string =>
    columnLetter(tab.columns.findIndex((c) => c.header === header) + 1);
  const rows = tab.columns.map((c) => [cell(c.header), cell(c.note), cell(entryOf(c, letter))]);
  const hidden = tab.hidden
    ? ['', 'A **hidden tab**: Set up ledger hides it; only Resolve reads and writes it. Leave it as it is.']
    : [];
  const key = tab.key ? ['', `A row is known by ${tab.key.map(code).join(', ')}.`] : [];
  return [
    `### ${tab.name}${tab.hidden ? ' (hidden)' : ''}`,
    '',
    `${prose(tab.purpose.charAt(0).toUpperCase() + tab.purpose.slice(1))}.`,
    ...hidden,
    ...key,
    '',
    table(['Column', 'What it holds', 'Entry'], rows),
  ].join('\n');
}

function tabsSection(tabs: readonly TabSpec[]): string {
  const index = tabs.map((t) => [cell(t.name), cell(t.purpose), t.hidden ? 'yes' : '']);
  return [
    '## Tabs',
    '',
    'In set-up order. A computed column holds a formula set by Set up ledger: do not type over it.',
    '',
    table(['Tab', 'What it holds', 'Hidden'], index),
    '',
    tabs.map(tabSection).join('\n\n'),
  ].join('\n');
}

const valueText = (value: SettingRow['value']): string =>
  typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value) === '' ? '(blank)' : String(value);

function settingsSection(settings: readonly SettingRow[]): string {
  const rows = [...STAGE_CAMPAIGN_ROWS, ...settings].map((s) => [
    cell(s.setting),
    cell(valueText(s.value)),
    s.choices ? s.choices.map((c) => cell(code(c))).join(', ') : 'free',
    cell(s.about),
  ]);
  return [
    '## Campaign settings',
    '',
    'The Campaign tab’s rows, the shared ones first. Where the book is unclear, the About names the ruling and ' +
      'the setting chooses the reading.',
    '',
    table(['Setting', 'Default', 'Choices', 'About'], rows),
  ].join('\n');
}

function stagesSection(entry: StagesRuleset, stageIds: readonly string[]): string {
  const rows = stageIds.map((id, i) => {
    const info = entry.ruleset.stage({ turn: 1, stage: id, round: 1 });
    return [String(i + 1), code(info.id), cell(info.label), cell(WAITS[info.waits])];
  });
  return [
    '## The stages of a turn',
    '',
    'In the book’s order. The Campaign tab’s Stage names the one to resolve next; the stage sidebar’s button ' +
      'resolves it (Preview first, Undo after) once what it waits for is in, or when the moderator goes ahead ' +
      'with what there is. Resolve then sets the Stage (and Round) that follows.',
    '',
    table(['', 'Stage', 'Sidebar button', 'Waits for'], rows),
  ].join('\n');
}

/** A LANGUAGE.md under this document's own heading: its headings one level down (not inside code fences). */
export function demoted(markdown: string, levels: number): string {
  let fenced = false;
  return markdown
    .trim()
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) fenced = !fenced;
      return !fenced && /^#+ /.test(line) ? `${'#'.repeat(levels)}${line}` : line;
    })
    .join('\n');
}

function languageSection(entry: StagesRuleset, source: RulesetDocSource, read: ReadFile): string {
  if (source.languageFile)
    return [
      '## The order language',
      '',
      `From ${code(source.languageFile.split(path.sep).join('/'))}, codes included.`,
      '',
      demoted(read(source.languageFile), 2),
    ].join('\n');
  const rows = source.codes.map((c) => [code(c.code), cell(c.meaning)]);
  return [
    '## The order language',
    '',
    'As the orders form’s help gives it:',
    '',
    '```text',
    entry.ruleset.ordersHelp.trim(),
    '```',
    '',
    '### Codes',
    '',
    'A refused line’s receipt names one of these, with a sentence saying why and what to write instead.',
    '',
    table(['Code', 'Meaning'], rows),
  ].join('\n');
}

/** A custom function as its JSDoc declares it in src/gas/index.ts. */
export interface CustomFunctionDoc {
  readonly name: string;
  readonly args: readonly string[];
  readonly about: string;
  readonly params: readonly { readonly name: string; readonly about: string }[];
  readonly returns: string;
}

/** The custom functions of a ruleset: those declared as `global.<ID>_…` with `@customfunction`. */
export function customFunctions(source: string, id: RulesetId): CustomFunctionDoc[] {
  const prefix = `${id.toUpperCase()}_`;
  const found: CustomFunctionDoc[] = [];
  for (const m of source.matchAll(
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*global\.([A-Z0-9_]+)\s*=\s*\(([^)]*)\)/g,
  )) {
    const [, doc, name, args] = m;
    if (!name.startsWith(prefix) || !doc.includes('@customfunction')) continue;
    const lines = doc.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim());
    const tagAt = lines.findIndex((l) => l.startsWith('@'));
    const about = lines
      .slice(0, tagAt < 0 ? lines.length : tagAt)
      .filter(Boolean)
      .join(' ');
    const tags = lines
      .slice(tagAt < 0 ? lines.length : tagAt)
      .join('\n')
      .split(/\n(?=@)/);
    const params = tags
      .map((t) => /^@param\s+(?:\{[^}]*\}\s+)?(\S+)\s*([\s\S]*)$/.exec(t))
      .filter((p): p is RegExpExecArray => p !== null)
      .map((p) => ({ name: p[1], about: p[2].replace(/\s+/g, ' ').trim() }));
    const ret = tags.map((t) => /^@returns?\s+(?:\{[^}]*\}\s+)?([\s\S]*)$/.exec(t)).find((r) => r !== null);
    found.push({
      name,
      args: args
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      about,
      params,
      returns: ret ? ret[1].replace(/\s+/g, ' ').trim() : '',
    });
  }
  return found;
}

function functionsSection(functions: readonly CustomFunctionDoc[]): string | null {
  if (functions.length === 0) return null;
  const rows = functions.map((f) => [
    code(`=${f.name}(${f.args.join(', ')})`),
    cell(f.about),
    cell(f.params.map((p) => `${p.name}: ${p.about}`).join(' ')),
    cell(f.returns),
  ]);
  return [
    '## Custom functions',
    '',
    'Formulas a moderator may type in a cell of this ledger, as the formula help of Sheets describes them.',
    '',
    table(['Function', 'What it gives', 'Arguments', 'Returns'], rows),
  ].join('\n');
}

function playerSection(sentence: string | undefined): string | null {
  if (!sentence) return null;
  return ['## What a player sees', '', prose(sentence)].join('\n');
}

/** docs/rulesets/<id>.md for one registered staged ruleset. */
export function rulesetDocument(entry: StagesRuleset, read: ReadFile): string {
  const source = sourceOf(entry.id);
  const sections = [
    `# ${entry.info.name}`,
    generatedNote(entry.id),
    `The reference of a ${prose(entry.info.name)} ledger for moderators and players: the book, its tabs and ` +
      'settings, the stages of a turn and the order language with every code. The [index](README.md) lists ' +
      'the other books.',
    pickSection(entry),
    tabsSection(entry.ruleset.tabs),
    settingsSection(entry.ruleset.settings),
    stagesSection(entry, source.stageIds),
    languageSection(entry, source, read),
    functionsSection(customFunctions(read(FUNCTIONS_FILE), entry.id)),
    playerSection(source.playerSees),
  ];
  return `${sections.filter((s): s is string => s !== null).join('\n\n')}\n`;
}

/** docs/rulesets/README.md: every book, and where its reference is. */
export function indexDocument(registered: readonly RegisteredRuleset[] = REGISTERED): string {
  const rows = RULESETS.map((info) => {
    const entry = registered.find((r) => r.id === info.id);
    const where = !entry
      ? 'not playable in this version yet'
      : entry.kind === 'turn'
        ? '[the order language](../orders.md), [the moderator’s guide](../moderators-guide.md)'
        : `[${info.id}.md](${info.id}.md)`;
    return [cell(info.name), code(info.id), code(`rules/${info.book}`), where];
  });
  return [
    '# The rule books',
    '<!-- Generated by `npm run docs` from src/gas/rulesets.ts (src/local/docs-rulesets.ts): do not edit. -->',
    'A ledger plays the book its Campaign tab’s **Ruleset** names (a blank Ruleset: Campaign System v4.2). Each ' +
      'reference below is generated from the ruleset’s code: its tabs, settings, stages, order language and codes.',
    table(['Book', 'Ruleset', 'Rule book', 'Reference'], rows),
  ]
    .join('\n\n')
    .concat('\n');
}

/** Every generated file of docs/rulesets/, by path from the repository's root. */
export function rulesetDocuments(
  read: ReadFile,
  registered: readonly RegisteredRuleset[] = REGISTERED,
): ReadonlyMap<string, string> {
  const docs = new Map<string, string>([[INDEX_DOC, indexDocument(registered)]]);
  for (const entry of registered)
    if (entry.kind === 'stages') docs.set(docFile(entry.id), rulesetDocument(entry, read));
  return docs;
}

/** Reads files from the repository's root. */
export const readerAt =
  (root: string): ReadFile =>
  (file) =>
    readFileSync(path.join(root, file), 'utf8');

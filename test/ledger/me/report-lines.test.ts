/**
 * Battle report lines (report-lines.ts; LANGUAGE.md "Battle reports"): each fact of digest §6 "What the players
 * report" read into the shared report line, and refused with a code and a sentence when it cannot be.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MeCharacter } from '../../../src/engine/me/model';
import type { MeTurnBattle } from '../../../src/engine/me/stages/turn';
import { readReportLine, reportLineParts } from '../../../src/ledger/me/report-lines';

const battle = (id: string, mode: MeTurnBattle['mode'] = 'tabletop'): MeTurnBattle => ({
  id,
  matchup: {
    id: '0303:1',
    hex: '0303',
    attacker: { kind: 'army', armies: ['Iron Host'], players: ['Red'] },
    defender: { kind: 'army', armies: ['Blue Guard'], players: ['Blue'] },
    between: 'invader and defender',
    bothAttacking: false,
    cite: '004 4.0B',
  },
  engagement: null,
  setup: [],
  mode,
  status: 'to fight',
  winner: null,
  outcome: null,
  ended: null,
});
const BATTLES = [battle('T5-03'), battle('T5-04', 'fled')];
const characters = [
  { name: 'Kurt Helborg', army: 'Blue Guard', status: 'active' },
  { name: 'Ludwig', army: 'Iron Host', status: 'active' },
] as unknown as MeCharacter[];
const read = (text: string, player = 'Red') => {
  const parts = reportLineParts(text);
  if (!parts) throw new Error(`not a report line: ${text}`);
  return readReportLine(parts, player, BATTLES, { characters });
};

describe('ME battle report lines', () => {
  it('reads each fact into a report line, the side facts on the writer’s side', () => {
    const lines = [
      'T5-03 - Winner Blue',
      't5-03 - winner DRAW',
      'T5-03 - Level solid victory',
      'T5-03 - Fell kurt helborg',
      'T5-03 - Feat Kurt Helborg slew general',
      'T5-03 - Models lost Halberdiers 6',
      'T5-03 - General Ludwig',
      'T5-03 - Standard',
      'T5-03 - Report submitted',
      'T5-03 - Total army size 1500',
    ].map((t) => {
      const r = read(t);
      return r.ok ? [r.line.fact, r.line.subject, r.line.value] : [r.code];
    });
    expect(lines).toEqual([
      ['winner', '', 'Blue'],
      ['winner', '', 'draw'],
      ['level', '', 'solid victory'],
      ['fell', 'Kurt Helborg', 'fell'],
      ['feat', 'Kurt Helborg', 'slew general'],
      ['models lost', 'Halberdiers', 6],
      ['general', 'Red', 'Ludwig'],
      ['standard', 'Red', 'yes'],
      ['report submitted', 'Red', 'yes'],
      ['total army size', 'Red', 1500],
    ]);
  });

  it('refuses what it cannot read, saying what to write', () => {
    const refused = [
      ['T5-03 - Winner Green', 'Red'],
      ['T5-03 - Level crushing', 'Red'],
      ['T5-03 - Fell Nobody', 'Red'],
      ['T5-03 - Feat Ludwig sang well', 'Red'],
      ['T5-03 - Models lost Halberdiers', 'Red'],
      ['T5-03 - Winner Red', 'Green'],
      ['T5-04 - Winner Red', 'Red'],
      ['T5-09 - Winner Red', 'Red'],
    ].map(([t, p]) => {
      const r = read(t as string, p);
      return r.ok ? 'ok' : r.code;
    });
    expect(refused).toEqual([
      'ME-O007',
      'ME-O007',
      'ME-O009',
      'ME-O007',
      'ME-O007',
      'ME-O018',
      'ME-O018',
      'ME-O018',
    ]);
    expect(read('T5-04 - Winner Red')).toMatchObject({
      message: 'T5-04 is settled already (fled): no report is needed.',
    });
  });

  it('answers a 60,000-character line at once, refused', () => {
    const started = Date.now();
    const r = read(`T5-03 - Models lost ${' '.repeat(60000)}x`);
    expect(r).toMatchObject({ ok: false, code: 'ME-O007' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves battle choices and other lines to the order language', () => {
    expect(reportLineParts('T5-03 - Flee')).toBeNull();
    expect(reportLineParts('T5-03 - Direct Attack')).toBeNull();
    expect(reportLineParts('Iron Host - General Ludwig')).toBeNull();
  });

  it('every example of LANGUAGE.md’s Battle reports section is a report line', () => {
    const doc = readFileSync(path.join(__dirname, '../../../src/engine/me/orders/LANGUAGE.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Battle reports'), doc.indexOf('## Receipt codes'));
    const examples = [...section.matchAll(/`(T5-03 - [^`]+)`/g)].map((m) => m[1] as string);
    expect(examples.length).toBeGreaterThanOrEqual(9);
    for (const e of examples) expect(reportLineParts(e)).not.toBeNull();
  });
});

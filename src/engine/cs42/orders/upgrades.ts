import { ownEntry } from '../../own';
import { CITY_IMPROVEMENTS, CityImprovement } from '../tables';
import { ActionSpec, fail } from './grammar';
import { normalize } from './parse';

/** City upgrades in orders (Table 2, Table 16): a city's Build and a spy's Destroy (Table 12). */

const IMPROVEMENT_WORDS: Readonly<Record<string, CityImprovement>> = {
  ...Object.fromEntries(CITY_IMPROVEMENTS.map((i) => [i.toLowerCase(), i])),
  harbour: 'Harbor',
  market: 'Marketplace',
  academy: 'Military Academy',
  'military academies': 'Military Academy',
};

export function improvementOf(text: string): CityImprovement | null {
  const t = normalize(text);
  return (
    ownEntry(IMPROVEMENT_WORDS, t) ??
    ownEntry(IMPROVEMENT_WORDS, t.replace(/e?s$/, '')) ??
    ownEntry(IMPROVEMENT_WORDS, t.replace(/s$/, '')) ??
    null
  );
}
export const IMPROVEMENT_LIST = CITY_IMPROVEMENTS.join(', ');

export const improvement: ActionSpec['read'] = (words, label) => {
  const ws = words[0] !== undefined && /^(city|upgrade)$/i.test(words[0]) ? words.slice(1) : words;
  const ws2 = ws[0] !== undefined && /^upgrade$/i.test(ws[0]) ? ws.slice(1) : ws;
  if (ws2.length === 0) return fail('O008', `${label} needs the upgrade: one of ${IMPROVEMENT_LIST}.`);
  const found = improvementOf(ws2.join(' '));
  if (found === null)
    return fail('O030', `“${ws2.join(' ')}” is not a city upgrade: write one of ${IMPROVEMENT_LIST}.`);
  return { ok: true, args: { type: 'improvement', improvement: found } };
};

/** The spy's Destroy: `<city> <upgrade>` or `<upgrade> in <city>` (SPY ACTIONS, Table 12). */
export const sabotage: ActionSpec['read'] = (words, label) => {
  const example = `${label} Lotus Spire Marketplace`;
  const inAt = words.findIndex((w) => /^(in|at|of)$/i.test(w));
  if (inAt > 0) {
    const imp = improvementOf(words.slice(0, inAt).join(' '));
    const city = words.slice(inAt + 1).join(' ');
    if (imp !== null && city !== '') return { ok: true, args: { type: 'sabotage', city, improvement: imp } };
  }
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const imp = improvementOf(words.slice(-take).join(' '));
    if (imp !== null)
      return {
        ok: true,
        args: { type: 'sabotage', city: words.slice(0, -take).join(' '), improvement: imp },
      };
  }
  if (words.length === 0) return fail('O008', `${label} needs a city and an upgrade, e.g. “${example}”.`);
  const alone = improvementOf(words.join(' '));
  if (alone !== null) return fail('O008', `${label} needs the city too, e.g. “${example}”.`);
  return fail('O008', `${label} needs a city and then one of ${IMPROVEMENT_LIST}, e.g. “${example}”.`);
};

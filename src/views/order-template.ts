import { GRAMMARS } from '../engine/cs42/orders/language';
import { tidy } from '../engine/cs42/orders/parse';
import type { ActionId, OrderKind } from '../engine/cs42/orders/types';
import { CITY_IMPROVEMENTS, SupplyStatus } from '../engine/cs42/tables';
import type { CityLine, ForceLine, Holdings } from './report-holdings';

/**
 * The order template (LANGUAGE.md): every unit and city of the player with the actions it may take as comments,
 * and one `<name> - Hold` line per action it has, ready to be overwritten. As sent, it parses and holds
 * everything; a filled template is an ordinary submission. Names are written as the checker matches them.
 */

/** What each action takes after its name, in LANGUAGE.md's words. */
const ARGUMENTS: Readonly<Partial<Record<ActionId, string>>> = {
  Move: '<dir>',
  March: '<dir> <dir>',
  Join: '<army>',
  Recruit: '<points>',
  Split: '<name> <points>, <name> <points>',
  Besiege: '<city>',
  Patrol: '[/M] (both actions)',
  Disband: '[<points>]',
  Enslave: '<settlers or engineers>',
  BuildRoad: '[<dir>]',
  BuildBridge: '<edge>',
  DigTunnel: '<dir>',
  FoundCity: '<new city name>',
  SpyOnCity: '<city>',
  SpyDestroy: '<city> <upgrade>',
  Disrupt: '<city>',
  Build: '<upgrade>',
  RaiseTroops: '<points> <name>',
  RaiseEngineer: '<name>',
  RaiseSpy: '<name>',
  CommissionScouts: '<name>',
  SpawnSettlers: '<size> <name>',
};

function actionsOf(kind: OrderKind, skip: readonly ActionId[]): string {
  return GRAMMARS[kind].actions
    .filter((a) => !skip.includes(a.id))
    .map((a) => (ARGUMENTS[a.id] ? `${a.label} ${ARGUMENTS[a.id]}` : a.label))
    .join(' | ');
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Regular supply", "Long supply" ... "Out of Supply" (Table 6's names). */
export function supplyWords(status: SupplyStatus): string {
  return status === 'Out of Supply' ? status : `${status} supply`;
}

function cityBlock(c: CityLine): string[] {
  const missing = CITY_IMPROVEMENTS.filter((i) => !c.improvements.includes(i));
  const name = tidy(c.name);
  return [
    `# ${name} (city, size ${c.size}, ${c.hex}): ${plural(c.actions, 'action')}.`,
    `#   May: ${actionsOf('city', missing.length === 0 ? ['Build'] : [])}`,
    ...(missing.length > 0 ? [`#   Upgrades it may build: ${missing.join(', ')}`] : []),
    ...Array.from({ length: c.actions }, () => `${name} - Hold`),
  ];
}

function forceBlock(f: ForceLine): string[] {
  const name = tidy(f.name);
  const what =
    f.kind === 'army'
      ? `army, size ${f.size}${f.broken ? ', Broken' : ''}`
      : f.kind === 'settler'
        ? `settler band, size ${f.size}`
        : f.kind === 'engineer'
          ? 'engineer battalion'
          : f.kind;
  const supply = f.supply === null ? '' : `, ${supplyWords(f.supply)}`;
  const head = `# ${name} (${what}, ${f.hex}${supply})`;
  if (f.actions === 'destroyed') return [`${head}: lost to its supply status (Table 6); no orders.`];
  const skip: ActionId[] = f.kind === 'army' && !f.canMarch ? ['March'] : [];
  const march = f.kind === 'army' && !f.canMarch ? ', may not March (Table 6)' : '';
  return [
    `${head}: ${plural(f.actions, 'action')}${march}.`,
    `#   May: ${actionsOf(f.kind, skip)}`,
    ...Array.from({ length: f.actions }, () => `${name} - Hold`),
  ];
}

export function orderTemplate(player: string, turn: number, h: Holdings): string {
  const header = [
    `# Orders of ${tidy(player)} for turn ${turn}.`,
    '# One order per line: <name> - <action>. Replace a Hold with what you want done; a unit with two actions',
    '# has two lines, carried out in order. Lines starting with # are ignored; anything left as Hold holds.',
    '# Directions: 1 north, 2 north-east, 3 south-east, 4 south, 5 south-west, 6 north-west.',
  ];
  const blocks = [...h.cities.map(cityBlock), ...h.forces.map(forceBlock)];
  return [...header, ...blocks.flatMap((b) => ['#', ...b])].join('\n') + '\n';
}

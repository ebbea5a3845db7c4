/**
 * The book's preconditions for army building (3.1B-3.7B, 6.0B, App. B, 3.2A), mercenary bids (6.0B-6.2B) and
 * player interactions (7.1B-7.5B), by calling the rule modules (support-armies.ts, support.ts, mercenaries.ts,
 * diplomacy.ts).
 */
import { normalize } from '../../core/orders/line';
import { agreementBetween, ALLIANCE_AFTER_TURNS, wouldBeEliminated } from '../diplomacy';
import { bidRefusal } from '../mercenaries';
import type { MeState } from '../model';
import { maximumSupport } from '../support';
import { armyCountProblem, basicProblem } from '../support-armies';
import { DEFAULT_SUPPORT_SETTINGS, ME_DESPERATE_SUPPORT } from '../support-tables';
import { accept, firstOnly, ofKind, refuse, type CheckState, type Draft, type Verdict } from './draft';
import type { DeclarationOrder, MeOrder, VassalageOrder } from './types';

const same = (a: string, b: string): boolean => normalize(a) === normalize(b);

/** The player holds no capital and no city: he would be eliminated (3.2A, 7.5B). */
function eliminatedUnlessVassal(state: MeState, player: string): boolean {
  const k = state.kingdoms.find((x) => x.player === player);
  const capital = k?.capital ?? null;
  const capitalHeld =
    capital !== null && state.hexes.some((h) => h.address === capital && h.owner === player);
  const cities = state.hexes.filter((h) => h.owner === player && h.major === 'City').length;
  return wouldBeEliminated(!capitalHeld, cities);
}

/** What this sheet changes that other lines depend on. */
interface BuildTurn {
  /** Basic sizes by army, with this sheet's Basic size and Raise army lines. */
  readonly basics: Map<string, number>;
  /** Hexes where a Build Fortress was accepted (their garrison list is made at once, App. B). */
  readonly fortresses: ReadonlySet<string>;
  /** Each character's army once this sheet's Take lines are carried out (3.7B). */
  readonly armyOf: ReadonlyMap<string, string | null>;
}

function building(cs: CheckState, o: MeOrder, t: BuildTurn): Verdict {
  const { basics, fortresses } = t;
  const { state, player } = cs.ctx.input;
  const support = cs.settings.support ?? DEFAULT_SUPPORT_SETTINGS;
  const character = (name: string) => state.characters.find((c) => c.owner === player && c.name === name);
  switch (o.kind) {
    case 'basic size': {
      const p = basicProblem(o.basic, support);
      return p === null
        ? accept(o, `${o.army}: Basic Army Size ${o.basic} (3.1B).`)
        : refuse('ME-O016', `${o.army}: ${p}.`);
    }
    case 'army list':
      return accept(
        o,
        `${o.army}: list recorded (3.7B); the moderator checks it against the army book (3.5B).`,
      );
    case 'general':
    case 'join': {
      const c = character(o.character);
      if (c === undefined || c.status === 'dead' || c.status === 'retired')
        return refuse('ME-O016', `${o.character} is not an active character of yours.`);
      if (o.kind === 'join') return accept(o, `${o.character} joins ${o.army} (3.7B).`);
      if (c.status !== 'active')
        return refuse('ME-O016', `${o.character} is away this turn (${c.status}) and cannot lead.`);
      const at = t.armyOf.get(o.character) ?? null;
      if (at !== o.army)
        return refuse(
          'ME-O016',
          `${o.character} is ${at === null ? 'in no army' : `in ${at}`}, not in ${o.army}: write “${o.army} - Take ${o.character}” too (3.4B).`,
        );
      const marshal = state.characters.find(
        (x) =>
          x.owner === player &&
          x.role === 'Grand Marshall' &&
          x.status !== 'dead' &&
          x.status !== 'retired' &&
          t.armyOf.get(x.name) === o.army,
      );
      if (marshal !== undefined && marshal.name !== o.character)
        return refuse(
          'ME-O016',
          `${o.army}: the Grand Marshall ${marshal.name} is always the General of his army (3.3B).`,
        );
      return accept(o, `${o.character} leads ${o.army} (3.4B).`);
    }
    case 'raise army': {
      const p = basicProblem(o.basic, support);
      if (p !== null) return refuse('ME-O016', `${o.army}: ${p}.`);
      const count = armyCountProblem([...basics.values(), o.basic], maximumSupport(state, player, support));
      if (count !== null) return refuse('ME-O016', `${o.army}: ${count}.`);
      basics.set(o.army, o.basic);
      return accept(o, `${o.army} is raised with Basic ${o.basic} (3.2B Third Army).`);
    }
    case 'fold army': {
      if (same(o.army, o.into)) return refuse('ME-O016', `${o.army} cannot fold into itself.`);
      if (!o.desperate)
        return basics.size > 2
          ? accept(o, `${o.army} folds into ${o.into} (3.2B Third Army).`)
          : refuse('ME-O016', `${o.army}: you keep two armies; only a third army is folded back (3.2B).`);
      const left = [...basics].filter(([n]) => !same(n, o.army)).map(([, b]) => b);
      const max = maximumSupport(state, player, support);
      const p = armyCountProblem(left, max);
      return p === null && max < ME_DESPERATE_SUPPORT
        ? accept(o, `Desperate Measures: ${o.army} combines into ${o.into} (3.2B).`)
        : refuse('ME-O016', `${o.army}: ${p ?? 'Desperate Measures leave one army only (3.2B)'}.`);
    }
    case 'garrison list': {
      const hex = cs.ctx.hexes.get(o.hex);
      if (hex?.owner !== player) return refuse('ME-O016', `${o.hex} is not a hex of your kingdom.`);
      if (hex.fortress === null && !fortresses.has(o.hex))
        return refuse('ME-O016', `${o.hex} has no Fortress, and none is built there this turn (App. B).`);
      return accept(o, `${o.hex}: garrison list recorded (App. B: 250 points, 500 for a Mighty Fortress).`);
    }
    case 'field mercenary':
      return accept(
        o,
        `${o.unit} takes the field with ${o.army}; its upkeep is paid from Total Support (6.0B).`,
      );
    case 'release mercenary':
      return accept(o, `${o.unit} is released: no more upkeep (6.0B).`);
    case 'new capital': {
      // Written ahead too: the capital may fall this turn, and the end of the turn reads this choice (3.2A).
      const k = state.kingdoms.find((x) => x.player === player);
      const hex = cs.ctx.hexes.get(o.hex);
      if (hex?.owner !== player || hex.major !== 'City')
        return refuse(
          'ME-O016',
          `${o.hex} is not a City of your kingdom: a new capital is one of your cities (3.2A).`,
        );
      const capital = k?.capital ?? null;
      return capital !== null && cs.ctx.hexes.get(capital)?.owner === player
        ? accept(o, `If your capital ${capital} falls this turn, ${o.hex} becomes the new one (3.2A).`)
        : accept(o, `${o.hex} becomes your capital (3.2A).`);
    }
    default:
      return refuse('ME-O099', 'This order is not an army building order.');
  }
}

const BUILD_KINDS = new Set<MeOrder['kind']>([
  'basic size',
  'army list',
  'general',
  'join',
  'raise army',
  'fold army',
  'garrison list',
  'field mercenary',
  'release mercenary',
  'new capital',
]);

/** Whose is each line's one-per-turn slot: a second Basic size for an army, a second order for a unit ... */
function slot(o: MeOrder): string {
  switch (o.kind) {
    case 'basic size':
    case 'army list':
    case 'general':
      return `${o.kind}:${normalize(o.army)}`;
    case 'join':
      return `join:${normalize(o.character)}`;
    case 'raise army':
      return 'raise army';
    case 'fold army':
      return `fold:${normalize(o.army)}`;
    case 'garrison list':
      return `garrison:${o.hex}`;
    case 'field mercenary':
    case 'release mercenary':
      return `mercenary:${normalize(o.unit)}`;
    case 'new capital':
      return 'new capital';
    default:
      return o.kind;
  }
}

/** `fortresses`: hexes where a Build Fortress was accepted this turn (their garrison list is made at once). */
export function checkBuilding(
  cs: CheckState,
  drafts: readonly Draft[],
  fortresses: ReadonlySet<string>,
): void {
  const { state, player } = cs.ctx.input;
  const mine = drafts.filter((d) => BUILD_KINDS.has(d.order.kind));
  const first = firstOnly(cs, mine, (d) => slot(d.order), 'Given twice');
  const basics = new Map(state.armies.filter((a) => a.owner === player).map((a) => [a.name, a.basic]));
  for (const d of ofKind(first, 'basic size')) basics.set(d.order.army, d.order.basic);
  const armyOf = new Map(state.characters.filter((c) => c.owner === player).map((c) => [c.name, c.army]));
  for (const d of ofKind(first, 'join')) armyOf.set(d.order.character, d.order.army);
  const t: BuildTurn = { basics, fortresses, armyOf };
  for (const d of first) cs.verdicts.set(d.line, building(cs, d.order, t));
}

export function checkBids(cs: CheckState, drafts: readonly Draft[]): void {
  const { player } = cs.ctx.input;
  const bids = firstOnly(
    cs,
    ofKind(drafts, 'bid'),
    (d) => normalize(d.order.unit),
    'One sealed bid a mercenary (6.0B)',
  );
  for (const d of bids) {
    const o = d.order;
    const offer = (cs.ctx.input.offers ?? []).find((x) => x.unit === o.unit);
    const r = bidRefusal(offer, { player, unit: o.unit, support: o.support, power: o.power });
    const power = o.power > 0 ? ` and ${o.power} power` : '';
    cs.verdicts.set(
      d.line,
      r === null
        ? accept(
            o,
            `Sealed bid of ${o.support} support${power} for ${o.unit}, from next turn if you win (6.0B).`,
          )
        : refuse('ME-O015', `Bid for ${o.unit}: ${r}.`),
    );
  }
}

function declaration(cs: CheckState, o: DeclarationOrder): Verdict {
  const { state, player } = cs.ctx.input;
  const current = agreementBetween(state.agreements, player, o.other);
  const held = current === null ? '' : `${current.kind} since turn ${current.since}`;
  switch (o.declaration) {
    case 'Cease fire':
      return current === null
        ? accept(
            o,
            `Cease fire with ${o.other}: in effect from the Interim Results if ${o.other} writes it too (7.3B).`,
          )
        : refuse('ME-O017', `You already hold a ${held} with ${o.other}.`);
    case 'Alliance':
      if (current === null || current.kind !== 'Cease fire' || current.breakingTurn !== 0)
        return refuse(
          'ME-O017',
          `An alliance with ${o.other} needs a cease fire of 3 turns or more (7.4B)${current ? `; you hold a ${held}` : ''}.`,
        );
      return cs.turn >= current.since + ALLIANCE_AFTER_TURNS
        ? accept(o, `Alliance with ${o.other} if ${o.other} writes it too (7.4B).`)
        : refuse(
            'ME-O017',
            `The cease fire with ${o.other} began on turn ${current.since}: an alliance from turn ${current.since + ALLIANCE_AFTER_TURNS} (7.4B).`,
          );
    case 'Break':
      if (current === null)
        return refuse('ME-O017', `You hold no cease fire or alliance with ${o.other} to break.`);
      if (current.kind === 'Vassalage')
        return refuse('ME-O017', 'A vassalage is a permanent alliance: it cannot be broken (7.5B).');
      return accept(
        o,
        `The ${current.kind.toLowerCase()} with ${o.other} is broken from the start of next turn (7.3B).`,
      );
  }
}

function vassalage(cs: CheckState, o: VassalageOrder): Verdict {
  const { state, player } = cs.ctx.input;
  const current = agreementBetween(state.agreements, player, o.other);
  if (current?.kind === 'Vassalage')
    return refuse('ME-O017', `You and ${o.other} are already bound by vassalage.`);
  // Written ahead too: the end of the turn forms it only if the vassal has then lost his last city (7.5B).
  const vassal = o.role === 'vassal' ? player : o.other;
  const now = eliminatedUnlessVassal(state, vassal);
  if (o.role === 'vassal')
    return accept(
      o,
      now
        ? `You become ${o.other}'s vassal if ${o.other} accepts (7.5B).`
        : `If you lose your capital and your last city this turn, you become ${o.other}'s vassal if ${o.other} accepts (7.5B).`,
    );
  return accept(
    o,
    now
      ? `${o.other} becomes your vassal if ${o.other} agrees (7.5B).`
      : `If ${o.other} loses the capital and the last city this turn, ${o.other} becomes your vassal if ${o.other} agrees (7.5B).`,
  );
}

export function checkInteractions(cs: CheckState, drafts: readonly Draft[]): void {
  for (const d of ofKind(drafts, 'gift'))
    if (!cs.verdicts.has(d.line))
      cs.verdicts.set(
        d.line,
        accept(
          d.order,
          `Gift of ${d.order.amount} power to ${d.order.to}, out of what you generate this turn (7.1B).`,
        ),
      );
  const words = [...ofKind(drafts, 'declaration'), ...ofKind(drafts, 'vassalage')].sort(
    (a, b) => a.line - b.line,
  );
  const first = firstOnly(cs, words, (d) => normalize(d.order.other), 'One declaration a player a turn');
  for (const d of first)
    cs.verdicts.set(
      d.line,
      d.order.kind === 'declaration' ? declaration(cs, d.order) : vassalage(cs, d.order as VassalageOrder),
    );
}

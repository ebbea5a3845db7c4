/**
 * What a line may name (rulesets-design.md 3.4 `subjects`): hexes by address, the player's armies, `Kingdom`,
 * the player's potential battles; and the names arguments may use (players, characters, mercenaries). Names are
 * looked up in Maps keyed by their normalised spelling, so `__proto__` or `constructor` is just an unknown name.
 */
import { didYouMean, normalize, tidy } from '../../core/orders/line';
import type { MeHex } from '../model';
import type { MeBattleOnRecord, MeCheckInput, MeSubjectKind } from './types';

export const KINGDOM = 'Kingdom';

export interface Subject {
  readonly kind: MeSubjectKind;
  /** The ledger's spelling: an address, an army's name, `Kingdom`, a battle id. */
  readonly name: string;
}

/** Names matched case-insensitively with spaces tidied; `hint` suggests near ones. */
export class Names {
  private readonly byKey = new Map<string, string>();
  constructor(names: Iterable<string>) {
    for (const n of names) if (!this.byKey.has(normalize(n))) this.byKey.set(normalize(n), n);
  }
  get(text: string): string | undefined {
    return this.byKey.get(normalize(text));
  }
  add(name: string): void {
    if (!this.byKey.has(normalize(name))) this.byKey.set(normalize(name), tidy(name));
  }
  get all(): string[] {
    return [...this.byKey.values()];
  }
  hint(text: string): string {
    return didYouMean(text.slice(0, 200), this.all);
  }
}

export interface ReadContext {
  readonly input: MeCheckInput;
  readonly player: string;
  readonly hexes: ReadonlyMap<string, MeHex>;
  /** The player's armies, with those raised by this submission (3.2B Third Army). */
  readonly armies: Names;
  /** Every army on the map, for a combined assault with another player's army (7.2B). */
  readonly allArmies: Names;
  /** The other kingdoms' players. */
  readonly players: Names;
  /** The player's characters. */
  readonly characters: Names;
  /** Mercenaries for hire this turn (2.1A). */
  readonly offers: Names;
  /** Mercenaries the player holds (6.0B). */
  readonly mercenaries: Names;
  /** The player's potential battles, by id. */
  readonly battles: ReadonlyMap<string, MeBattleOnRecord>;
  readonly battleIds: Names;
}

/** An address as written (`0405`, `405`): the map's spelling, or null when it is not 3-4 digits. */
export function hexAddress(word: string): string | null {
  const w = tidy(word);
  if (!/^\d{3,4}$/.test(w)) return null;
  return w.padStart(4, '0');
}

export function readContext(input: MeCheckInput): ReadContext {
  const { state, player } = input;
  const battles = new Map<string, MeBattleOnRecord>();
  for (const b of input.battles ?? [])
    if (b.attackers.includes(player) || b.defenders.includes(player)) battles.set(normalize(b.id), b);
  return {
    input,
    player,
    hexes: new Map(state.hexes.map((h) => [h.address, h])),
    armies: new Names(state.armies.filter((a) => a.owner === player).map((a) => a.name)),
    allArmies: new Names(state.armies.map((a) => a.name)),
    players: new Names(
      state.kingdoms.filter((k) => k.player !== player && !k.eliminated).map((k) => k.player),
    ),
    characters: new Names(
      state.characters.filter((c) => c.owner === player && c.status !== 'dead').map((c) => c.name),
    ),
    offers: new Names((input.offers ?? []).map((o) => o.unit)),
    mercenaries: new Names(state.mercenaries.filter((m) => m.player === player).map((m) => m.unit)),
    battles,
    battleIds: new Names([...battles.values()].map((b) => b.id)),
  };
}

/** The subject a line names, or undefined. Battles first (`T5-03`), then `Kingdom`, hexes, armies. */
export function findSubject(ctx: ReadContext, text: string): Subject | undefined {
  const battle = ctx.battleIds.get(text);
  if (battle !== undefined) return { kind: 'battle', name: battle };
  if (normalize(text) === normalize(KINGDOM)) return { kind: 'kingdom', name: KINGDOM };
  const address = hexAddress(text);
  if (address !== null) return ctx.hexes.has(address) ? { kind: 'hex', name: address } : undefined;
  const army = ctx.armies.get(text);
  return army === undefined ? undefined : { kind: 'army', name: army };
}

/** Every subject name, for "did you mean" (hex addresses left out: there are hundreds). */
export function subjectNames(ctx: ReadContext): string[] {
  return [KINGDOM, ...ctx.armies.all, ...ctx.battleIds.all];
}

/**
 * Player interactions (book 004, 7.0B): gifts of power (7.1B), cease fire (7.3B), alliance (7.4B) and
 * vassalage (7.5B; ME-R34), as agreements between two players with the turn they took effect.
 */
import { meEvent, type MeEvent } from './events';
import type { Agreement } from './model';

const CITE = {
  gift: '004 7.1B Sharing power',
  ceaseFire: '004 7.3B Cease Fire',
  alliance: '004 7.4B Alliance',
  vassal: '004 7.5B Vassalage',
};
/** 7.4B: "Two players who have had a cease fire agreement for at least three turns may choose to form an
 * Alliance": a cease fire that took effect on turn s allows one from turn s + 3. */
export const ALLIANCE_AFTER_TURNS = 3;

/** The agreement between two players, whichever way round it was written. */
export function agreementBetween(agreements: readonly Agreement[], p: string, q: string): Agreement | null {
  return agreements.find((a) => (a.a === p && a.b === q) || (a.a === q && a.b === p)) ?? null;
}

/** 7.3B: neither may Invade the other's hexes while a cease fire (or more) is in effect, including Invade orders
 * of the turn it begins and of the turn it is broken (its effects end only at the next turn's start). */
export function invadeForbidden(
  agreements: readonly Agreement[],
  invader: string,
  owner: string | null,
): boolean {
  return owner !== null && owner !== invader && agreementBetween(agreements, invader, owner) !== null;
}

/** 7.4B (and 7.5B's permanent alliance): allied players, who may not incite neutrals against each other, and one
 * army of each may patrol and invade from the other's territory. */
export function allied(agreements: readonly Agreement[], p: string, q: string): boolean {
  const a = agreementBetween(agreements, p, q);
  return a !== null && (a.kind === 'Alliance' || a.kind === 'Vassalage');
}

/** What a player writes in his orders about another. */
export interface Declaration {
  readonly player: string;
  readonly other: string;
  readonly kind: 'Cease fire' | 'Alliance' | 'Break';
}

/**
 * 7.3B: a break ordered on turn t ends the agreement's effects "at the beginning of the following campaign turn":
 * at the start of turn t + 1 an Alliance falls back to a cease fire, a cease fire ends. Vassalage never breaks.
 */
export function startOfTurn(
  agreements: readonly Agreement[],
  turn: number,
): { readonly agreements: Agreement[]; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  const out: Agreement[] = [];
  for (const a of agreements) {
    if (a.breakingTurn === 0 || a.breakingTurn >= turn || a.kind === 'Vassalage') {
      out.push(a);
      continue;
    }
    if (a.kind === 'Alliance') {
      out.push({ ...a, kind: 'Cease fire', breakingTurn: 0 });
      events.push(
        meEvent('Orders', `${a.a} / ${a.b}`, 'the alliance is reduced to a cease fire', CITE.alliance),
      );
    } else events.push(meEvent('Orders', `${a.a} / ${a.b}`, 'the cease fire ends', CITE.ceaseFire));
  }
  return { agreements: out, events };
}

function declared(
  declarations: readonly Declaration[],
  p: string,
  q: string,
  kind: Declaration['kind'],
): boolean {
  return declarations.some((d) => d.player === p && d.other === q && d.kind === kind);
}

/**
 * The declarations of `turn`, announced with the Interim Results (7.3B), where they take effect: a cease fire
 * both players wrote; an alliance both wrote after a cease fire of three turns or more (7.4B); a break either
 * wrote (the effects end next turn, startOfTurn). A declaration only one side wrote forms nothing.
 */
export function resolveDeclarations(
  agreements: readonly Agreement[],
  declarations: readonly Declaration[],
  turn: number,
): { readonly agreements: Agreement[]; readonly events: MeEvent[] } {
  const events: MeEvent[] = [];
  let out = [...agreements];
  const pairs = new Map<string, [string, string]>();
  for (const d of declarations) {
    if (d.player === d.other) continue;
    const [p, q] = [d.player, d.other].sort() as [string, string];
    pairs.set(`${p}\u0000${q}`, [p, q]);
  }
  for (const [p, q] of pairs.values()) {
    const subject = `${p} / ${q}`;
    const current = agreementBetween(out, p, q);
    const replace = (next: Agreement | null): void => {
      out = out.filter((a) => a !== current);
      if (next) out.push(next);
    };
    const breaking = declared(declarations, p, q, 'Break') || declared(declarations, q, p, 'Break');
    if (breaking) {
      if (!current) events.push(meEvent('Interim results', subject, 'nothing to break', CITE.ceaseFire));
      else if (current.kind === 'Vassalage')
        events.push(
          meEvent(
            'Interim results',
            subject,
            'a vassalage is a permanent alliance: it cannot be broken',
            CITE.vassal,
          ),
        );
      else {
        replace({ ...current, breakingTurn: turn });
        const what =
          current.kind === 'Alliance' ? 'the alliance falls back to a cease fire' : 'the cease fire ends';
        events.push(
          meEvent(
            'Interim results',
            subject,
            `broken: ${what} at the start of turn ${turn + 1}`,
            CITE.ceaseFire,
          ),
        );
      }
      continue;
    }
    for (const kind of ['Cease fire', 'Alliance'] as const) {
      const byP = declared(declarations, p, q, kind);
      const byQ = declared(declarations, q, p, kind);
      if (!byP && !byQ) continue;
      const cite = kind === 'Alliance' ? CITE.alliance : CITE.ceaseFire;
      if (!byP || !byQ) {
        const silent = byP ? q : p;
        events.push(
          meEvent('Interim results', subject, `no ${kind.toLowerCase()}: ${silent} did not declare it`, cite),
        );
        continue;
      }
      if (kind === 'Cease fire') {
        if (current)
          events.push(
            meEvent('Interim results', subject, `already in a ${current.kind.toLowerCase()}`, cite),
          );
        else {
          replace({ kind, a: p, b: q, since: turn, breakingTurn: 0 });
          events.push(meEvent('Interim results', subject, 'cease fire in effect from now', cite));
        }
        continue;
      }
      if (!current || current.kind !== 'Cease fire' || current.breakingTurn !== 0) {
        const why = current
          ? `already in a ${current.kind.toLowerCase()}`
          : 'an alliance needs a cease fire first';
        events.push(meEvent('Interim results', subject, `no alliance: ${why}`, cite));
      } else if (turn - current.since < ALLIANCE_AFTER_TURNS)
        events.push(
          meEvent(
            'Interim results',
            subject,
            `no alliance: the cease fire has lasted ${turn - current.since} turn(s) of the 3 needed`,
            cite,
          ),
        );
      else {
        replace({ ...current, kind: 'Alliance', since: turn });
        events.push(meEvent('Interim results', subject, 'alliance in effect from now', cite));
      }
    }
  }
  return { agreements: out, events };
}

/** 3.2A / 7.5B: a player who lost his capital and owns no city "would otherwise be eliminated". */
export function wouldBeEliminated(capitalLost: boolean, citiesOwned: number): boolean {
  return capitalLost && citiesOwned === 0;
}

/**
 * 7.5B: when a player would be eliminated, he and his conqueror may agree that he becomes a vassal: he keeps his
 * capital and plays on, donates 1 power a turn to the overlord, and the two have a permanent Alliance (the
 * agreement replaces any other between them). Refused unless both agreed and he would be eliminated.
 */
export function formVassalage(
  agreements: readonly Agreement[],
  vassal: string,
  overlord: string,
  turn: number,
  both: {
    readonly vassalAgrees: boolean;
    readonly overlordAgrees: boolean;
    readonly wouldBeEliminated: boolean;
  },
): { readonly agreements: Agreement[]; readonly formed: boolean; readonly events: MeEvent[] } {
  const subject = `${vassal} / ${overlord}`;
  const refusal = !both.wouldBeEliminated
    ? `${vassal} would not be eliminated: vassalage is only for a player who lost his last city`
    : !both.vassalAgrees || !both.overlordAgrees
      ? `vassalage needs both ${vassal} and ${overlord} to agree`
      : null;
  if (refusal)
    return {
      agreements: [...agreements],
      formed: false,
      events: [meEvent('End of turn', subject, refusal, CITE.vassal)],
    };
  const current = agreementBetween(agreements, vassal, overlord);
  const out = agreements.filter((a) => a !== current);
  out.push({ kind: 'Vassalage', a: vassal, b: overlord, since: turn, breakingTurn: 0 });
  const effect = `${vassal} becomes ${overlord}'s vassal: keeps his capital, gives 1 power a turn, permanent alliance`;
  return { agreements: out, formed: true, events: [meEvent('End of turn', subject, effect, CITE.vassal)] };
}

export interface Gift {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

/**
 * 7.1B gifts at the end of the turn: each comes out of the power the giver generates this turn and can never
 * exceed it. A vassal's tribute is paid first, min(1, generated) (ME-R34); gifts then in order, each cut to what
 * is left. Returns the transfers made and each player's net change.
 */
export function resolveGifts(
  generated: ReadonlyMap<string, number>,
  gifts: readonly Gift[],
  agreements: readonly Agreement[],
): { readonly transfers: Gift[]; readonly net: Map<string, number>; readonly events: MeEvent[] } {
  const left = new Map(generated);
  const transfers: Gift[] = [];
  const events: MeEvent[] = [];
  const net = new Map<string, number>();
  const move = (g: Gift, cite: string, what: string): void => {
    const available = left.get(g.from) ?? 0;
    const amount = Math.max(0, Math.min(Math.floor(g.amount), available));
    if (amount > 0) {
      left.set(g.from, available - amount);
      net.set(g.from, (net.get(g.from) ?? 0) - amount);
      net.set(g.to, (net.get(g.to) ?? 0) + amount);
      transfers.push({ ...g, amount });
    }
    const cut = amount < g.amount ? ` (${g.amount} asked, only ${available} generated this turn)` : '';
    events.push(meEvent('End of turn', g.from, `${what} ${amount} power to ${g.to}${cut}`, cite));
  };
  for (const a of agreements)
    if (a.kind === 'Vassalage') move({ from: a.a, to: a.b, amount: 1 }, `${CITE.vassal}, ME-R34`, 'tribute:');
  for (const g of gifts) {
    if (g.from === g.to) continue;
    move(g, CITE.gift, 'gift:');
  }
  return { transfers, net, events };
}

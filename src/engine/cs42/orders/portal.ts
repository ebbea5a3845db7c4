import { formatHex } from '../../hex';
import {
  hasDiscovered,
  mysticPortals,
  portalAt,
  portalLabel,
  portalNamed,
  PORTAL_RULE,
  undiscoveredExits,
} from '../portals';
import { CheckContext, reject, UnitTurn, Verdict } from './context';
import { ActionSpec, spec } from './grammar';
import { didYouMean, normalize } from './parse';

/**
 * Enter Portal (SPECIAL TERRAIN TYPES, Mystic Portal): "When moving onto a MP with the intention of moving out
 * of another one next turn you must indicate which one you will be coming out at when you issue the order to
 * move in"; with no destination the army "will appear at a randomly determined previously undiscovered portal if
 * one exists". An instruction (no action of its own: the Move onto the portal is the moving in), written after
 * the army's last action; the army must stand on a portal by then. Nothing may follow it (O085).
 */

/** `Enter Portal B`, `Enter Portal to B`, or `Enter Portal` alone (a random exit). */
export const portalExit: ActionSpec['read'] = (words) => {
  const ws = words.length > 0 && normalize(words[0]) === 'to' ? words.slice(1) : words;
  const exit = ws.join(' ').trim();
  return { ok: true, args: { type: 'portal', exit: exit === '' ? null : exit } };
};

/** The army's Enter Portal, an instruction (no action of its own). */
export const ENTER_PORTAL = spec(
  'EnterPortal',
  'Enter Portal',
  [
    'enter portal',
    'enter mystic portal',
    'enter the portal',
    'portal',
    'mystic portal',
    'through portal',
    'go through portal',
    'use portal',
  ],
  'Iron Host - Enter Portal B',
  portalExit,
  { actions: 0 },
);

export function enterPortal(ctx: CheckContext, turn: UnitTurn, exit: string | null): Verdict {
  const me = turn.entity;
  const entry = portalAt(ctx.state.map.hexes.get(formatHex(turn.pos)));
  if (entry === null)
    return reject(
      'O080',
      `${me.name} will be in ${formatHex(turn.pos)}, which is not a Mystic Portal: it must stand on one to enter it (${PORTAL_RULE}).`,
    );
  const portals = mysticPortals(ctx.state);
  if (exit === null) {
    const open = undiscoveredExits(portals, ctx.player, entry.hex);
    if (open.length === 0) {
      const other = portals.find((p) => formatHex(p.hex) !== formatHex(entry.hex));
      return reject(
        'O084',
        other === undefined
          ? `There is no other Mystic Portal on the map for ${me.name} to appear at (${PORTAL_RULE}).`
          : `You have discovered every other portal, so no undiscovered one is left to appear at: name the exit, e.g. “${me.name} - Enter Portal ${other.name}” (${PORTAL_RULE}).`,
      );
    }
    return {
      ok: true,
      message: `enters Mystic Portal ${portalLabel(entry)} and appears next turn at a portal you have not discovered, chosen at random (one of ${open.length}), with all its actions (${PORTAL_RULE}).`,
    };
  }
  const known = portals.filter((p) => hasDiscovered(p, ctx.player)).map((p) => p.name);
  const out = portalNamed(portals, exit);
  if (out === undefined)
    return reject('O081', `No Mystic Portal is called “${exit}”.${didYouMean(exit, known)}`);
  if (formatHex(out.hex) === formatHex(entry.hex))
    return reject(
      'O083',
      `${me.name} enters Mystic Portal ${portalLabel(entry)}: name another portal to come out at ("re-appear at any other MP").`,
    );
  if (!hasDiscovered(out, ctx.player))
    return reject(
      'O082',
      `You have not discovered portal ${out.name}: name one you have discovered, or write “${me.name} - Enter Portal” to appear at an undiscovered one chosen at random.`,
    );
  return {
    ok: true,
    message: `enters Mystic Portal ${portalLabel(entry)} and appears at ${portalLabel(out)} next turn, with all its actions (${PORTAL_RULE}).`,
  };
}

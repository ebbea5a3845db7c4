/**
 * The WarMaster order checks, each with its code: what a refused line broke (book 002 sections cited). The codes are
 * stable: players' receipts and docs name them.
 */
import type { Clock } from '../../core/stage';
import type { WmState } from '../model';
import type { WmCampaign, WmOrder } from '../stages/model';

export const WM_ORDER_CODES = {
  'WM-O001': 'The line is not `<subject> - <action>`',
  'WM-O002': 'The subject is not one of yours at this stage (an army, a battle, or Nation)',
  'WM-O003': 'The action is not one this stage takes',
  'WM-O004': 'No such area (or unit, or character)',
  'WM-O005':
    'The move is not allowed: not adjacent, an absent nation’s area (NPP 1), or out of supply (WM-R26)',
  'WM-O006':
    'The army may not be given this order now: routed, besieged, pre-engaged or delayed (MOVEMENT; Siege)',
  'WM-O007':
    'The delay check needs a number picked from 1 to 6, and habitat only when either area of the boundary crossed is a natural habitat of the race (Terrain effects; our reading)',
  'WM-O008': 'Too few months written: the army must write orders ahead (MOVEMENT, Optional Restrictions)',
  'WM-O009': 'The army already has orders written ahead, which stand (MOVEMENT, Optional Restrictions)',
  'WM-O010':
    'Hold or interdict where the army cannot: no POI here, or interdict away from the population center',
  'WM-O011':
    'Assault needs a besieging army, sally forth a besieged one (Siege); rally a routed one, once a game, when all are routed',
  'WM-O012': 'A second order for the same army or fact in one submission',
  'WM-O013': 'The location choice is for an army in an engagement awaiting choices (ENGAGING THE ENEMY)',
  'WM-O014': 'The report is for a battle of yours that is to be fought',
  'WM-O015':
    'The reported figure is not valid: points, the unit on your roster, or stands lost (POST COMBAT)',
  'WM-O016': 'The retreat must be to an area adjacent to the battle (POST COMBAT, retreat)',
  'WM-O017':
    'The ransom is refused: the character is not captured, or the areas are not yours or not worth his level (WM-R16)',
  'WM-O018':
    'The population center order is refused: the area is not yours, or already holds a town or city (PRODUCTION)',
  'WM-O019':
    'The unit type is not on your roster: a new type is added with `Buy <n> <unit> cost <points> as <category>` (Roster)',
  'WM-O020':
    'The army cannot be placed: an active General of yours, a controlled town or city, a new name (MOVEMENT)',
  'WM-O021':
    'The character report is not valid: an active character of yours, an escape result per magic item (WM-R24), a Hero to replace a killed General',
  'WM-O022':
    'Experience: a pick-up game won or lost with your army’s points (a lesser race named on the Lesser races tab, not Independent), or one choice of the table you can pay for (EXPERIENCE; MINOR NATIONS; WM-R17, WM-R18, WM-R23)',
  'WM-O023':
    'The expedition may not sail: a coastal town or city of yours, a landmass, one active General and an Admiral of yours, at least 3 units from your roster, boats >= units (EXPEDITIONS & EXPLORING; WM-R15)',
  'WM-O024':
    'The expedition’s choice is not valid: land <area>, storm boat or advantage, monster or ally <a major character aboard>, to <landmass> for an Exodus fleet (Expedition Chart)',
  'WM-O025':
    'The character order is refused: a type and a new name within your character points, or an active character of yours to dismiss (Personalities)',
  'WM-O026':
    'Exodus is refused: at the start of a month with at most 1 army and 2 areas, a General to lead, a new name for the fleet (LOSING A NATION, Exodus)',
  'WM-O027':
    'Rebellion is refused: no troops and no areas at the start of the year, a town your nation once owned, a surviving character or your new General to lead (LOSING A NATION, Rebellion)',
  'WM-O028':
    'New Nation is refused: a defeated or new player, a new race if defeated, a landmass, 10 units of your roster, a General, an Admiral and 5 points of characters, one magic item (LOSING A NATION, New Nation)',
  'WM-O029':
    'The Independent army choice is refused: `Engage <race>` (bring it to battle) or `Force <race>` (force it to retreat; also when no choice is written: one area directly away, our reading an area not adjacent to the one your army came from and with no town or city, a keyed die among several; none from a coast: into the sea, destroyed), naming a lesser race whose Independent army is on the map (MINOR NATIONS; WM-R23)',
  'WM-O030':
    'Attack or Defend is for an army in a meeting of three or more armies awaiting choices; a silent army defends (MULTIPLE PLAYERS / ARMIES)',
  'WM-O035':
    'The roster is refused: a Buy may not spend more than the year’s (2 × PT + 5) × 100 points, the submission’s Buys summed in order less its Removes, a Remove only units of a type your roster holds (Roster: units "added or removed for territory won or lost", the points "must be spent")',
  'WM-O036':
    'The choice for a town produced on another landmass is refused: `Colony <town>`, or `Country <town> as <new country> race <race>`, for an area of yours on a landmass other than your home (Successful Expeditions; Establish Another Country)',
  'WM-O040':
    'The new unit type is refused: `Buy <number> <new unit> cost <points> as <category>` names a type not on your roster (letters first, no commas), its points cost a positive whole number and one of the roster’s categories, Infantry, Cavalry, Monsters, Chariots, Artillery or Specials (Roster: "the original choice of troop types can never be completely changed only added too")',
} as const;

export type WmOrderCode = keyof typeof WM_ORDER_CODES;

export type LineVerdict =
  | { readonly ok: true; readonly order: WmOrder; readonly note?: string }
  | { readonly ok: false; readonly code: WmOrderCode; readonly message: string };

export interface OrderContext {
  readonly campaign: WmCampaign;
  readonly clock: Clock;
  readonly player: string;
  /** MOVEMENT, Optional Restrictions on. */
  readonly ordersAhead: boolean;
  /** At the New Year, the state as filed, before this submission's roster is projected (check.ts). */
  readonly asFiled?: WmState;
}

export function refuse(code: WmOrderCode, message: string): LineVerdict {
  return { ok: false, code, message };
}

export function accept(order: WmOrder, note?: string): LineVerdict {
  return note ? { ok: true, order, note } : { ok: true, order };
}

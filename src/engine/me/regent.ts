/**
 * The leader of a neutral kingdom's army (004 1.4A). Independent, the army "always contains a Lord". Once a
 * player conquers its capital, "it may no longer contain a Lord choice. The army instead contains an 'extra'
 * hero-level character (does not count towards Basic Army Size), who is designated as the army's general and
 * the neutral kingdom's regent", of "the same race as the neutral kingdom's army". The book names no Regent and
 * says nothing of the Lord's fate: at the conquest the Lord leaves the army and the moderator is told to write
 * the conqueror's Regent (Characters tab: the kingdom as Player, Role Regent); each turn's Interim Results say
 * what is still wrong with the army's leader until he does.
 */
import { meEvent, type MeEvent } from './events';
import type { MeArmy, MeCharacter, MeState, NeutralKingdom } from './model';

const CITE = '004 1.4A Player Controlled Neutral Kingdoms';

type Leaders = Pick<MeState, 'armies' | 'characters'>;

/** The kingdom's army (its owner is the kingdom's id) and its characters not dead or retired (Table 14). */
function armyOf(kingdom: NeutralKingdom, state: Leaders): { army: MeArmy; in: MeCharacter[] } | null {
  const army = state.armies.find((a) => a.owner === kingdom.id);
  if (army === undefined) return null;
  const inIt = state.characters.filter(
    (c) => c.army === army.name && c.status !== 'dead' && c.status !== 'retired',
  );
  return { army, in: inIt };
}

/** What is wrong with the leader of the kingdom's army (1.4A); none when it has no army. */
export function kingdomLeaderProblems(kingdom: NeutralKingdom, state: Leaders): string[] {
  const found = armyOf(kingdom, state);
  if (found === null) return [];
  const { army } = found;
  const lords = found.in.filter((c) => c.rank === 'Lord');
  if (kingdom.conqueredBy === null)
    return lords.length > 0
      ? []
      : [`${army.name}: an independent neutral kingdom's army always contains a Lord`];
  const out: string[] = [];
  for (const lord of lords)
    out.push(`${army.name}: no Lord (${lord.name}) once ${kingdom.conqueredBy} holds the kingdom`);
  const regents = found.in.filter((c) => c.role === 'Regent');
  if (regents.length !== 1)
    out.push(
      `${army.name}: ${regents.length} Regents: ${kingdom.conqueredBy} designates one extra Hero of the ${kingdom.race} army as its General and Regent`,
    );
  for (const r of regents) {
    if (r.rank !== 'Hero') out.push(`${army.name}: its Regent ${r.name} must be a Hero, not a ${r.rank}`);
    if (army.general !== r.name) out.push(`${army.name}: its Regent ${r.name} must be its General`);
  }
  return out;
}

/** The Interim Results' word to the moderator on each problem of the army's leader (1.4A). */
export function leaderEvents(kingdom: NeutralKingdom, state: Leaders): MeEvent[] {
  return kingdomLeaderProblems(kingdom, state).map((p) =>
    meEvent('Interim results', kingdom.id, `${p}; the moderator settles it`, CITE),
  );
}

/**
 * The army's leader as a player conquers the kingdom's capital (before `conqueredBy` changes): from an
 * independent kingdom its Lords leave the army (and a Lord General leaves the General blank); a Regent already
 * designated under an earlier conqueror stays ("Other players may take control of the neutral kingdom following
 * the same rules as the initial conquest"). The event tells the moderator what to write.
 */
export function leaderOnConquest(
  kingdom: NeutralKingdom,
  conqueror: string,
  state: Leaders,
): { readonly armies: MeArmy[]; readonly characters: MeCharacter[]; readonly events: MeEvent[] } {
  const armies = [...state.armies];
  const characters = [...state.characters];
  const found = armyOf(kingdom, state);
  if (found === null) return { armies, characters, events: [] };
  const { army } = found;
  const lords = new Set(found.in.filter((c) => c.rank === 'Lord').map((c) => c.name));
  const out = characters.map((c) => (c.army === army.name && lords.has(c.name) ? { ...c, army: null } : c));
  const general = army.general !== null && lords.has(army.general) ? null : army.general;
  const led = armies.map((a) => (a === army ? { ...a, general } : a));
  const regent = found.in.find((c) => c.role === 'Regent' && c.rank === 'Hero');
  const left = lords.size > 0 ? ` ${[...lords].join(', ')} leaves it (no Lord).` : '';
  const effect =
    regent === undefined
      ? `${army.name} now patrols its kingdom for ${conqueror} from ${kingdom.capital}.${left} Moderator: write ${conqueror}'s Regent, an extra Hero of the ${kingdom.race} army (not counted in Basic Army Size), on the Characters tab (Player ${kingdom.id}, Army ${army.name}, Role Regent) and make him its General`
      : `${army.name} now patrols its kingdom for ${conqueror} from ${kingdom.capital}, led by its Regent ${regent.name}.${left}`;
  return { armies: led, characters: out, events: [meEvent('End of turn', kingdom.id, effect, CITE)] };
}

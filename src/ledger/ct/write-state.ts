/**
 * The campaign as records of the tabs it lives on, keyed by header (the inverse of readCtLedger): what a stage
 * rewrites. Captives are written on the Figures tab with the player holding them.
 */
import type { CtBattle, PlayerValue } from '../../engine/ct/campaign';
import { withRoster } from '../../engine/ct/figure-ids';
import type { CtPlayer, Figure } from '../../engine/ct/model';
import type { Cells } from '../write-state';
import {
  CT_BATTLES_TAB,
  CT_CHARACTERISTICS,
  CT_FIGURES_TAB,
  CT_FORCES_TAB,
  CT_TERRITORIES_TAB,
  CT_WARBANDS_TAB,
  FIELD_ARMY,
} from './schema';

export type CtCampaignRecords = ReadonlyMap<string, readonly Cells[]>;

const flags = (f: Figure): string =>
  [
    f.mounted && 'mounted',
    f.magicUser && 'magic-user',
    f.alchemist && 'alchemist',
    // Second Chance is written as a spell (CT-R25); the flag stays only for a figure without it written.
    f.secondChance && !(f.spells ?? []).some((x) => x.toLowerCase() === 'second chance') && 'second chance',
    f.summoned && 'summoned',
    f.drugged && 'drugged',
  ]
    .filter((x): x is string => typeof x === 'string')
    .join(', ');

function figureCells(f: Figure, owner: string, warband: string, heldBy: string): Cells {
  const profile: Record<string, number> = {};
  for (const c of CT_CHARACTERISTICS) profile[c] = f.profile[c];
  return {
    Figure: f.id,
    Owner: owner,
    Warband: warband,
    Type: f.type,
    'Base cost': f.baseCost,
    Leader: f.leader,
    ...profile,
    'Basic PW': f.basicPW,
    'XP spent': f.spent,
    Race: f.race,
    Flags: flags(f),
    Spells: (f.spells ?? []).join(', '),
    Hospital: f.hospital,
    'Held by': heldBy,
  };
}

export const pairsText = <T>(list: readonly PlayerValue<T>[], sep: ': ' | ' '): string =>
  list.map((x) => `${x.player}${sep}${String(x.value)}`).join('; ');

export function battleCells(b: CtBattle): Cells {
  return {
    Battle: b.id,
    Turn: b.turn,
    Kind: b.kind,
    Players: b.players.join(', '),
    Allies: b.allies.map((a) => `${a.player} with ${a.value}`).join('; '),
    Stakes: pairsText(b.stakes, ': '),
    Generated: b.generated ?? '',
    Climate: b.climate,
    Ratings: pairsText(b.ratings, ' '),
    Status: b.status,
    Winner: b.winner,
    Result: b.result,
  };
}

/** Whether a figure of the warband is held captive: its empty warband stays for a ransom or rescue. */
const heldFrom = (ps: readonly CtPlayer[], owner: string, warband: string): boolean =>
  ps.some((p) => p.captives.some((c) => c.owner === owner && c.warband === warband));

export function ctRecords(campaign: {
  readonly players: readonly CtPlayer[];
  readonly battles: readonly CtBattle[];
}): CtCampaignRecords {
  // An empty warband goes, unless a figure of it is held captive; its ids' series stay with its player.
  const ps = campaign.players.map((p) =>
    withRoster(
      p,
      p.warbands.filter((w) => w.figures.length > 0 || heldFrom(campaign.players, p.name, w.id)),
    ),
  );
  return new Map<string, Cells[]>([
    [
      CT_FORCES_TAB.name,
      ps.map((p) => ({
        Player: p.name,
        'Army list': p.armyList,
        'Also lists': p.alsoLists.join(', '),
        Race: p.race,
        Treasury: p.treasury,
        Allies: p.allies.join(', '),
        'Past series': (p.pastSeries ?? []).map((x) => `${x.series} ${x.next}`).join(', '),
      })),
    ],
    [
      CT_TERRITORIES_TAB.name,
      ps.flatMap((p) =>
        p.territories.map((t) => ({
          Territory: t.name,
          Player: p.name,
          Type: t.type,
          'Home fortress': t.home,
        })),
      ),
    ],
    [
      CT_WARBANDS_TAB.name,
      ps.flatMap((p) =>
        p.warbands.map((w) => ({
          Warband: w.id,
          Player: p.name,
          Kind: w.kind,
          'Army list': w.armyList,
          Missile: w.missile,
          Minimum: w.minimum,
          Location: w.station.kind === 'field' ? FIELD_ARMY : w.station.territory,
          XP: w.xp,
          'Next figure': w.nextFigure ?? '',
        })),
      ),
    ],
    [
      CT_FIGURES_TAB.name,
      [
        ...ps.flatMap((p) =>
          p.warbands.flatMap((w) => w.figures.map((f) => figureCells(f, p.name, w.id, ''))),
        ),
        ...ps.flatMap((p) => p.captives.map((c) => figureCells(c.figure, c.owner, c.warband, p.name))),
      ],
    ],
    [CT_BATTLES_TAB.name, campaign.battles.map(battleCells)],
  ]);
}

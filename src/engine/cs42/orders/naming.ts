import { normalize } from './parse';
import type { OrderArgs, OrderNote } from './types';

/**
 * The ledger's name for something created this turn (Raise ..., Split, Found City). A name the player can see in
 * use is refused (O033, CheckContext.claimNew). A name that only a unit he cannot see bears (an enemy spy, an army
 * out of sight) must not be refused: that would tell him it exists. A moderator would take the order and tell the
 * two apart on his own map, so the ledger does that: the new one gets the first free numeral (`Whisper II`,
 * `Whisper III` ...), the moderator is told (W018, in the receipt's `moderator` remarks, never the player's), and
 * the player's receipt speaks of the name he wrote. He meets the numeral in his next turn report, which says no
 * more than that the name was taken somewhere.
 */

const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

export class LedgerNames {
  private readonly given = new Map<string, string>();
  private readonly taken = new Set<string>();

  constructor(private readonly inUse: ReadonlySet<string>) {}

  /** The ledger's name for `written`: itself when no one bears it, else the first numeral free in the ledger and
   * among the names this submission has given. The same written name always gets the same answer. */
  of(written: string): string {
    const n = normalize(written);
    const known = this.given.get(n);
    if (known !== undefined) return known;
    let name = written;
    const free = (x: string): boolean => !this.inUse.has(normalize(x)) && !this.taken.has(normalize(x));
    for (let k = 0; !free(name); k++) name = `${written} ${NUMERALS[k] ?? String(k + 2)}`;
    this.given.set(n, name);
    this.taken.add(normalize(name));
    return name;
  }

  /** The creating line's arguments with the ledger's names, and the moderator's remarks for any numeral. */
  args(args: OrderArgs, line: number, player: string): { args: OrderArgs; notes: OrderNote[] } {
    const notes: OrderNote[] = [];
    const rename = (written: string): string => {
      const name = this.of(written);
      if (normalize(name) === normalize(written)) return written;
      notes.push({
        code: 'W018',
        message: `${player}'s line ${line} names something new “${written}”, a name that something ${player} cannot see already bears: the ledger calls the new one “${name}”.`,
      });
      return name;
    };
    if (args.type === 'new') return { args: { ...args, name: rename(args.name) }, notes };
    if (args.type === 'split')
      return { args: { ...args, parts: args.parts.map((p) => ({ ...p, name: rename(p.name) })) }, notes };
    return { args, notes };
  }
}

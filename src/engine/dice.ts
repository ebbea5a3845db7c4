/**
 * The seeded dice (RULINGS 21): every die of a turn comes from here and is logged with what it decided, so the
 * same ledger + orders + seed replays the same turn, and a moderator may override any roll by its key.
 */
export interface DieRoll {
  /** Stable name of the roll within the turn, e.g. `corruption:Karak`; overrides are matched on it. */
  readonly key: string;
  readonly sides: number;
  readonly result: number;
  /** True when the moderator entered this value instead of the generator. */
  readonly overridden: boolean;
}

/** sfc32: small, fast and well distributed; plain arithmetic so it runs the same in Apps Script and Node. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** Spreads a seed text over the generator's four words (cyrb128). */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044597);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044597);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Warm-up draws: early outputs of sfc32 correlate with the seed. */
const WARM_UP = 12;

/**
 * One die per key (design.md, issue 10): each roll is drawn from its own generator, seeded by the dice's seed
 * (the pipeline's is the campaign seed and the turn), the roll's key, and how many rolls of that key came before
 * it this turn. An override changes its own roll and what follows from it, never an unrelated roll.
 */
export class Dice {
  private readonly rolls: DieRoll[] = [];
  private readonly occurrences = new Map<string, number>();

  /** `overrides` maps a roll's key to the value the moderator entered for it. */
  constructor(
    private readonly seed: string,
    private readonly overrides: ReadonlyMap<string, number> = new Map(),
  ) {}

  /** Rolls one die with `sides` faces under `key`. */
  roll(key: string, sides: number): number {
    if (!Number.isInteger(sides) || sides < 2)
      throw new RangeError(`A die needs 2 or more sides, got ${sides}`);
    const n = this.occurrences.get(key) ?? 0;
    this.occurrences.set(key, n + 1);
    const generated = 1 + Math.floor(generatorFor(`${this.seed}\u0000${key}\u0000${n}`)() * sides);
    const override = this.overrides.get(key);
    const valid = override !== undefined && Number.isInteger(override) && override >= 1 && override <= sides;
    const result = valid ? override : generated;
    this.rolls.push({ key, sides, result, overridden: valid });
    return result;
  }

  /**
   * Records a die whose face the moderator set through another key: the Log row of several dice shows their total
   * under the base key, so an Override typed there sets each die (core/rolls.ts).
   */
  set(key: string, sides: number, result: number): number {
    this.occurrences.set(key, (this.occurrences.get(key) ?? 0) + 1);
    this.rolls.push({ key, sides, result, overridden: true });
    return result;
  }

  /** The value the moderator entered for `key`, if any (not yet checked against a die). */
  overrideOf(key: string): number | undefined {
    return this.overrides.get(key);
  }

  d20(key: string): number {
    return this.roll(key, 20);
  }

  /** Every roll so far, in order. */
  log(): readonly DieRoll[] {
    return this.rolls;
  }
}

function generatorFor(text: string): () => number {
  const [a, b, c, d] = hashSeed(text);
  const next = sfc32(a, b, c, d);
  for (let i = 0; i < WARM_UP; i++) next();
  return next;
}

/**
 * The emulated RangeList (Sheet.getRangeList): ranges of one sheet changed together, one counted call per
 * method whatever the number of ranges. Only what the project uses.
 */
import type { RangeListService, RangeService } from '../../gas/services';
import type { Book } from './book';
import { updateCells } from './cells';
import type { EmulatedRange } from './range';
import { DEFAULT_NUMBER_FORMAT } from './values';

export class EmulatedRangeList implements RangeListService {
  constructor(
    private readonly book: Book,
    private readonly ranges: readonly EmulatedRange[],
  ) {}

  getRanges(): RangeService[] {
    this.book.calls.record('RangeList.getRanges');
    return [...this.ranges];
  }

  /** Like Range.setNumberFormat on each range, in one call. */
  setNumberFormat(numberFormat: string): RangeListService {
    this.book.calls.record('RangeList.setNumberFormat');
    const format = numberFormat === DEFAULT_NUMBER_FORMAT ? undefined : String(numberFormat);
    for (const range of this.ranges)
      updateCells(range.sheet, range.rect, (cell) => (cell.numberFormat = format));
    this.book.model.touch();
    return this;
  }
}

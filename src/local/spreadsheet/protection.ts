/**
 * Sheet and range protections. The emulation keeps them as data (description, warning-only, the protected
 * rectangle) and does not enforce them: the script runs as the owner, who may always edit.
 */
import type { ProtectionService, RangeService } from '../../gas/services';
import type { Book } from './book';
import type { ProtectionModel, SheetModel } from './model';
import { EmulatedRange } from './range';

export class EmulatedProtection implements ProtectionService {
  constructor(
    private readonly book: Book,
    private readonly sheet: SheetModel,
    /** Emulation-only: the stored protection. */
    readonly model: ProtectionModel,
  ) {}

  getDescription(): string {
    this.book.calls.record('Protection.getDescription');
    return this.model.description;
  }

  setDescription(description: string): ProtectionService {
    this.book.calls.record('Protection.setDescription');
    this.model.description = String(description);
    this.book.model.touch();
    return this;
  }

  isWarningOnly(): boolean {
    this.book.calls.record('Protection.isWarningOnly');
    return this.model.warningOnly;
  }

  setWarningOnly(warningOnly: boolean): ProtectionService {
    this.book.calls.record('Protection.setWarningOnly');
    this.model.warningOnly = Boolean(warningOnly);
    this.book.model.touch();
    return this;
  }

  getRange(): RangeService {
    this.book.calls.record('Protection.getRange');
    return new EmulatedRange(this.book, this.sheet, { ...this.model.rect });
  }

  remove(): void {
    this.book.calls.record('Protection.remove');
    this.sheet.protections = this.sheet.protections.filter((p) => p !== this.model);
    this.book.model.touch();
  }
}

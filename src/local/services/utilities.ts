import type { BlobService, UtilitiesService } from '../../gas/services';
import type { World } from '../world';
import { formatDate } from './date-format';
import { EmulatedBlob } from './drive-blob';

export class EmulatedUtilities implements UtilitiesService {
  constructor(private readonly world: World) {}

  formatDate(date: Date, timeZone: string, format: string): string {
    this.world.calls.record('Utilities.formatDate');
    return formatDate(date, timeZone, format);
  }

  /** A well-formed version-4 UUID built from the World's counter, so runs are reproducible. */
  getUuid(): string {
    this.world.calls.record('Utilities.getUuid');
    const n = Number(this.world.nextId('uuid').split('-').pop());
    const hex = n.toString(16).padStart(12, '0').slice(-12);
    return `00000000-0000-4000-8000-${hex}`;
  }

  /** Time passes on the World's clock instead of the process blocking. */
  sleep(milliseconds: number): void {
    this.world.calls.record('Utilities.sleep');
    this.world.advanceClock(Math.max(0, milliseconds));
  }

  newBlob(data: string, contentType: string, name: string): BlobService {
    this.world.calls.record('Utilities.newBlob');
    return new EmulatedBlob(String(data), contentType, name);
  }
}

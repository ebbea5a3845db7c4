import type { BlobService } from '../../gas/services';

/** Utilities.newBlob offline: text with a name and a content type (what an email attachment carries). */
export class EmulatedBlob implements BlobService {
  constructor(
    private readonly data: string,
    private readonly contentType: string | null,
    private readonly name: string | null,
  ) {}

  getName(): string | null {
    return this.name;
  }

  getContentType(): string | null {
    return this.contentType;
  }

  getDataAsString(): string {
    return this.data;
  }
}

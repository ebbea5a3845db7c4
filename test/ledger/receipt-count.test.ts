import { receiptText } from '../../src/ledger/orders';
import { check } from '../engine/cs42/orders/fixture';

/**
 * The receipt's count of lines reads right for one and for many, as the staged books' receipts do
 * (gas/stages/intake-receipt.ts). The one-line cases failed before: "All 1 lines accepted.", "1 of 1 lines
 * REJECTED", and "those units hold" for a single rejected line.
 */
const count = (text: string): string => receiptText(check(text), 'Vale', 5, 'on time')[1];

describe('the receipt counts its lines in good English', () => {
  it('one line accepted', () => {
    expect(count('Iron Host - Hold')).toBe('The 1 line was accepted.');
  });

  it('several lines accepted', () => {
    expect(count('Iron Host - Hold\nRed Host - Hold\nRiders - Hold')).toBe('All 3 lines accepted.');
  });

  it('the one line sent rejected', () => {
    expect(count('Iron Host - Fly 4')).toBe(
      '1 of 1 line REJECTED (marked below): that unit holds unless you send corrected orders.',
    );
  });

  it('one of two rejected, and two of three', () => {
    expect(count('Iron Host - Hold\nRed Host - Fly 4')).toBe(
      '1 of 2 lines REJECTED (marked below): that unit holds unless you send corrected orders.',
    );
    expect(count('Iron Host - Hold\nRed Host - Fly 4\nRiders - Fly 2')).toBe(
      '2 of 3 lines REJECTED (marked below): those units hold unless you send corrected orders.',
    );
  });

  it('no line sent', () => {
    expect(count('')).toBe('No order lines were sent.');
  });
});

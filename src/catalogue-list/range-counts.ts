/** The bit mask of value indexes `from` to `to`, both included (at most MAX_FACET_VALUES of them). */
export function spanBits(from: number, to: number): number {
  return from > to ? 0 : (2 ** (to + 1) - 2 ** from) | 0;
}

/**
 * What a range facet's two lists would leave, a card counted once: `from[k]`, the cards with a
 * value from the k-th up to the chosen upper end; `to[k]`, those from the chosen lower end up to
 * the k-th. Fed the values of the products that pass every other filter, a family's next to each other.
 */
export class RangeCounter {
  readonly from: number[];
  readonly to: number[];
  private card = Number.NaN;
  private mask = 0;

  constructor(
    values: number,
    private readonly low: number,
    private readonly high: number,
  ) {
    this.from = new Array<number>(values).fill(0);
    this.to = new Array<number>(values).fill(0);
  }

  /** A product of `card` with the value bits `cell`. */
  add(card: number, cell: number): void {
    if (card !== this.card) {
      this.flush();
      this.card = card;
    }
    this.mask |= cell;
  }

  /** Counts the card whose products were added last. */
  flush(): void {
    if (this.mask !== 0) {
      for (let k = 0; k < this.from.length; k += 1) {
        if (this.mask & spanBits(k, this.high)) this.from[k] = (this.from[k] as number) + 1;
        if (this.mask & spanBits(this.low, k)) this.to[k] = (this.to[k] as number) + 1;
      }
    }
    this.mask = 0;
  }
}

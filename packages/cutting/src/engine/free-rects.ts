// The free rectangles of a sheet being filled, as parallel arrays (the filler's hot loop reads them
// without allocating): position, size, the stage of the cut that made each and that cut's direction.
export class FreeRects {
  readonly x: number[] = [];
  readonly y: number[] = [];
  readonly w: number[] = [];
  readonly h: number[] = [];
  readonly lev: number[] = [];
  readonly ori: number[] = [];
  n = 0;

  push(x: number, y: number, w: number, h: number, lev: number, ori: number): void {
    const n = this.n++;
    this.x[n] = x;
    this.y[n] = y;
    this.w[n] = w;
    this.h[n] = h;
    this.lev[n] = lev;
    this.ori[n] = ori;
  }

  remove(r: number): void {
    const last = --this.n;
    // Keep the order (the LIFO pick relies on it).
    for (let i = r; i < last; i++) {
      this.x[i] = this.x[i + 1]!;
      this.y[i] = this.y[i + 1]!;
      this.w[i] = this.w[i + 1]!;
      this.h[i] = this.h[i + 1]!;
      this.lev[i] = this.lev[i + 1]!;
      this.ori[i] = this.ori[i + 1]!;
    }
  }

  pick(pick: number): number {
    const n = this.n;
    if (pick === 2 || n === 1) return n - 1;
    let best = 0;
    let bestV = Infinity;
    for (let i = 0; i < n; i++) {
      const w = this.w[i]!;
      const h = this.h[i]!;
      const v =
        pick === 0
          ? w * h
          : pick === 1
            ? Math.min(w, h) * 4294967296 + w * h
            : this.y[i]! * 4294967296 + this.x[i]!;
      if (v < bestV) {
        bestV = v;
        best = i;
      }
    }
    return best;
  }
}

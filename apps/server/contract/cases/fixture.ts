// The records the contract cases pass round and the fixtures that make them on first use (apart from
// context.ts so that files of fixtures beside it import them without a circle).

import { fail } from "../harness";

export interface Rec {
  _id: string;
  [key: string]: unknown;
}

/** Runs `make` on the first call only; later calls share its promise (a fixture made on first use). */
export const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** A record made on first use (`await f()`), read as it was made with `f.get()` once a row's setup made it. */
export interface Fixture<T> {
  (): Promise<T>;
  get(): T;
}
export function fixture<T>(what: string, make: () => Promise<T>): Fixture<T> {
  let made: { value: T } | undefined;
  const f = once(async () => {
    const value = await make();
    made = { value };
    return value;
  }) as Fixture<T>;
  f.get = () => (made ? made.value : fail(`${what} was not made: name it in the row's setup`));
  return f;
}

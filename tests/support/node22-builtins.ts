/**
 * The three Node 22 built-ins MSW 3 calls (Promise.withResolvers, Set.prototype.intersection
 * and .difference), for Node 20, where they are missing: the project supports Node ≥ 20.19
 * (package.json engines) and this machine runs 20. Only the test support loads this
 * (tests/support/request-mocks.ts); nothing is replaced where the runtime has them.
 */
interface PromiseStatics {
  withResolvers?: <T>() => {
    promise: Promise<T>;
    resolve: (value: T | PromiseLike<T>) => void;
    reject: (reason?: unknown) => void;
  };
}

interface SetMethods<T> {
  intersection?: (other: ReadonlySet<T>) => Set<T>;
  difference?: (other: ReadonlySet<T>) => Set<T>;
}

const promiseStatics = Promise as unknown as PromiseStatics;
promiseStatics.withResolvers ??= <T>() => {
  let resolve: (value: T | PromiseLike<T>) => void = () => {};
  let reject: (reason?: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const setMethods = Set.prototype as unknown as SetMethods<unknown>;
setMethods.intersection ??= function (this: Set<unknown>, other) {
  return new Set([...this].filter((item) => other.has(item)));
};
setMethods.difference ??= function (this: Set<unknown>, other) {
  return new Set([...this].filter((item) => !other.has(item)));
};

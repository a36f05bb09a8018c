import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues, Context, Output> = Resolver<
  Values,
  Context,
  Output
> & {
  // Starts loading ahead of the first validation (e.g. once the form shows).
  preload: () => void;
};

// A form resolver whose code (the schema, and zod with it) loads on first use: the sign-in form
// validates with the shared contract like every form, but its page stays within its initial
// JavaScript budget. The form calls `preload()` when it mounts, so by the time the user submits
// the schema is there.
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): LazyResolver<Values, Context, Output> {
  let loaded: Promise<Resolver<Values, Context, Output>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const resolver = async (...args: Parameters<Resolver<Values, Context, Output>>) =>
    (await get())(...args);
  return Object.assign(resolver, {
    preload: () => {
      get().catch((error: unknown) => console.error('Loading the form rules failed', error));
    },
  });
}

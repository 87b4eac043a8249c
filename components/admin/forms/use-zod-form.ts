'use client';

import { useState } from 'react';
import type { ZodType } from 'zod';
import { CHECK_FIELDS_MESSAGE, useFormErrors } from './use-form-errors';

type Options<V, F extends string> = {
  /** The fields' ids: `${ids}-field` for a prefix (useId), or the form's own. */
  ids: string | ((field: F) => string);
  /** The fields in screen order: the first in error gets the keyboard. */
  order: readonly F[];
  /** The values the form starts from. */
  initial: V | (() => V);
  /** Also scroll a field in error to the middle of the screen (the long pages). */
  scroll?: boolean;
};

/**
 * A panel form's values and errors in one place. `bind(key)` gives a kit field (TextField,
 * SelectField…) its id, ref, message, value and a change that clears the message; `check(schema,
 * body)` runs the operation's zod schema (the one the API validates with) before anything is sent.
 * The errors are useFormErrors', so a field's message also comes from the API's `campos`.
 */
export function useZodForm<V extends object, F extends string = Extract<keyof V, string>>({ ids, order, initial, scroll }: Options<V, F>) {
  const errors = useFormErrors<F>(ids, order, { scroll });
  const [values, setValues] = useState<V>(initial);

  /** Changes one value and clears the message of its field (or of `field`, when the value belongs to another). */
  const set = <K extends keyof V>(key: K, value: V[K], field: F = key as unknown as F) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clearError(field);
  };
  /** A kit text, select or date field's props for value `key`. */
  const bind = <K extends keyof V & F>(key: K) => ({
    ...errors.field(key),
    value: values[key],
    onChange: (value: V[K]) => set(key, value),
  });
  /** A SwitchField's props for value `key`. */
  const bindCheck = <K extends keyof V & F>(key: K) => ({
    ...errors.field(key),
    checked: values[key] as boolean,
    onChange: (checked: boolean) => set(key, checked as V[K]),
  });
  /** The operation's schema checked here first: true when valid, else each field's first message shows, and `message` over the form (null: none). */
  const check = (schema: ZodType, body: unknown, message: string | null = CHECK_FIELDS_MESSAGE) => errors.passesLocalCheck(schema.safeParse(body), message);

  return { ...errors, values, setValues, set, bind, bindCheck, check };
}

export type ZodForm<V extends object, F extends string = Extract<keyof V, string>> = ReturnType<typeof useZodForm<V, F>>;

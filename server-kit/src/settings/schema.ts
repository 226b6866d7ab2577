/**
 * The building blocks of the processes' settings schemas (TypeBox, read by env-schema): each
 * setting declared once, with its type, default, range and a description that the settings
 * page (docs/settings.md) and the error of a wrong value both use.
 */
import { Type, type TLiteral, type TSchema } from '@sinclair/typebox';

/** Marks a setting that may come from a file instead (`<NAME>_FILE`), and is never printed. */
export const SECRET = 'x-secret';

/** The allowed form in words, where a pattern would say it badly (`comma-separated origins`). */
export const FORM = 'x-form';

interface Described {
  description: string;
}

export const Port = (options: Described & { default?: number }) => Type.Integer({ minimum: 1, maximum: 65535, ...options });

/** A whole number within bounds (milliseconds, counts, megabytes). */
export const Whole = (options: Described & { default?: number; minimum?: number; maximum?: number }) => Type.Integer({ minimum: 0, ...options });

export const Share = (options: Described & { default: number }) => Type.Number({ minimum: 0, maximum: 1, ...options });

/** An http(s) origin or URL; `https` alone when `httpsOnly`. */
export const Url = (options: Described & { default?: string; httpsOnly?: boolean }) => {
  const { httpsOnly, ...rest } = options;
  return Type.String({ pattern: httpsOnly ? '^https://[^\\s]+$' : '^https?://[^\\s]+$', ...rest });
};

/** A comma-separated list (origins, addresses, CIDR ranges): `items` names them, `item` checks each. */
export const List = (options: Described & { default?: string; item?: string; items: string }) => {
  const { item, items, ...rest } = options;
  const form = { [FORM]: `comma-separated ${items}` };
  return Type.String(item ? { pattern: `^\\s*(${item})(\\s*,\\s*(${item}))*\\s*$`, ...form, ...rest } : { ...form, ...rest });
};

export const Choice = <const T extends readonly string[]>(values: T, options: Described & { default?: T[number] }) =>
  Type.Union(values.map((value) => Type.Literal(value)) as TLiteral<T[number]>[], options);

/** A switch: `1` on, `0` off. */
export const Flag = (options: Described) => Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0', ...options });

/** Text; `form` says in words what `pattern` allows. */
export const Text = (options: Described & { default?: string; pattern?: string; minLength?: number; maxLength?: number; form?: string }) => {
  const { form, ...rest } = options;
  return Type.String(form ? { ...rest, [FORM]: form } : rest);
};

export const Secret = (options: Described & { minLength?: number; pattern?: string; form?: string }) => {
  const { form, ...rest } = options;
  return Type.String({ ...rest, [SECRET]: true, ...(form ? { [FORM]: form } : {}) });
};

export const LogLevel = () =>
  Choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, {
    default: 'info',
    description: 'the least severe level written to the JSON log (pino)',
  });

/** A setting that may be left unset. */
export const Optional = <T extends TSchema>(schema: T) => Type.Optional(schema);

/**
 * Reads a process's settings from its environment against its schema (env-schema, Ajv with type
 * coercion), before it does anything else. A wrong value stops the process with one line that
 * names the variable, what is wrong with the value, and the form allowed. Any setting may come
 * from a file (`<NAME>_FILE`, as Kubernetes and Docker mount Secrets: a Secret holds an identity
 * provider's issuer and client id beside the client's secret); a secret is never printed.
 */
import { readFileSync } from 'node:fs';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import envSchema from 'env-schema';
import { FORM, SECRET } from './schema';

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

type SchemaNode = TSchema & {
  type?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  minLength?: number;
  anyOf?: { const?: unknown }[];
  description?: string;
  [SECRET]?: boolean;
  [FORM]?: string;
};

const entries = (schema: TObject): [string, SchemaNode][] => Object.entries(schema.properties) as [string, SchemaNode][];

const isSecret = (node: SchemaNode) => node[SECRET] === true;

/** The form a value must have, in words, from its schema. */
export function allowedForm(node: SchemaNode): string {
  if (node[FORM]) return node[FORM];
  if (node.anyOf) return `one of ${node.anyOf.map((option) => JSON.stringify(option.const)).join(', ')}`;
  if (node.type === 'integer' || node.type === 'number') {
    const kind = node.type === 'integer' ? 'a whole number' : 'a number';
    if (node.minimum !== undefined && node.maximum !== undefined) return `${kind} from ${node.minimum} to ${node.maximum}`;
    if (node.minimum !== undefined) return `${kind} from ${node.minimum} up`;
    return kind;
  }
  if (node.pattern?.startsWith('^https://')) return 'an https:// URL';
  if (node.pattern?.startsWith('^https?://')) return 'an http:// or https:// URL';
  if (node.pattern) return `text matching ${node.pattern}`;
  if (node.minLength) return `text of at least ${node.minLength} characters`;
  return 'text';
}

/** The environment with empty values left out and the settings named by a file read from it. */
function gather(schema: TObject, env: NodeJS.ProcessEnv): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name] of entries(schema)) {
    const value = env[name];
    const file = env[`${name}_FILE`];
    if (file) {
      if (value) throw new SettingsError(`${name} and ${name}_FILE are both set: set one`);
      try {
        data[name] = readFileSync(file, 'utf8').trim();
      } catch (error) {
        throw new SettingsError(`${name}_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      }
    } else if (value !== undefined && value.trim() !== '') data[name] = value.trim();
  }
  return data;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export function readSettings<T extends TObject>(schema: T, env: NodeJS.ProcessEnv = process.env): Static<T> {
  const data = gather(schema, env);
  try {
    return envSchema<Static<T>>({
      schema,
      data,
      env: false,
      // Ajv is strict about keywords it does not know: the secret mark is one of ours.
      ajv: { customOptions: (ajv) => ajv.addKeyword({ keyword: SECRET, schemaType: 'boolean' }).addKeyword({ keyword: FORM, schemaType: 'string' }) },
    });
  } catch (error) {
    const [first] = ((error as { errors?: AjvError[] }).errors ?? []) as AjvError[];
    if (!first) throw error;
    const name = first.instancePath.replace(/^\//, '') || String(first.params.missingProperty ?? '');
    const node = schema.properties[name] as SchemaNode | undefined;
    if (!node) throw new SettingsError(`${name}: ${first.message ?? 'not allowed'}`);
    const rule = `it must be ${allowedForm(node)} (${node.description ?? name})`;
    if (first.keyword === 'required') throw new SettingsError(`${name} is not set: ${rule}`);
    const shown = isSecret(node) ? '(its value, not shown)' : JSON.stringify(data[name]);
    throw new SettingsError(`${name}=${shown} is not allowed: ${rule}`);
  }
}

/**
 * The SSB_ variables no schema of this process (or of the processes it starts) declares: a typo
 * (`SSB_RATE_LIMT_MAX`) would otherwise be ignored in silence.
 */
export function unknownSettings(schemas: readonly TObject[], env: NodeJS.ProcessEnv = process.env, known: readonly string[] = []): string[] {
  const declared = new Set(known);
  for (const schema of schemas)
    for (const [name] of entries(schema)) {
      declared.add(name);
      declared.add(`${name}_FILE`);
    }
  return Object.keys(env)
    .filter((name) => name.startsWith('SSB_') && !declared.has(name))
    .sort();
}

/** The variables of `schema` found in `env` (secrets as their files), for a child process. */
export function settingsFor(schema: TObject, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const picked: NodeJS.ProcessEnv = {};
  for (const [name, node] of entries(schema)) {
    if (env[name] !== undefined && !isSecret(node)) picked[name] = env[name];
    if (env[`${name}_FILE`] !== undefined) picked[`${name}_FILE`] = env[`${name}_FILE`];
  }
  return picked;
}

/** The names of the secret settings of `schema`. */
export const secretNames = (schema: TObject): string[] =>
  entries(schema)
    .filter(([, node]) => isSecret(node))
    .map(([name]) => name);

/** A process's settings as a Markdown table, for docs/settings.md (generated from the schemas). */
import type { TObject } from '@sinclair/typebox';
import { allowedForm } from './readSettings';
import { SECRET } from './schema';

type Node = { default?: unknown; description?: string; [SECRET]?: boolean };

// A pipe would end the cell, and <secret> would be read as an HTML tag.
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '\\<');

export function settingsTable(schema: TObject): string {
  const rows = Object.entries(schema.properties).map(([name, value]) => {
    const node = value as Node & Parameters<typeof allowedForm>[0];
    const names = node[SECRET] ? `\`${name}\` or \`${name}_FILE\`` : `\`${name}\``;
    const fallback = node.default !== undefined ? `\`${String(node.default)}\`` : schema.required?.includes(name) ? 'required' : 'unset';
    return `| ${names} | ${fallback} | ${cell(allowedForm(node))} | ${cell(node.description ?? '')} |`;
  });
  return ['| variable | default | allowed | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

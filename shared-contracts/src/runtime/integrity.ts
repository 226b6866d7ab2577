/**
 * Subresource integrity as a release manifest states it (`sha384-<base64>`): one definition for
 * the build that writes it and for the registry and the site server that check it. Node only
 * (the browser checks integrity itself, from the script tags' attributes).
 */
import { createHash } from 'node:crypto';

export const sriOf = (content: Buffer | string): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

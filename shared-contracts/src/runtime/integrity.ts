// Subresource integrity as a release manifest states it, for the build that writes it and the
// registry and site server that check it (browsers check it themselves).
import { createHash } from 'node:crypto';

export const sriOf = (content: Buffer | string): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;

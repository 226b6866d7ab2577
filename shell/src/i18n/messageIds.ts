import type { ShellCatalog } from './tj';

/** A key of the shell's catalogs: a typo in a message id fails the typecheck. */
export type ShellMessageId = keyof ShellCatalog;

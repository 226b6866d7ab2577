/**
 * Folders the API reads from, found from this file (not the working directory), so the
 * service behaves the same under tsx, Jest and any cwd.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api/ folder. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (the default data folder lives under it). */
export const REPO_ROOT = path.resolve(API_ROOT, '..');

// The shell's strings are few, so all three catalogs ship with it: no extra request on start.
import type { LangCode } from '@ssb/contracts';
import tj from './tj';
import ru from './ru';
import en from './en';

export const SHELL_CATALOGS: Record<LangCode, Record<string, string>> = { tj, ru, en };

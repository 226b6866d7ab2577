/**
 * The repository paths that comments name, and those of them that do not exist: a comment that
 * points to a moved or renamed file misleads whoever follows it.
 *
 * A comment "names a path" when a word of it is a relative path of at least two segments that
 * ends in a file extension of the repository's sources (`src/remote.ts`) or in a slash
 * (`api/scripts/`), whose first segment is a folder of the repository as seen from the
 * comment's file: the repository's root, the file's folder or one above it, or its package's
 * `src/`. Anything else is prose, a URL, a package specifier, a pattern or a placeholder
 * (`src/features/<feature>/`, `mfe-*`, `dist/releases/...`) and is not checked. The path must
 * then exist from one of those folders; one inside a folder Git ignores (a build's output) is
 * not checked.
 */
import path from 'node:path';
import ts from 'typescript';

/** The kinds of file whose comments are read. */
export const SOURCE_FILE = /\.(ts|tsx|cts|mts|js|cjs|mjs|ya?ml|sh)$/;

/** A file a path in a comment may name, by its extension. */
const NAMED_FILE = /\.(ts|tsx|cts|mts|js|cjs|mjs|json|md|ya?ml|sh|css|html|sql|txt|svg|png|woff2|ttf|toml|conf)$/;

/** The characters of a path word; anything else ends it. */
const WORD = /[A-Za-z0-9_.\-/]+/g;
/** Beside a word, these make it part of a URL, a specifier, a home path or a pattern: not a repository path. */
const NOT_BEFORE = /[A-Za-z0-9_@:~$*<{[\\]/;
const NOT_AFTER = /[*<>{}$[\]@\\…]/;

export interface Comment {
  /** 1-based line of the comment's start. */
  line: number;
  text: string;
}

/** The comments of a TypeScript or JavaScript file, from its syntax tree (so no string or template is mistaken for one). */
function scriptComments(file: string, text: string): Comment[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    // JSDoc nodes live inside comments; JSX text has no trivia (a `//` there is text).
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind !== ts.SyntaxKind.JsxText) {
      // A comment on a token's own line is that token's trailing one; the others lead the next token.
      for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) seen.set(range.pos, range);
      for (const range of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) seen.set(range.pos, range);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()]
    .sort((x, y) => x.pos - y.pos)
    .map((range) => ({
      line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
      text: text.slice(range.pos, range.end),
    }));
}

/** The `#` comments of a YAML or shell file: a `#` at a line's start or after a space, to the line's end. */
function hashComments(text: string): Comment[] {
  const comments: Comment[] = [];
  text.split('\n').forEach((line, index) => {
    const at = line.search(/(^|\s)#/);
    if (at >= 0) comments.push({ line: index + 1, text: line.slice(at) });
  });
  return comments;
}

export function commentsOf(file: string, text: string): Comment[] {
  return /\.(ya?ml|sh)$/.test(file) ? hashComments(text) : scriptComments(file, text);
}

/** The words of a comment that look like a relative path (not yet checked against the tree). */
export function pathWords(comment: string): string[] {
  const words: string[] = [];
  for (const match of comment.matchAll(WORD)) {
    const start = match.index;
    let word = match[0];
    if (word.includes('...')) continue;
    const before = comment[start - 1] ?? '';
    // A sentence's end or a clause's: the dot or the dash belongs to the prose.
    word = word.replace(/[.-]+$/, '');
    const after = comment[start + word.length] ?? '';
    if (NOT_BEFORE.test(before) || NOT_AFTER.test(after)) continue;
    if (word.startsWith('/') || word.startsWith('-') || !word.includes('/') || word.includes('//')) continue;
    const segments = word.replace(/^(\.\.?\/)+/, '').split('/');
    if (segments.some((s) => s === '...' || s === '..' || s === '.') || segments.length < 2) continue;
    if (!word.endsWith('/') && !NAMED_FILE.test(word)) continue;
    words.push(word);
  }
  return words;
}

/** What the checker knows of the tree: the paths that exist, and which are ignored by Git. */
export interface Tree {
  /** Every file and folder that exists (relative to the repository's root, with `/`), folders without a trailing slash. */
  paths: ReadonlySet<string>;
  /** The package folder (relative) of a file, or '' at the root. */
  packageOf(file: string): string;
  isIgnored(relative: string): boolean;
}

/** The folders a path in `file`'s comment may be relative to, nearest first. */
function basesOf(file: string, tree: Tree): string[] {
  const bases: string[] = [];
  for (let dir = path.posix.dirname(file); ; dir = path.posix.dirname(dir)) {
    bases.push(dir === '.' ? '' : dir);
    if (dir === '.' || dir === '') break;
  }
  const pkg = tree.packageOf(file);
  bases.push(pkg ? `${pkg}/src` : 'src');
  return [...new Set(bases)];
}

const join = (base: string, relative: string) => path.posix.normalize(base ? `${base}/${relative}` : relative).replace(/\/$/, '');

/** The paths `file`'s comments name that do not exist, as `file:line: path`. */
export function missingPaths(file: string, text: string, tree: Tree): string[] {
  const found: string[] = [];
  // A comment is a slice of the text, so a file with no path word at all has none in a comment: no need to parse it.
  if (pathWords(text).length === 0) return found;
  for (const comment of commentsOf(file, text)) {
    for (const word of pathWords(comment.text)) {
      const relativeToFile = /^\.\.?\//.test(word);
      const bases = relativeToFile ? [path.posix.dirname(file)] : basesOf(file, tree);
      const first = word.replace(/^(\.\.?\/)+/, '').split('/')[0]!;
      const rooted = relativeToFile ? bases : bases.filter((base) => tree.paths.has(join(base, first)));
      if (rooted.length === 0) continue;
      const candidates = rooted.map((base) => join(base, word));
      if (candidates.some((candidate) => tree.paths.has(candidate))) continue;
      // Git's folder patterns (`dist/`) match a folder only when it is named as one.
      const slash = word.endsWith('/') ? '/' : '';
      if (candidates.some((candidate) => tree.isIgnored(candidate + slash))) continue;
      found.push(`${file}:${comment.line}: ${word}`);
    }
  }
  return found;
}

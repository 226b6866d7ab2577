/**
 * No comment names a repository path that does not exist (the rule: lib/commentPaths.ts). The
 * sources are the tracked and new files Git does not ignore, so no dependency's or build's file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { commentsOf, missingPaths, pathWords, SOURCE_FILE, type Tree } from './lib/commentPaths';

const root = path.dirname(__dirname);

function repoTree(): { files: string[]; tree: Tree } {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  const paths = new Set<string>();
  for (const file of listed) for (let at = file; at !== '.'; at = path.posix.dirname(at)) paths.add(at);
  const packages = listed.filter((file) => path.posix.basename(file) === 'package.json').map((file) => path.posix.dirname(file));
  const tree: Tree = {
    paths,
    packageOf: (file) => packages.filter((pkg) => pkg !== '.' && file.startsWith(`${pkg}/`)).sort((a, b) => b.length - a.length)[0] ?? '',
    isIgnored: (relative) => {
      try {
        execFileSync('git', ['check-ignore', '-q', '--no-index', relative], { cwd: root, stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    },
  };
  return { files: listed.filter((file) => SOURCE_FILE.test(file)), tree };
}

// A small tree: a package with src/, and the repository's own folders.
const TREE: Tree = {
  paths: new Set([
    'shell',
    'shell/package.json',
    'shell/src',
    'shell/src/start.tsx',
    'shell/src/ssr',
    'shell/src/ssr/renderApp.tsx',
    'docs',
    'docs/qa.md',
  ]),
  packageOf: (file) => (file.startsWith('shell/') ? 'shell' : ''),
  isIgnored: (relative) => relative.startsWith('shell/dist'),
};
const missingIn = (code: string, file = 'shell/src/ssr/renderApp.tsx') => missingPaths(file, code, TREE).map((found) => found.split(': ')[1]);

describe('which words of a comment name a path', () => {
  it('takes relative paths of files and folders', () => {
    expect(pathWords('see src/remote.ts, and api/scripts/ (the tools).')).toEqual(['src/remote.ts', 'api/scripts/']);
  });

  it('leaves prose, URLs, specifiers, absolute paths, placeholders and patterns', () => {
    const prose =
      'and/or text/html http://127.0.0.1:8080/a/b.js @ssb/contracts/node /api/docs/json src/features/<feature>/ mfe-*/src/x.ts dist/releases/... ~/x/y.ts';
    expect(pathWords(prose)).toEqual([]);
  });
});

describe('a comment naming a path', () => {
  it('passes when the path exists from the repository, the package, its src/ or the file’s folder', () => {
    expect(missingIn('// docs/qa.md, shell/src/start.tsx, src/start.tsx, ssr/renderApp.tsx, ../start.tsx\nconst a = 1;')).toEqual([]);
  });

  it('fails when it has drifted', () => {
    expect(missingIn('/** The browser hydrates it (src/bootstrap.tsx). */\nexport {};')).toEqual(['src/bootstrap.tsx']);
    expect(missingIn('const a = 1; // see docs/old.md\n')).toEqual(['docs/old.md']);
    expect(missingIn('# listed in shell/src/gone/\n', 'shell/deploy.yaml')).toEqual(['shell/src/gone/']);
  });

  it('says nothing of words that are not comments, of unknown first folders or of build output', () => {
    expect(missingIn("const s = 'docs/old.md'; const t = `// docs/old.md`;\nconst j = <p>// docs/old.md</p>;\n")).toEqual([]);
    expect(missingIn('// vendor/lib/x.js and shell/dist/main.js\nexport {};')).toEqual([]);
  });

  it('reads every comment of a file, JSX ones included', () => {
    const code = '/* a */\nconst x = 1; // b\nconst j = (\n  <div>\n    {/* c */}\n  </div>\n);\n// d\n';
    expect(commentsOf('x.tsx', code).map((c) => c.text)).toEqual(['/* a */', '// b', '/* c */', '// d']);
  });
});

it('no comment of the repository names a path that does not exist', () => {
  const { files, tree } = repoTree();
  const missing = files.flatMap((file) => missingPaths(file, readFileSync(path.join(root, file), 'utf8'), tree));
  expect(missing).toEqual([]);
}, 120_000);

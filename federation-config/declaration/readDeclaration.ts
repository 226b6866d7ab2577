/**
 * Reads a remote's declaration (`src/remote.ts`, data only) and checks it against the contract
 * the remote is built with. Every build path goes through here: `ssb-remote build` and `dev`,
 * the webpack recipe, and the remote's own tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { declarationProblems, type AnyRemoteDeclaration } from '@ssb/contracts/node';

const DECLARATION_FILE = 'src/remote.ts';

export class DeclarationError extends Error {}

/**
 * The default export of the declaration, evaluated on its own: TypeScript erases its type-only
 * imports, and anything else it would import is refused (a declaration is data, so no code of
 * the remote runs at build time, and it reads the same under Node, tsx or Jest).
 */
function evaluate(file: string): unknown {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: file,
  });
  const module = { exports: {} as { default?: unknown } };
  const refuse = (id: string) => {
    throw new DeclarationError(`${DECLARATION_FILE} imports ${id} at run time: a declaration is data, with type-only imports`);
  };
  runInNewContext(outputText, { module, exports: module.exports, require: refuse }, { filename: file, timeout: 1_000 });
  return module.exports.default;
}

export function readDeclaration(appDir: string): AnyRemoteDeclaration {
  const file = path.join(appDir, DECLARATION_FILE);
  if (!existsSync(file)) throw new DeclarationError(`${file} is missing: every remote declares itself there`);
  const declaration = evaluate(file);
  const problems = declarationProblems(declaration);
  if (problems.length > 0) throw new DeclarationError(`${DECLARATION_FILE} disagrees with the contract:\n  - ${problems.join('\n  - ')}`);
  return declaration as AnyRemoteDeclaration;
}

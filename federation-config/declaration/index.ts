export { readDeclaration, DeclarationError, DECLARATION_FILE } from './readDeclaration';
export { generatedModules, exposesOf, staleModules, writeModules, GENERATED_DIR } from './generate';
export { pageDataOf } from '@ssb/contracts/node';

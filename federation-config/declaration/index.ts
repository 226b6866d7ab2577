export { readDeclaration, DeclarationError } from './readDeclaration';
export { exposesOf, staleModules, writeModules, GENERATED_DIR } from './generate';
export { pageDataOf } from '@ssb/contracts/node';

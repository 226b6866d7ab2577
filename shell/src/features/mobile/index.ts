// What the mobile feature offers the other features of this part; the rest is its own.
export { BottomMenu } from './BottomMenu';
export { MobileMenuProvider, useMobileMenu } from './MobileMenuContext';
export { MobilePanel } from './MobilePanel';

// What the tabs feature offers the other features of this part; the rest is its own.
export { SubNav } from './SubNav';
export { TabList } from './TabList';
export { TabTypeProvider } from './TabTypeContext';
export { TABS, isSubItemActive, pageLabel, withType, type PageName, type TabType } from './tabs';

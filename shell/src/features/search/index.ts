// What the search feature offers the other features of this part; the rest is its own.
export { SearchForm } from './SearchForm';
export { CloseButton, CloseIcon, SearchModal } from './SearchModal';

import { catalogue } from '../store/language';

/** User-facing text of the Add to List control. */
export const $strings = catalogue(
  'add-to-list',
  {
    button: 'Add to list',
    buttonNamed: 'Add to list: {name}',
    title: 'Add to a shopping list',
    loading: 'Loading your lists...',
    chooseList: 'Choose a list',
    noLists: 'You have no lists yet.',
    sharedBy: '{list} (shared by {owner})',
    newList: 'New list name',
    create: 'Create and add',
    added: 'Added to {list}.',
    viewList: 'View list',
    failed: 'Failed to add to the list',
    loadFailed: 'Failed to load your lists',
    close: 'Close',
  } as const,
  () => import('./list-strings.ms'),
);

// The combobox input of antd 5.29's closed Select (rc-select's selection-search input), shared by the markups that
// stand in for a Select until it is used: the search form's select filters (FormItem.tsx LightSelect) and
// the pager's size changer (LightPager.tsx). Their unit tests compare the whole markup with antd's.
export function closedCombobox(prefix: string, listId: string) {
  return {
    type: 'search',
    autoComplete: 'off',
    className: `${prefix}-selection-search-input`,
    role: 'combobox',
    'aria-expanded': false,
    'aria-haspopup': 'listbox',
    'aria-owns': listId,
    'aria-autocomplete': 'list',
    'aria-controls': listId,
  } as const;
}

// The home page's two short lists (notices, recent visits): plain list markup styled like antd's List (layout.css
// .home-list). antd's List imports its pagination, which brings the pager and the select along: the first screen
// after sign-in loads neither (what ships).
import type { Key, ReactNode } from 'react';

export function HomeList<T>({
  items,
  itemKey,
  render,
  emptyText,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  render: (item: T) => ReactNode;
  emptyText: string;
}) {
  if (!items.length) return <div className="home-list-empty">{emptyText}</div>;
  return (
    <ul className="home-list">
      {items.map((item) => (
        <li className="home-list-item" key={itemKey(item)}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

// Layout nodes of forms: Grid (columns) and Card (a titled group).
import { FormGrid } from '@formily/antd-v5';
import { Card as AntdCard } from 'antd';
import type { ReactNode } from 'react';

export const Grid = FormGrid;

export function Card({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <AntdCard size="small" title={title} style={{ marginBottom: 16 }}>
      {children}
    </AntdCard>
  );
}

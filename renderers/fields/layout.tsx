// Layout nodes of forms: Grid (columns) and Card (a titled group).
import { FormGrid } from '@formily/antd-v5';
import { connect, mapProps } from '@formily/react';
import { Card as AntdCard } from 'antd';
import type { ReactNode } from 'react';

export const Grid = FormGrid;

function CardView({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  return (
    <AntdCard size="small" title={title} style={{ marginBottom: 16 }}>
      {children}
    </AntdCard>
  );
}

export const Card = connect(CardView, mapProps({ title: 'title' }));

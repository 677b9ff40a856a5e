// The three bench screens hand-written the ordinary way with antd (Form.Item, Row/Col), in the same frame as the
// schema variant (frame.tsx); its styles come with its entry (handA: antd's runtime styles, handE: a static sheet).
import { Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { mount } from './frame';
import {
  COLUMNS,
  FILTERS,
  FORM_FIELDS,
  later,
  OPTIONS,
  RETURN_ROWS,
  returnRows,
  rows,
  TOTAL,
  type Screen,
} from './data';

type R = Record<string, string>;
const columns = COLUMNS.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title }));

function SearchScreen() {
  const [form] = Form.useForm();
  const [data, setData] = useState<R[]>([]);
  const [expand, setExpand] = useState(false);
  useEffect(() => void later(rows(10)).then(setData), []);
  const shown = expand ? FILTERS : FILTERS.slice(0, 7);
  return (
    <div>
      <Form form={form} labelCol={{ flex: '100px' }}>
        <Row gutter={16}>
          {shown.map((f) => (
            <Col span={6} key={f.name}>
              <Form.Item name={f.name} label={f.title}>
                {f.kind === 'input' ? (
                  <Input />
                ) : f.kind === 'select' ? (
                  <Select options={OPTIONS} allowClear />
                ) : (
                  <DatePicker style={{ width: '100%' }} />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col span={6} style={{ textAlign: 'right' }}>
            <Button onClick={() => form.resetFields()}>重置</Button>{' '}
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button type="link" onClick={() => setExpand(!expand)}>
              {expand ? '收起' : '展开'}
            </Button>
          </Col>
        </Row>
      </Form>
      <Table rowKey="id" columns={columns} dataSource={data} pagination={{ pageSize: 10, total: TOTAL.search }} />
    </div>
  );
}

function PickerScreen() {
  const [form] = Form.useForm();
  const [data, setData] = useState<R[]>([]);
  const [selected, setSelected] = useState<React.Key[]>([]);
  useEffect(() => void later(rows(5)).then(setData), []);
  return (
    <Modal open title="请选择" width="60%" okText="确定" cancelText="取消">
      <Form form={form} layout="inline">
        <Form.Item name="id" label="编码">
          <Input />
        </Form.Item>
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
        <Button>重置</Button> <Button type="primary">查询</Button>
      </Form>
      <Table
        rowKey="id"
        size="small"
        columns={columns.slice(0, 4)}
        dataSource={data}
        pagination={{ pageSize: 5, total: TOTAL.picker }}
        rowSelection={{ type: 'radio', selectedRowKeys: selected, onChange: setSelected }}
      />
    </Modal>
  );
}

function BigForm() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical">
      {FORM_FIELDS.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.title}>
          <Input />
        </Form.Item>
      ))}
      <Button type="primary">提交</Button>
    </Form>
  );
}

type Line = ReturnType<typeof returnRows>[number];
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The return-parts dialog written by hand: four filters, 50 lines with an editable quantity and the live amount. */
function ReturnPartsScreen() {
  const [form] = Form.useForm();
  const [data, setData] = useState<Line[]>([]);
  const [qty, setQty] = useState<Record<string, number | undefined>>({});
  const [selected, setSelected] = useState<React.Key[]>([]);
  useEffect(() => void later(returnRows(RETURN_ROWS)).then(setData), []);
  const cols = [
    { key: 'saleOrderNo', dataIndex: 'saleOrderNo', title: '销售订单号' },
    { key: 'partsNo', dataIndex: 'partsNo', title: '配件编码' },
    { key: 'partsName', dataIndex: 'partsName', title: '配件名称' },
    { key: 'partsDrawingNo', dataIndex: 'partsDrawingNo', title: '配件图号' },
    { key: 'warehouseName', dataIndex: 'warehouseName', title: '仓库' },
    { key: 'realReturnBasePrice', dataIndex: 'realReturnBasePrice', title: '实际退货单价' },
    { key: 'approveQty', dataIndex: 'approveQty', title: '审核数量' },
    { key: 'remainQty', dataIndex: 'remainQty', title: '可退数量' },
    {
      key: 'qty',
      title: '退货数量',
      width: 120,
      render: (_: unknown, r: Line) => (
        <InputNumber
          size="small"
          min={0}
          max={r.remainQty}
          precision={0}
          value={qty[r.id] ?? null}
          aria-label="退货数量"
          onChange={(v) => {
            setQty((q) => ({ ...q, [r.id]: v ?? undefined }));
            setSelected((s) => (s.includes(r.id) ? s : [...s, r.id]));
          }}
        />
      ),
    },
    { key: 'unit', dataIndex: 'unit', title: '单位' },
    { key: 'whetherReturn', title: '是否可退', render: (_: unknown, r: Line) => (r.whetherReturn === 1 ? '是' : '否') },
    {
      key: 'amt',
      title: '实际退货金额',
      render: (_: unknown, r: Line) => (qty[r.id] == null ? '' : String(round2(qty[r.id]! * r.realReturnBasePrice))),
    },
  ];
  return (
    <Modal open title="选择退货配件" width="70%" okText="确定" cancelText="取消">
      <Form form={form} layout="inline">
        <Form.Item name="branchId" label="分公司">
          <Input />
        </Form.Item>
        <Form.Item name="warehouseId" label="发货仓库">
          <Input.Search readOnly />
        </Form.Item>
        <Form.Item name="saleOrderNo" label="销售订单号">
          <Input />
        </Form.Item>
        <Form.Item name="partsNo" label="配件编码">
          <Input />
        </Form.Item>
        <Button>重置</Button> <Button type="primary">查询</Button>
      </Form>
      <Table
        rowKey="id"
        size="small"
        columns={cols}
        dataSource={data}
        pagination={{ pageSize: RETURN_ROWS, total: TOTAL.returnParts }}
        rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: setSelected }}
      />
    </Modal>
  );
}

const SCREENS: Record<Screen, () => JSX.Element> = {
  search: SearchScreen,
  picker: PickerScreen,
  form: BigForm,
  returnParts: ReturnPartsScreen,
};
export const render = (s: Screen): void => {
  const C = SCREENS[s];
  mount(<C />);
};

// The three bench screens hand-written the ordinary way with antd (Form.Item, Row/Col), in the same frame and
// with the same build-time antd sheets as the schema variant (frame.tsx).
import { Button, Col, DatePicker, Form, Input, Modal, Row, Select, Table } from 'antd';
import { useEffect, useState } from 'react';
import { mount } from './frame';
import { COLUMNS, FILTERS, FORM_FIELDS, later, OPTIONS, rows, type Screen } from './data';

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
                {f.kind === 'input' ? <Input /> : f.kind === 'select' ? <Select options={OPTIONS} allowClear /> : <DatePicker style={{ width: '100%' }} />}
              </Form.Item>
            </Col>
          ))}
          <Col span={6} style={{ textAlign: 'right' }}>
            <Button onClick={() => form.resetFields()}>重置</Button> <Button type="primary" htmlType="submit">查询</Button>
            <Button type="link" onClick={() => setExpand(!expand)}>{expand ? '收起' : '展开'}</Button>
          </Col>
        </Row>
      </Form>
      <Table rowKey="id" columns={columns} dataSource={data} pagination={{ pageSize: 10, total: 100 }} />
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
        <Form.Item name="id" label="编码"><Input /></Form.Item>
        <Form.Item name="name" label="名称"><Input /></Form.Item>
        <Button>重置</Button> <Button type="primary">查询</Button>
      </Form>
      <Table rowKey="id" size="small" columns={columns.slice(0, 4)} dataSource={data} pagination={{ pageSize: 5, total: 20 }}
        rowSelection={{ type: 'radio', selectedRowKeys: selected, onChange: setSelected }} />
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

const SCREENS: Record<Screen, () => JSX.Element> = { search: SearchScreen, picker: PickerScreen, form: BigForm };
export const render = (s: Screen): void => {
  const C = SCREENS[s];
  mount(<C />);
};

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Call } from '../schema-types.generated';
import { buildRequest, readAnswer, readRows } from './request';

const search: Call = {
  method: 'POST',
  host: 'gateway',
  path: '/warehouse/search/V1.0',
  answer: 'list',
  body: { warehouseTypeList: ['WZ_NEW'], status: 'ENABLE', flag: 0 },
  paging: { size: 'size', current: 'current' },
};

describe('buildRequest', () => {
  it('sends params and paging in the body for POST, over the defaults', () => {
    expect(buildRequest(search, { name: 'A', flag: 1 }, { current: 2, size: 5 })).toEqual({
      method: 'POST',
      host: 'gateway',
      path: '/warehouse/search/V1.0',
      body: { warehouseTypeList: ['WZ_NEW'], status: 'ENABLE', flag: 1, name: 'A', size: 5, current: 2 },
    });
  });
  it('fills path parameters and removes them from the params', () => {
    const get: Call = { method: 'GET', host: 'gateway', path: '/supplierParts/V1.0/{id}', answer: 'object' };
    expect(buildRequest(get, { id: 'a/b', x: 1 })).toEqual({
      method: 'GET',
      host: 'gateway',
      path: '/supplierParts/V1.0/a%2Fb',
      query: { x: 1 },
    });
    expect(() => buildRequest(get, {})).toThrow(/path parameter id/);
  });
  it('sends params in the query for GET and DELETE, with the console paging names', () => {
    const list: Call = {
      method: 'GET',
      host: 'console',
      path: '/sys/user/list',
      answer: 'records',
      query: { status: 1 },
      paging: { size: 'pageSize', current: 'pageNo' },
    };
    expect(buildRequest(list, { username: 'u' }, { current: 1, size: 10 }).query).toEqual({
      status: 1,
      username: 'u',
      pageSize: 10,
      pageNo: 1,
    });
    const del: Call = { method: 'DELETE', host: 'gateway', path: '/banner/V1.0/{id}', answer: 'none' };
    expect(buildRequest(del, { id: 7 })).toEqual({
      method: 'DELETE',
      host: 'gateway',
      path: '/banner/V1.0/7',
      query: {},
    });
  });
  it('follows call.send: query for a POST, multipart for an upload', () => {
    const post: Call = {
      method: 'POST',
      host: 'gateway',
      path: '/coreReturnBill/rejected/V1.0/{id}',
      answer: 'none',
      send: 'query',
    };
    expect(buildRequest(post, { id: 3, remark: 'r' })).toEqual({
      method: 'POST',
      host: 'gateway',
      path: '/coreReturnBill/rejected/V1.0/3',
      query: { remark: 'r' },
    });
    const up: Call = {
      method: 'POST',
      host: 'gateway',
      path: '/file/upload/V1.0',
      answer: 'object',
      send: 'multipart',
      query: { a: 1 },
    };
    expect(buildRequest(up, { folder: 'f' })).toEqual({
      method: 'POST',
      host: 'gateway',
      path: '/file/upload/V1.0',
      query: { a: 1 },
      body: { folder: 'f' },
      multipart: true,
    });
  });
  it('ignores paging when the call has none, and asks for a blob for file answers', () => {
    const blob: Call = { method: 'GET', host: 'gateway', path: '/export', answer: 'blob' };
    expect(buildRequest(blob, {}, { current: 1, size: 10 })).toEqual({
      method: 'GET',
      host: 'gateway',
      path: '/export',
      query: {},
      responseType: 'blob',
    });
  });
});

describe('readAnswer', () => {
  const call = (answer: Call['answer'], host: Call['host'] = 'gateway'): Call => ({
    method: 'GET',
    host,
    path: '/x',
    answer,
  });
  it('list: data.list + data.totalCount', () => {
    expect(readAnswer(call('list'), { result: 'SUCCEED', data: { list: [{ id: 1 }], totalCount: 31 } })).toEqual({
      rows: [{ id: 1 }],
      total: 31,
    });
  });
  it('data: data array + totalCount beside it', () => {
    expect(readAnswer(call('data'), { data: [{ id: 1 }, { id: 2 }], totalCount: 12 })).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 12,
    });
    expect(readAnswer(call('data'), { data: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], total: 1 });
  });
  it('records: data.records + data.pagination.total', () => {
    expect(readAnswer(call('records'), { data: { records: [{ id: 1 }], pagination: { total: 40 } } })).toEqual({
      rows: [{ id: 1 }],
      total: 40,
    });
  });
  it('object: data on the gateway, result on login/console', () => {
    expect(readAnswer(call('object'), { data: { id: 1 } })).toEqual({ id: 1 });
    expect(readAnswer(call('object', 'console'), { success: true, result: { id: 2 } })).toEqual({ id: 2 });
  });
  it('menu, blob and none', () => {
    expect(readAnswer(call('menu', 'login'), { result: { menu: [], auth: [] } })).toEqual({ menu: [], auth: [] });
    expect(readAnswer(call('blob'), 'FILE')).toBe('FILE');
    expect(readAnswer(call('none'), { data: 1 })).toBeUndefined();
  });
  it('reads empty or malformed answers as no rows', () => {
    expect(readRows(call('list'), { data: null })).toEqual({ rows: [], total: 0 });
    expect(readRows(call('records'), undefined)).toEqual({ rows: [], total: 0 });
  });
});

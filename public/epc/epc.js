// The EPC catalogue stand-in (issue 24; 000 §2). The portal posts { key, token, issuer, sap_code } after the frame
// loads: the page has the gateway verify the key (POST /frame/key/verify/V1.0, unsigned) and shows the work number it
// was issued for; a key the gateway refuses is shown as invalid. With a verified key the page searches the parts data
// by part number, name and drawing number (POST /epc/parts/search/V1.0 with the key: 401 without one or with a bad or
// expired one) and shows the found parts, their structure groups and replacement relations, in Chinese or English
// (the portal's language from localStorage, switchable here). Text goes in by textContent only (no HTML from data).
// how many times this page has loaded in this tab (sessionStorage is per tab and origin): the portal keeps the
// frame alive beside its tabs, so switching tabs and back must leave this at 1 (tests/e2e/epc-frame.test.ts)
var loads = Number(window.sessionStorage.getItem('epc-demo-loads') || '0') + 1;
window.sessionStorage.setItem('epc-demo-loads', String(loads));
document.body.setAttribute('data-loads', String(loads));
var GATEWAY = '/npsbackend-gateway';
var TEXTS = {
  zh_CN: {
    title: 'EPC 配件目录', search: '查询', partsNo: '配件号', name: '名称', drawingNo: '图号', unit: '单位', structs: '结构组',
    waiting: '等待门户消息…', invalidMsg: '消息无效：', signedIn: '已登录：', workNo: '工号', badKey: '密钥无效：',
    placeholder: '配件号、名称或图号', none: '没有找到配件', more: '只显示前 20 个配件，请缩小查询范围', groupParts: '本组配件：',
    replacements: '替换关系', old: '旧件', new: '新件', notForSale: '（不可销售）', failed: '查询失败：'
  },
  en_US: {
    title: 'EPC parts catalogue', search: 'Search', partsNo: 'Part no.', name: 'Name', drawingNo: 'Drawing no.', unit: 'Unit', structs: 'Structure groups',
    waiting: 'Waiting for the portal…', invalidMsg: 'Invalid message: ', signedIn: 'Signed in: ', workNo: 'work no.', badKey: 'Invalid key: ',
    placeholder: 'Part number, name or drawing number', none: 'No parts found', more: 'Only the first 20 parts are shown: narrow the search', groupParts: 'Parts of this group: ',
    replacements: 'Replacements', old: 'Old', new: 'New', notForSale: ' (not for sale)', failed: 'Search failed: '
  }
};
var lang = window.localStorage.getItem('language') === 'en_US' ? 'en_US' : 'zh_CN';
var messages = 0;
var session = null; // { key, sapCode, workNo } once the gateway verified the key
var lastAnswer = null;
var $ = function (id) { return document.getElementById(id); };
var t = function (k) { return TEXTS[lang][k]; };
function el(tag, text, attrs) {
  var e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  for (var a in attrs || {}) e.setAttribute(a, attrs[a]);
  return e;
}

function post(path, body) {
  return fetch(GATEWAY + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then(function (r) { return r.json().then(function (a) { return { status: r.status, answer: a }; }); });
}
function verifyFrameKey(key) {
  return post('/frame/key/verify/V1.0', { key: key }).then(function (r) {
    return r.answer && r.answer.result === 'SUCCEED' && r.answer.data ? r.answer.data.workNo : null;
  }, function () { return null; });
}

function showStatus() {
  if (!session) return;
  var open = lang === 'en_US' ? ' (' : '（', close = lang === 'en_US' ? ')' : '）';
  $('status').textContent = t('signedIn') + session.sapCode + open + t('workNo') + ' ' + session.workNo + close;
}
function applyLang() {
  document.documentElement.lang = lang === 'en_US' ? 'en' : 'zh-CN';
  document.body.setAttribute('data-lang', lang);
  document.title = t('title');
  document.querySelectorAll('[data-t]').forEach(function (e) { e.textContent = t(e.getAttribute('data-t')); });
  document.querySelectorAll('[data-lang]').forEach(function (b) { b.setAttribute('aria-pressed', String(b.getAttribute('data-lang') === lang)); });
  $('q').placeholder = t('placeholder');
  if (!session && !messages) $('status').textContent = t('waiting');
  showStatus();
}

function partLine(p) {
  return p.partsNo + ' ' + p.name + ' (' + p.drawingNo + ')' + (p.saleFlag === 0 ? t('notForSale') : '');
}
function render(data) {
  var body = $('parts').querySelector('tbody');
  body.replaceChildren();
  data.parts.forEach(function (p) {
    var tr = el('tr', null, { 'data-part': p.partsNo });
    [p.partsNo, p.name, p.drawingNo, p.unit, p.structs.join(', ')].forEach(function (v) { tr.appendChild(el('td', v)); });
    body.appendChild(tr);
  });
  $('parts').hidden = data.parts.length === 0;
  $('note').className = '';
  $('note').textContent = data.parts.length === 0 ? t('none') : data.more ? t('more') : '';
  var groups = $('groups');
  groups.replaceChildren();
  data.groups.forEach(function (g) {
    var box = el('section', null, { 'data-group': g.code });
    box.appendChild(el('h3', g.code + ' ' + g.name));
    if (g.parts.length) box.appendChild(el('div', t('groupParts') + g.parts.join(', ')));
    if (g.replacements.length) box.appendChild(el('div', t('replacements') + ' (' + g.replacements.length + ')'));
    g.replacements.forEach(function (r) {
      var line = el('div', null, { 'class': 'repl', 'data-replacement': r.id });
      line.textContent = r.id + ' · ' + r.replTypeName + ' · ' + t('old') + ': ' + r.old.map(partLine).join('; ') +
        ' → ' + t('new') + ': ' + r.new.map(partLine).join('; ') + (r.remark ? ' · ' + r.remark : '');
      box.appendChild(line);
    });
    groups.appendChild(box);
  });
  document.body.setAttribute('data-results', String(data.parts.length));
}
function search() {
  if (!session) return;
  document.body.setAttribute('data-searching', 'yes');
  post('/epc/parts/search/V1.0', { key: session.key, keyword: $('q').value, lang: lang }).then(function (r) {
    document.body.removeAttribute('data-searching');
    if (r.answer && r.answer.result === 'SUCCEED') { lastAnswer = r.answer.data; render(lastAnswer); return; }
    $('note').className = 'error';
    $('note').textContent = t('failed') + ((r.answer && r.answer.message) || r.status);
    document.body.setAttribute('data-results', 'error');
  }, function () {
    document.body.removeAttribute('data-searching');
    $('note').className = 'error';
    $('note').textContent = t('failed') + 'network';
  });
}

$('search').addEventListener('submit', function (e) { e.preventDefault(); search(); });
document.querySelectorAll('[data-lang]').forEach(function (b) {
  b.addEventListener('click', function () {
    lang = b.getAttribute('data-lang');
    applyLang();
    if (lastAnswer) search();
  });
});
applyLang();

window.addEventListener('message', function (e) {
  if (e.origin !== window.location.origin || !e.data || e.data.issuer !== 'sp') return;
  var d = e.data;
  document.body.setAttribute('data-messages', String(++messages));
  if (typeof d.key !== 'string' || !d.key || !d.token) {
    $('status').textContent = t('invalidMsg') + d.sap_code;
    document.body.setAttribute('data-received', 'no');
    return;
  }
  verifyFrameKey(d.key).then(function (workNo) {
    var ok = workNo !== null;
    session = ok ? { key: d.key, sapCode: String(d.sap_code), workNo: workNo } : null;
    if (ok) showStatus(); else $('status').textContent = t('badKey') + d.sap_code;
    $('search').hidden = !ok;
    document.body.setAttribute('data-work-no', ok ? workNo : '');
    document.body.setAttribute('data-received', ok ? 'yes' : 'no');
    if (ok) search();
  });
});

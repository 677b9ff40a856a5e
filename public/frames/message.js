// A demo page for IframeHost (renderers/fields/layouts.tsx): shows the message the portal posts 500 ms after
// the frame loads ({ key, token, issuer: 'sp', workNo }); only messages from its own origin count.
window.addEventListener('message', function (e) {
  if (e.origin !== window.location.origin || !e.data || typeof e.data !== 'object') return;
  var d = e.data;
  var ok = d.issuer === 'sp' && typeof d.key === 'string' && d.key.length === 16 && !!d.token;
  document.getElementById('status').textContent = (ok ? '已收到：' : '消息无效：') + '工号 ' + (d.workNo || '') + '（issuer ' + d.issuer + '，key ' + String(d.key || '').length + ' 位）';
  document.body.setAttribute('data-message', JSON.stringify({ origin: e.origin, issuer: d.issuer, workNo: d.workNo, keyLength: String(d.key || '').length, hasToken: !!d.token }));
});

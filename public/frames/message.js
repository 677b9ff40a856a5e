// A demo page for IframeHost (renderers/fields/layouts.tsx): shows the message the portal posts 500 ms after
// the frame loads ({ key, token, issuer: 'sp', workNo }); only messages from its own origin count. The key is the
// gateway's encrypted one: the page has the gateway verify it (POST /frame/key/verify/V1.0, unsigned) and shows
// the work number the key was issued for beside the one the message names.
window.addEventListener('message', function (e) {
  if (e.origin !== window.location.origin || !e.data || typeof e.data !== 'object') return;
  var d = e.data;
  var shown = function (verified) {
    var ok = d.issuer === 'sp' && !!d.token && verified !== null && verified === d.workNo;
    document.getElementById('status').textContent = (ok ? '已收到：' : '消息无效：') + '工号 ' + (d.workNo || '') + '（issuer ' + d.issuer + '，密钥' + (verified === null ? '无效' : '属于工号 ' + verified) + '）';
    document.body.setAttribute('data-message', JSON.stringify({ origin: e.origin, issuer: d.issuer, workNo: d.workNo, keyWorkNo: verified, hasToken: !!d.token }));
  };
  if (typeof d.key !== 'string' || !d.key) return shown(null);
  fetch('/npsbackend-gateway/frame/key/verify/V1.0', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: d.key })
  }).then(function (r) { return r.json(); }).then(function (a) {
    shown(a && a.result === 'SUCCEED' && a.data ? a.data.workNo : null);
  }, function () { shown(null); });
});

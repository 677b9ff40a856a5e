// The portal sends { key, token, issuer, sap_code } after the frame loads (spec 000 §2). The key is the gateway's
// encrypted one: the page has the gateway verify it (POST /frame/key/verify/V1.0, unsigned) and shows the work
// number it was issued for; a key the gateway refuses is shown as invalid.
// how many times this page has loaded in this tab (sessionStorage is per tab and origin): the portal keeps the
// frame alive beside its tabs, so switching tabs and back must leave this at 1 (tests/e2e/epc-frame.test.ts)
var loads = Number(window.sessionStorage.getItem('epc-demo-loads') || '0') + 1;
window.sessionStorage.setItem('epc-demo-loads', String(loads));
document.body.setAttribute('data-loads', String(loads));
var messages = 0;
function verifyFrameKey(key) {
  return fetch('/npsbackend-gateway/frame/key/verify/V1.0', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: key })
  }).then(function (r) { return r.json(); }).then(function (a) {
    return a && a.result === 'SUCCEED' && a.data ? a.data.workNo : null;
  }, function () { return null; });
}
window.addEventListener('message', function (e) {
  if (e.origin !== window.location.origin || !e.data || e.data.issuer !== 'sp') return;
  var d = e.data;
  document.body.setAttribute('data-messages', String(++messages));
  if (typeof d.key !== 'string' || !d.key || !d.token) {
    document.getElementById('status').textContent = '消息无效：' + d.sap_code;
    document.body.setAttribute('data-received', 'no');
    return;
  }
  verifyFrameKey(d.key).then(function (workNo) {
    var ok = workNo !== null;
    document.getElementById('status').textContent = (ok ? '已登录：' : '密钥无效：') + d.sap_code + (ok ? '（工号 ' + workNo + '）' : '');
    document.body.setAttribute('data-work-no', ok ? workNo : '');
    document.body.setAttribute('data-received', ok ? 'yes' : 'no');
  });
});

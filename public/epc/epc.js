// The portal sends { key, token, issuer, sap_code } after the frame loads (spec 000 §2).
window.addEventListener('message', function (e) {
  if (e.origin !== window.location.origin || !e.data || e.data.issuer !== 'sp') return;
  var d = e.data;
  var ok = typeof d.key === 'string' && d.key.length === 16 && !!d.token;
  document.getElementById('status').textContent = (ok ? '已登录：' : '消息无效：') + d.sap_code + '（key ' + d.key.length + ' 位）';
  document.body.setAttribute('data-received', ok ? 'yes' : 'no');
});

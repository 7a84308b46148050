// The script of social-login-callback.html (read its comment): hands the token
// in the fragment to the window that opened this popup, on this origin only,
// then closes the popup. The token leaves the address first, so it is not kept
// in the history; it is never logged.
(() => {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  history.replaceState(null, '', window.location.pathname);
  const opener = window.opener;
  if (token && opener && !opener.closed) {
    opener.postMessage({ type: 'casino:social-login', token }, window.location.origin);
    window.close();
    return;
  }
  document.getElementById('done').hidden = true;
  document.getElementById('no-opener').hidden = false;
})();

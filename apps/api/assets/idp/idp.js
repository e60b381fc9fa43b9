// Behaviour of the sign-in pages (served as a file: the CSP forbids inline scripts).
document.querySelectorAll('[data-toggle-password]').forEach(function (button) {
  button.addEventListener('click', function () {
    var input = document.getElementById(button.getAttribute('data-toggle-password'));
    if (!input) return;
    var reveal = input.type === 'password';
    input.type = reveal ? 'text' : 'password';
    if (reveal) input.setAttribute('data-revealed', '');
    else input.removeAttribute('data-revealed');
    button.setAttribute('aria-pressed', String(reveal));
  });
});
var autoSubmit = document.querySelector('[data-auto-submit]');
if (autoSubmit) {
  var form = document.getElementById(autoSubmit.getAttribute('data-auto-submit'));
  if (form) form.submit();
}

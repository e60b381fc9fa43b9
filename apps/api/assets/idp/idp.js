// Behaviour of the sign-in pages (served as a file: the CSP forbids inline scripts). Everything works without it.
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

// A form came back with errors: the summary (role="alert") takes the focus, so it is read out and its links
// lead to each field.
var summary = document.querySelector('[data-focus-on-load]');
if (summary) summary.focus();

// The language menu closes with Escape (focus back on its button) and when the focus or a click leaves it.
document.querySelectorAll('details.lang-menu').forEach(function (menu) {
  var toggle = menu.querySelector('summary');
  menu.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      toggle.focus();
    }
  });
  menu.addEventListener('focusout', function (event) {
    if (menu.open && event.relatedTarget && !menu.contains(event.relatedTarget)) menu.open = false;
  });
  document.addEventListener('click', function (event) {
    if (menu.open && !menu.contains(event.target)) menu.open = false;
  });
});

var autoSubmit = document.querySelector('[data-auto-submit]');
if (autoSubmit) {
  var form = document.getElementById(autoSubmit.getAttribute('data-auto-submit'));
  if (form) form.submit();
}

// Stand-in for Cloudflare Turnstile's script in tests (challenges.cloudflare.com is not reachable here):
// renders nothing visible and answers at once with a token the siteverify stand-in (e2e/email-stub.mjs)
// accepts, as the real challenge does for a person in interaction-only mode.
window.__turnstileRenders = [];
window.turnstile = {
  render: function (container, options) {
    window.__turnstileRenders.push({ sitekey: options.sitekey, action: options.action });
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'cf-turnstile-response';
    input.value = 'stub-pass-' + window.__turnstileRenders.length;
    container.appendChild(input);
    setTimeout(function () { options.callback(input.value); }, 50);
    return 'stub-widget';
  },
  reset: function () {},
};

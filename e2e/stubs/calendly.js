// Stand-in for Calendly's widget script in tests: records each initInlineWidget call and renders a
// marker instead of the real iframe, so tests check our integration without the live provider.
window.__calendlyCalls = [];
window.Calendly = {
  initInlineWidget: function (options) {
    window.__calendlyCalls.push(options);
    var el = options.parentElement;
    el.innerHTML = '';
    var frame = document.createElement('div');
    frame.setAttribute('data-testid', 'calendly-stub');
    frame.setAttribute('data-url', options.url);
    frame.textContent = 'Scheduling widget';
    el.appendChild(frame);
  },
};

(function () {
  var config = JSON.parse(document.getElementById('paint-first').textContent);
  var sources = config.scripts;
  var data = config.data;
  var started = false;
  config.pushes.forEach(function (push) {
    (self[push[0]] = self[push[0]] || []).push(push[1]);
  });
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    return document.head.appendChild(element);
  }
  /* The last script is the framework's runtime, which starts the app as soon as it runs. It goes in once
     every chunk has run, so that start-up is a task of its own rather than sharing one with the
     compilation of whichever chunk arrived last. A chunk that fails to load is taken out, so that the
     runtime requests it again. */
  function appendScripts() {
    var runtime = sources[sources.length - 1];
    var waiting = sources.length - 1;
    function ran() {
      if (--waiting === 0) add('script', { src: runtime });
    }
    if (waiting === 0) return add('script', { src: runtime });
    for (var i = 0; i < sources.length - 1; i++) {
      var chunk = add('script', { src: sources[i], async: '' });
      chunk.onload = ran;
      chunk.onerror = function () {
        this.remove();
        ran();
      };
    }
  }
  function fetchData(attempt) {
    return fetch(data).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    }).catch(function (error) {
      if (attempt > 0) throw error;
      return fetchData(attempt + 1);
    });
  }
  function start() {
    if (started) return;
    started = true;
    if (!data) return appendScripts();
    var loaded = fetchData(0);
    /* Adding elements to the document costs ~1 ms each on a fast machine, four times that on a phone:
       the preloads get a task of their own, and the scripts another once the data is in. */
    setTimeout(function () {
      for (var i = 0; i < sources.length; i++) add('link', { rel: 'preload', as: 'script', href: sources[i] });
    }, 0);
    loaded.then(function (text) {
      (self.__next_f = self.__next_f || []).push([1, text]);
      setTimeout(appendScripts, 0);
    }, function (error) {
      console.error('Could not load ' + data + ' (' + error.message + '): the page stays as its HTML, without menus or motion.');
    });
  }
  function afterLargestPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
  }
  if (document.readyState === 'complete') afterLargestPaint();
  else window.addEventListener('load', afterLargestPaint);
  ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'mousemove'].forEach(function (type) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  setTimeout(start, 5000);
})();

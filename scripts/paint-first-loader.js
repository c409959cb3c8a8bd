(function () {
  var config = JSON.parse(document.getElementById('paint-first').textContent);
  var sources = config.scripts;
  var data = config.data;
  var started = false;
  /* Turbopack's entry (the chunks the app needs and the module that starts it) waits for the runtime;
     everything else is pushed now, as Next's inline scripts would have. */
  var entries = [];
  config.pushes.forEach(function (push) {
    if (push[0] === 'TURBOPACK') entries.push(push[1]);
    else (self[push[0]] = self[push[0]] || []).push(push[1]);
  });
  function pushEntries() {
    for (var i = 0; i < entries.length; i++) (self.TURBOPACK = self.TURBOPACK || []).push(entries[i]);
  }
  /* A tap or key press the browser answers alone costs what it costs on the page without scripts; one
     that lands while the framework starts waits for the task running, and React then hydrates the part
     it landed in inside the tap. So each step of the start waits until the visitor's last press has
     been answered (150 ms without one), never more than a second in all. */
  var lastPress = -1e9;
  ['pointerdown', 'pointerup', 'keydown', 'click'].forEach(function (type) {
    window.addEventListener(type, function () {
      lastPress = performance.now();
    }, { passive: true, capture: true });
  });
  function whenUnpressed(step) {
    var giveUp = performance.now() + 1000;
    function check() {
      var now = performance.now();
      var wait = lastPress + 150 - now;
      if (wait <= 0 || now >= giveUp) step();
      else setTimeout(check, wait);
    }
    setTimeout(check, 0);
  }
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    return document.head.appendChild(element);
  }
  /* The last script is Turbopack's runtime. It goes in once every chunk has run, and the entry that
     starts the app once the runtime has run, each in a task of its own: start-up (~15 ms here, four
     times that on Lighthouse's phone) then shares its task neither with compiling whichever chunk
     arrived last nor with the runtime registering the chunks. A chunk that fails to load is taken
     out, so that the runtime requests it again. */
  function appendScripts() {
    var waiting = sources.length - 1;
    function ran() {
      if (--waiting === 0) whenUnpressed(addRuntime);
    }
    if (waiting === 0) return addRuntime();
    for (var i = 0; i < sources.length - 1; i++) {
      var chunk = add('script', { src: sources[i], async: '' });
      chunk.onload = ran;
      chunk.onerror = function () {
        this.remove();
        ran();
      };
    }
  }
  function addRuntime() {
    add('script', { src: sources[sources.length - 1] }).onload = function () {
      whenUnpressed(pushEntries);
    };
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
      whenUnpressed(appendScripts);
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

/* The paint-first loader, inlined in every page. Each $$NAME is a value of contract.mjs, put in by
   loaderScript (first-paint.mjs): the React half is built from the same values. */
(function () {
  var config = JSON.parse(document.getElementById($$CONFIG_ID).textContent);
  var sources = config.scripts;
  var data = config.data;
  var started = false;
  /* Turbopack's entry (the chunks the app needs and the module that starts it) waits for the runtime,
     and the page data's rows (text [1] and binary [3]) for the entry; everything else is pushed now, as
     Next's inline scripts would have. */
  var entries = [];
  var rows = [];
  config.pushes.forEach(function (push) {
    if (push[0] === 'TURBOPACK') entries.push(push[1]);
    else if (push[0] === '__next_f' && (push[1][0] === 1 || push[1][0] === 3)) rows.push(push[1]);
    else (self[push[0]] = self[push[0]] || []).push(push[1]);
  });
  /* Starting the app was one task of 60-100 ms on a phone, which a tap that landed in it waited for.
     It is now several: React's modules, group by group (config.warm, paint-first/module-warmup.mjs), each
     run by Turbopack as an entry of its own and kept for the app's; then the app's entry; then the page
     data's rows. Next's client closes its data stream in a timer it sets while its modules run; timers
     of equal delay run in the order they were set, so rows set first always arrive before it closes. */
  var warm = config.warm || [];
  function nextStep() {
    var group = warm.shift();
    if (!group) return pushEntries();
    (self.TURBOPACK = self.TURBOPACK || []).push({ otherChunks: [], runtimeModuleIds: group });
    whenUnpressed(nextStep);
  }
  function pushEntries() {
    rows.forEach(function (row) {
      setTimeout(function () {
        (self.__next_f = self.__next_f || []).push(row);
      }, 0);
    });
    for (var i = 0; i < entries.length; i++) (self.TURBOPACK = self.TURBOPACK || []).push(entries[i]);
  }
  /* A tap or key press the browser answers alone costs what it costs on the page without scripts; one
     that lands while the framework starts waits for the task running, and React then hydrates the part
     it landed in inside the tap. So each step of the start waits until the visitor's last press has
     been answered ($$QUIET_MS ms without one), never more than a second a step. */
  var lastPress = -1e9;
  var lastScroll = -1e9;
  $$PRESSES.forEach(function (type) {
    window.addEventListener(type, function () {
      lastPress = performance.now();
    }, { passive: true, capture: true });
  });
  ['scroll', 'wheel'].forEach(function (type) {
    window.addEventListener(type, function () {
      lastScroll = performance.now();
    }, { passive: true, capture: true });
  });
  /* Until React has hydrated the page's frame (Next's router and the layout), a press that reaches its
     listeners on the document makes it hydrate the whole frame inside the press (25-50 ms on a phone),
     only to find the part pressed still waiting for the press to end (react/hydration-gate.tsx) and stop the
     event itself. These are the events React does that for; until the frame is hydrated
     (<html data-shell-hydrated>, react/hydration-marker.tsx) they stop at the window, and the browser alone
     answers them, as before the scripts start. Nothing else listens to them before then. */
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset'.split(' ').forEach(function (type) {
    window.addEventListener(type, function (event) {
      if (!document.documentElement.hasAttribute($$SHELL_HYDRATED)) event.stopPropagation();
    }, { capture: true });
  });
  /* Each step also waits for the next frame: Chrome hands the renderer a tap only after it has committed
     a frame, and a chain of start-up tasks with no frame between them held taps back by up to 100 ms. A
     page in a background tab, which gets no frames, goes on after 100 ms. */
  function whenUnpressed(step, orScrolled) {
    var giveUp = performance.now() + 1000;
    var waiting = true;
    function afterFrame() {
      if (!waiting) return;
      waiting = false;
      setTimeout(check, 0);
    }
    function check() {
      var now = performance.now();
      var wait = Math.max(lastPress, orScrolled ? lastScroll : -1e9) + $$QUIET_MS - now;
      if (wait <= 0 || now >= giveUp) step();
      else setTimeout(check, wait);
    }
    requestAnimationFrame(afterFrame);
    setTimeout(afterFrame, 100);
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
      whenUnpressed(nextStep);
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
    /* Adding a preload costs 3-9 ms on a phone (nine of them were one 28-80 ms task): each gets a task
       of its own, and the scripts another once the data is in. */
    sources.forEach(function (src) {
      setTimeout(function () {
        add('link', { rel: 'preload', as: 'script', href: src });
      }, 0);
    });
    loaded.then(function (text) {
      rows.push([1, text]);
      whenUnpressed(appendScripts);
    }, function (error) {
      console.error('Could not load ' + data + ' (' + error.message + '): the page stays as its HTML, without menus or motion.');
    });
  }
  /* The start's first tasks (the data request, the preloads, then compiling the chunks) would share
     the main thread with whatever started them: the tap, key press or scroll that came before the
     page had loaded. So the start, too, waits until the visitor's last press or scroll has been
     answered (150 ms without one, a second at most); a pointer that only moves waits for a frame. */
  var scheduled = false;
  function startWhenIdle() {
    if (scheduled) return;
    scheduled = true;
    whenUnpressed(start, true);
  }
  function afterLargestPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        startWhenIdle();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      startWhenIdle();
    }
  }
  if (document.readyState === 'complete') afterLargestPaint();
  else window.addEventListener('load', afterLargestPaint);
  ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'mousemove'].forEach(function (type) {
    window.addEventListener(type, startWhenIdle, { once: true, passive: true, capture: true });
  });
  setTimeout(start, 5000);
})();

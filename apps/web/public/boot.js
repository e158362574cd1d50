// Starts the app on a page the server has rendered (decision 017). Its code is asked for only after
// the page has painted, so that nothing but the HTML and its styles stands between a visitor and a
// readable page. The entry's own imports then run one by one, each in a task of its own, so that no
// single task holds the page (a phone runs React DOM alone for about a quarter of a second).
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  // The app sends every form itself (React's handler prevents the browser's own sending). A form
  // sent before the app has adopted it would go as the browser's own GET, with what was typed (a
  // password) in the address. It is held instead and, once the app has adopted the page (the typed
  // values with it, fields.tsx), sent again until the app takes it.
  var held = null;
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || form.hasAttribute('action')) {
      if (held && held.form === form) held = null;
      return;
    }
    event.preventDefault();
    held = { form: form, by: event.submitter };
  });
  var RESEND_TRIES = 50;
  var resend = function (tries) {
    if (!held || !held.form.isConnected || tries <= 0) return;
    held.form.requestSubmit(held.by && held.by.isConnected ? held.by : undefined);
    setTimeout(function () {
      resend(tries - 1);
    }, 200);
  };
  // A task later: the adopted values are then in the form's state, not only in its fields.
  window.addEventListener('sangam:rendered', function () {
    setTimeout(function () {
      resend(RESEND_TRIES);
    }, 0);
  });
  var list = function (name) {
    return (me.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var stages = list('data-stages');
  var preload = list('data-preload');
  var started = false;
  var nextTask = function () {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  };
  // Each preload link starts its fetch as it is added, a millisecond or two on a phone at this
  // point: four to a task, the entry's files first.
  var PRELOADS_PER_TASK = 4;
  var preloadAll = function (hrefs) {
    hrefs.slice(0, PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (hrefs.length > PRELOADS_PER_TASK)
      setTimeout(function () {
        preloadAll(hrefs.slice(PRELOADS_PER_TASK));
      }, 0);
  };
  function start() {
    if (started) return;
    started = true;
    preloadAll(stages.concat(entry, preload));
    stages
      .reduce(function (done, href) {
        return done.then(function () {
          return import(href).then(nextTask);
        });
      }, Promise.resolve())
      .then(function () {
        return import(entry);
      })
      .catch(function (err) {
        console.error('The app could not start', err);
      });
  }
  // A frame's callback runs before its paint; the timeout after it. A hidden tab paints no frames.
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
})();

/*
 * Hand-written stand-in for a webpack remote container (global `plugin_ui_slots`). Like a
 * built remote it gets the shell's share scope in init() and takes React from it. Its
 * ./plugin module overrides "product.price" (wrapping the default: "… inkl. MwSt.") and
 * contributes a checkout section whose checkbox sets the order field `cutlery`.
 */
var plugin_ui_slots = (function () {
  var scope = null;
  function shared(key) {
    var versions = scope[key];
    var version = Object.keys(versions)[0];
    return versions[version].get().then(function (factory) { return factory(); });
  }
  return {
    init: function (shareScope) { scope = shareScope; },
    get: function (name) {
      if (name !== './plugin') return Promise.reject(new Error('unknown module ' + name));
      return shared('react').then(function (React) {
        var h = React.createElement;
        var sdk = window.__TRESEN__.sdk;
        function Price(props) {
          var Default = props.Default;
          return h('span', { 'data-testid': 'test-price' }, h(Default, props), ' inkl. MwSt.');
        }
        function Cutlery(props) {
          return h('section', { className: 't-section', 'data-testid': 'test-cutlery' },
            h('h2', null, 'Besteck'),
            h('label', { className: 't-check' },
              h('input', {
                type: 'checkbox',
                checked: props.order.cutlery === true,
                onChange: function (event) { props.setField('cutlery', event.target.checked); },
              }),
              h('span', null, 'Bitte Besteck mitgeben')),
            props.errors.cutlery ? h('p', { className: 't-error' }, props.errors.cutlery) : null);
        }
        return function () {
          return {
            default: sdk.definePlugin({
              id: 'ui_slots',
              sdk: 1,
              setup: function (api) {
                api.override('product.price', Price, { priority: 10 });
                api.contribute('checkout.sections', Cutlery, { order: 20 });
              },
            }),
          };
        };
      });
    },
  };
})();

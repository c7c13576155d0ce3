/*
 * Hand-written stand-in for a webpack remote container (global `plugin_ui_slots`). Like a
 * built remote it gets the shell's share scope in init() and takes React from it. Its
 * ./plugin module overrides "product.price" (wrapping the default: "… inkl. MwSt.") and
 * contributes a checkout section whose checkbox sets the order field `donatee`.
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
        function Donation(props) {
          var chosen = props.order.donatee && props.order.donatee.id === 7;
          return h('section', { className: 't-section', 'data-testid': 'test-donation' },
            h('h2', null, 'Spende'),
            h('label', { className: 't-check' },
              h('input', {
                type: 'checkbox',
                checked: !!chosen,
                onChange: function (event) { props.setField('donatee', event.target.checked ? { id: 7 } : null); },
              }),
              h('span', null, 'Ich spende für die Tafel')),
            props.errors.donatee ? h('p', { className: 't-error' }, props.errors.donatee) : null);
        }
        return function () {
          return {
            default: sdk.definePlugin({
              id: 'ui_slots',
              sdk: 1,
              setup: function (api) {
                api.override('product.price', Price, { priority: 10 });
                api.contribute('checkout.sections', Donation, { order: 10 });
              },
            }),
          };
        };
      });
    },
  };
})();

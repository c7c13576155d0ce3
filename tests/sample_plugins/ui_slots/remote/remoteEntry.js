/*
 * Hand-written stand-in for a webpack remote container (global `plugin_ui_slots`). Like a
 * built remote it gets the shell's share scope in init() and takes React from it. Its
 * ./plugin module overrides "product.price" (wrapping the default: "… inkl. MwSt."),
 * contributes a checkout section whose checkbox sets the order field `cutlery`, fills the
 * branch page's slots (a notice above the menu, a hint in the category "Hauptspeisen", a
 * block beside the cart) and adds a section to every order's card in the back office.
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
        function Before(props) {
          return h('p', { className: 't-hint', 'data-testid': 'test-branch-before' }, 'Heute in ' + props.branch.name + ': Besteck gratis');
        }
        function CategoryHint(props) {
          if (props.category.name !== 'Hauptspeisen') return null;
          return h('p', { className: 't-hint', 'data-testid': 'test-branch-category' }, 'Alle Hauptspeisen mit Salat');
        }
        function Aside(props) {
          return h('p', { className: 't-hint', 'data-testid': 'test-branch-aside' }, 'Artikel im Warenkorb: ' + props.items.length);
        }
        function OrderCard(props) {
          return h('p', { 'data-testid': 'test-order-card' }, 'Slot-Beispiel: Bestellung ' + props.order.id);
        }
        return function () {
          return {
            default: sdk.definePlugin({
              id: 'ui_slots',
              sdk: 1,
              setup: function (api) {
                api.override('product.price', Price, { priority: 10 });
                api.contribute('checkout.sections', Cutlery, { order: 20 });
                api.contribute('branch.before', Before);
                api.contribute('branch.category', CategoryHint);
                api.contribute('branch.aside', Aside);
                api.contribute('orders.card', OrderCard);
              },
            }),
          };
        };
      });
    },
  };
})();

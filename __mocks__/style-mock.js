// CSS modules in tests: every class name is its own key, e.g. styles.page === 'page'.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : key) });

// Broken on purpose: "page" is not a sidebar item type.
export default {
  docs: ['intro', { type: 'page', id: 'faq' }],
  api: [],
};

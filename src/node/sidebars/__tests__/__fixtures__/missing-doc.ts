// Broken on purpose: "concepts/missing" is not a doc.
export default {
  docs: ['intro', { type: 'category', label: 'Concepts', items: ['concepts/missing'] }],
  api: [],
};

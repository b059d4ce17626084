module.exports = { presets: ['mentioned-in-config'] };

// Babel for Jest only: the site's own build uses babel-preset-gatsby through Gatsby itself.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});

// Entry of dist/widget.js: replaced by the order widget.
export {};

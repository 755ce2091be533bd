/**
 * What `react` means in the shipped widget: the part of React's API the dialog uses, served by Preact
 * itself. @preact/compat would also bring Suspense, portals and a props rewrite run on every element
 * (React's `onChange` as `input`, style units, SVG attribute names): 1.2 KB gzip the widget never
 * needs. So components keep to what React and Preact share: `onInput` for typing, DOM property
 * names, class components. An import missing here fails the build.
 */
export { Component, createElement, Fragment } from 'preact';

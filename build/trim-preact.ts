import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * Preact as widget.js ships it: compiled from its own source (`preact/src`, in the package), less
 * the parts of Preact that nothing in the file can reach. The widget renders once into an empty
 * shadow root, from two class components (OrderDialog, SuccessNotice: state, componentDidMount,
 * componentDidUpdate) and plain function components, with object refs and DOM props only; no
 * add-on (hooks, devtools, debug) sets Preact's `options`; its browsers all have Promise, none is
 * Internet Explorer. So no hydration, Suspense, error boundary, context, legacy lifecycle method,
 * setState callback, capture-phase handler, `style` object, `dangerouslySetInnerHTML`, function ref
 * or `options` hook ever runs there: 1,445 B gzip of the service build (1,454 B of the static one)
 * that 1.8.0 shipped for nothing.
 *
 * Each cut names what it removes and why the widget cannot reach it. A cut whose text Preact no
 * longer has stops the build: after an upgrade of Preact, each is checked again by hand. Only the
 * shipped file is cut: the dom tests run the widget on Preact's published build, whose `options`
 * they use (act, the redraw counter); the browser tests run the cut one (dist/widget.js).
 */

/** `preact` compiled from its source, which the cuts below apply to. */
export const preactSourceAlias: Alias = {
  find: /^preact$/,
  replacement: fileURLToPath(new URL('../node_modules/preact/src/index.js', import.meta.url)),
};

interface Cut {
  /** The source file, under preact/src. */
  file: string;
  /** What goes, and why nothing in the widget reaches it. */
  why: string;
  /** Preact's code as it stands, comments aside; whitespace is not compared. */
  find: string;
  /** What stands instead (nothing by default). */
  keep?: string;
}

const CUTS: Cut[] = [
  // Rendering and committing (diff/index.js).
  {
    file: 'diff/index.js',
    why: 'Suspense: no component of the widget throws a promise (no lazy, no Suspense)',
    find: `if (oldVNode._flags & MODE_SUSPENDED) {
      isHydrating = !!(oldVNode._flags & MODE_HYDRATE);
      oldDom = newVNode._dom = oldVNode._dom;
      excessDomChildren = [oldDom];
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'options hooks: no add-on sets them',
    find: 'if ((tmp = options._diff)) tmp(newVNode);',
  },
  {
    file: 'diff/index.js',
    why: 'context: no component declares contextType, none is a Provider',
    find: `tmp = newType.contextType;
      let provider = tmp && globalContext[tmp._id];
      let componentContext = tmp ? provider ? provider.props.value : tmp._defaultValue : globalContext;`,
    keep: 'let componentContext = globalContext;',
  },
  {
    file: 'diff/index.js',
    why: 'context: no component is a Provider',
    find: 'if (provider) provider.sub(c);',
  },
  {
    file: 'diff/index.js',
    why: 'error boundaries: no component declares componentDidCatch or getDerivedStateFromError',
    find: 'clearProcessingException = c._processingException = c._pendingError;',
  },
  {
    file: 'diff/index.js',
    why: 'error boundaries (as above)',
    find: `if (clearProcessingException) {
      c._pendingError = c._processingException = NULL;
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'getDerivedStateFromProps: no component declares it',
    find: `if (isClassComponent && newType.getDerivedStateFromProps != NULL) {
      if (c._nextState == c.state) {
        c._nextState = assign({}, c._nextState);
      }
      assign(c._nextState, newType.getDerivedStateFromProps(newProps, c._nextState));
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'componentWillMount: no component declares it',
    find: `if (isClassComponent && newType.getDerivedStateFromProps == NULL && c.componentWillMount != NULL) {
      c.componentWillMount();
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'componentWillReceiveProps: no component declares it',
    find: `if (isClassComponent && newType.getDerivedStateFromProps == NULL && newProps !== oldProps && c.componentWillReceiveProps != NULL) {
      c.componentWillReceiveProps(newProps, componentContext);
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'shouldComponentUpdate and forceUpdate: no component declares or calls them; the bail-out on an element rendered again as it was (OrderDialog returns its last elements) stays',
    find: `if (newVNode._original == oldVNode._original || (!c._force && c.shouldComponentUpdate != NULL && c.shouldComponentUpdate(newProps, c._nextState, componentContext) === false)) {
      if (newVNode._original != oldVNode._original) {
        c.props = newProps;
        c.state = c._nextState;
        c._dirty = false;
      }`,
    keep: 'if (newVNode._original == oldVNode._original) {',
  },
  {
    file: 'diff/index.js',
    why: 'componentWillUpdate: no component declares it',
    find: `if (c.componentWillUpdate != NULL) {
      c.componentWillUpdate(newProps, c._nextState, componentContext);
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'forceUpdate (as above): no render is forced',
    find: 'c._force = false;',
  },
  {
    file: 'diff/index.js',
    why: 'options hooks (as above), setState callbacks (the widget passes none), and a function component setting state as it renders, which takes hooks: each component renders once',
    find: `let renderHook = options._render,
      count = 0;
    if (isClassComponent) {
      c.state = c._nextState;
      c._dirty = false;
      if (renderHook) renderHook(newVNode);
      tmp = c.render(c.props, c.state, c.context);
      EMPTY_ARR.push.apply(c._renderCallbacks, c._stateCallbacks);
      c._stateCallbacks = [];
    } else {
      do {
        c._dirty = false;
        if (renderHook) renderHook(newVNode);
        tmp = c.render(c.props, c.state, c.context);
        c.state = c._nextState;
      } while (c._dirty && ++count < 25);
    }`,
    keep: `c.state = c._nextState;
    c._dirty = false;
    tmp = c.render(c.props, c.state, c.context);`,
  },
  {
    file: 'diff/index.js',
    why: 'setState callbacks: the widget passes none',
    find: `EMPTY_ARR.push.apply(c._renderCallbacks, c._stateCallbacks);
    c._stateCallbacks = [];
    if (c._renderCallbacks.length) {`,
    keep: 'if (c._renderCallbacks.length) {',
  },
  {
    file: 'diff/index.js',
    why: 'setState callbacks (as above)',
    find: `c._renderCallbacks = [];
    c._stateCallbacks = [];`,
    keep: 'c._renderCallbacks = [];',
  },
  {
    file: 'diff/index.js',
    why: 'context: no component declares getChildContext',
    find: `if (c.getChildContext != NULL) {
      globalContext = assign(assign({}, globalContext), c.getChildContext());
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'getSnapshotBeforeUpdate: no component declares it',
    find: `if (isClassComponent && !isNew && c.getSnapshotBeforeUpdate != NULL) {
      snapshot = c.getSnapshotBeforeUpdate(oldProps, oldState);
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'a render that throws: with no error boundary and no Suspense to reach, Preact throws the error again; it now goes up at once',
    find: `let oldCommitQueueLength = commitQueue.length;
    try {`,
    keep: '{',
  },
  {
    file: 'diff/index.js',
    why: 'a render that throws (as above)',
    find: `} catch (e) {
      commitQueue.length = oldCommitQueueLength;
      newVNode._original = NULL;
      if (isHydrating || excessDomChildren != NULL) {
        if (e.then) {
          newVNode._flags |= isHydrating ? MODE_HYDRATE | MODE_SUSPENDED : MODE_SUSPENDED;
          while (oldDom && oldDom.nodeType == 8 && oldDom.nextSibling) {
            oldDom = oldDom.nextSibling;
          }
          if (excessDomChildren != NULL) {
            excessDomChildren[excessDomChildren.indexOf(oldDom)] = NULL;
          }
          newVNode._dom = oldDom;
        } else if (excessDomChildren != NULL) {
          for (let i = excessDomChildren.length; i--; ) {
            removeNode(excessDomChildren[i]);
          }
        }
      } else {
        newVNode._dom = oldVNode._dom;
      }
      if (newVNode._children == NULL) {
        newVNode._children = oldVNode._children || [];
      }
      if (!e.then) markAsForce(newVNode);
      options._catchError(e, newVNode, oldVNode);
    }`,
    keep: '}',
  },
  {
    file: 'diff/index.js',
    why: 'options hooks and Suspense (as above)',
    find: `if ((tmp = options.diffed)) tmp(newVNode);
    return newVNode._flags & MODE_SUSPENDED ? undefined : oldDom;`,
    keep: 'return oldDom;',
  },
  {
    file: 'diff/index.js',
    why: 'options hooks: no add-on sets them',
    find: 'if (options._commit) options._commit(root, commitQueue);',
  },
  {
    file: 'diff/index.js',
    why: 'an error in componentDidMount or componentDidUpdate: with no error boundary, Preact throws it again; it now goes up at once',
    find: `try {
      commitQueue = c._renderCallbacks;
      c._renderCallbacks = [];
      commitQueue.some(cb => {
        cb.call(c);
      });
    } catch (e) {
      options._catchError(e, c._vnode);
    }`,
    keep: `commitQueue = c._renderCallbacks;
      c._renderCallbacks = [];
      commitQueue.some(cb => {
        cb.call(c);
      });`,
  },
  // Elements (diff/index.js, diffElementNodes): the widget's are HTML, and SVG for its icons.
  {
    file: 'diff/index.js',
    why: 'MathML: the widget draws none',
    find: "else if (nodeType == 'math') namespace = MATH_NAMESPACE;",
  },
  {
    file: 'diff/index.js',
    why: 'hydration and replaceNode: the widget renders into its own empty shadow root, so there is never DOM to take over (excessDomChildren is null)',
    find: `if (excessDomChildren != NULL) {
      for (i = 0; i < excessDomChildren.length; i++) {
        value = excessDomChildren[i];
        if (value && 'setAttribute' in value == !!nodeType && (nodeType ? value.localName == nodeType : value.nodeType == 3)) {
          dom = value;
          excessDomChildren[i] = NULL;
          break;
        }
      }
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'customized built-in elements (is=""): the widget creates none',
    find: 'dom = document.createElementNS(namespace, nodeType, newProps.is && newProps);',
    keep: 'dom = document.createElementNS(namespace, nodeType);',
  },
  {
    file: 'diff/index.js',
    why: 'hydration (as above)',
    find: `if (isHydrating) {
      if (options._hydrationMismatch) options._hydrationMismatch(newVNode, excessDomChildren);
      isHydrating = false;
    }
    excessDomChildren = NULL;`,
  },
  {
    file: 'diff/index.js',
    why: 'hydration (as above)',
    find: 'if (oldProps !== newProps && (!isHydrating || dom.data != newProps)) {',
    keep: 'if (oldProps !== newProps) {',
  },
  {
    file: 'diff/index.js',
    why: 'hydration (as above), and no textarea',
    find: `excessDomChildren = nodeType == 'textarea' && newProps.defaultValue != NULL ? NULL : excessDomChildren && slice.call(dom.childNodes);
    if (!isHydrating && excessDomChildren != NULL) {
      oldProps = {};
      for (i = 0; i < dom.attributes.length; i++) {
        value = dom.attributes[i];
        oldProps[value.name] = value.value;
      }
    }`,
  },
  {
    file: 'diff/index.js',
    why: 'dangerouslySetInnerHTML: the widget never sets HTML as text (nor may it, under Trusted Types)',
    find: `if (i == 'dangerouslySetInnerHTML') {
      oldHtml = value;
    } else if (`,
    keep: 'if (',
  },
  {
    file: 'diff/index.js',
    why: 'uncontrolled fields (defaultValue, defaultChecked): every field of the widget is controlled',
    find: "!(i in newProps) && !(i == 'value' && 'defaultValue' in newProps) && !(i == 'checked' && 'defaultChecked' in newProps)",
    keep: '!(i in newProps)',
  },
  {
    file: 'diff/index.js',
    why: 'dangerouslySetInnerHTML (as above)',
    find: `} else if (i == 'dangerouslySetInnerHTML') {
      newHtml = value;
    } else if (i == 'value') {`,
    keep: "} else if (i == 'value') {",
  },
  {
    file: 'diff/index.js',
    why: 'hydration (as above)',
    find: "(!isHydrating || typeof value == 'function') && oldProps[i] !== value",
    keep: 'oldProps[i] !== value',
  },
  {
    file: 'diff/index.js',
    why: 'dangerouslySetInnerHTML (as above), no template, no foreignObject, no DOM to take over',
    find: `if (newHtml) {
      if (!isHydrating && (!oldHtml || (newHtml.__html != oldHtml.__html && newHtml.__html != dom.innerHTML))) {
        dom.innerHTML = newHtml.__html;
      }
      newVNode._children = [];
    } else {
      if (oldHtml) dom.innerHTML = '';
      diffChildren(
        newVNode.type == 'template' ? dom.content : dom,
        isArray(newChildren) ? newChildren : [newChildren],
        newVNode,
        oldVNode,
        globalContext,
        nodeType == 'foreignObject' ? XHTML_NAMESPACE : namespace,
        excessDomChildren,
        commitQueue,
        excessDomChildren ? excessDomChildren[0] : oldVNode._children && getDomSibling(oldVNode, 0),
        isHydrating,
        refQueue
      );
      if (excessDomChildren != NULL) {
        for (i = excessDomChildren.length; i--; ) {
          removeNode(excessDomChildren[i]);
        }
      }
    }`,
    keep: `diffChildren(
      dom,
      isArray(newChildren) ? newChildren : [newChildren],
      newVNode,
      oldVNode,
      globalContext,
      namespace,
      NULL,
      commitQueue,
      oldVNode._children && getDomSibling(oldVNode, 0),
      false,
      refQueue
    );`,
  },
  {
    file: 'diff/index.js',
    why: 'hydration (as above), no progress element, and no Internet Explorer (its select needed its options\u2019 values set again)',
    find: `if (!isHydrating || nodeType == 'textarea') {
      i = 'value';
      if (nodeType == 'progress' && inputValue == NULL) {
        dom.removeAttribute('value');
      } else if (inputValue != UNDEFINED && (inputValue !== dom[i] || (nodeType == 'progress' && !inputValue) || (nodeType == 'option' && inputValue != oldProps[i]))) {`,
    keep: `{
      i = 'value';
      if (inputValue != UNDEFINED && inputValue !== dom[i]) {`,
  },
  {
    file: 'diff/index.js',
    why: 'function refs: the widget\u2019s refs are objects ({ current })',
    find: `try {
      if (typeof ref == 'function') {
        let hasRefUnmount = typeof ref._unmount == 'function';
        if (hasRefUnmount) {
          ref._unmount();
        }
        if (!hasRefUnmount || value != NULL) {
          ref._unmount = ref(value);
        }
      } else ref.current = value;
    } catch (e) {
      options._catchError(e, vnode);
    }`,
    keep: 'ref.current = value;',
  },
  {
    file: 'diff/index.js',
    why: 'options hooks: no add-on sets them',
    find: 'if (options.unmount) options.unmount(vnode);',
  },
  {
    file: 'diff/index.js',
    why: 'componentWillUnmount: no component declares it',
    find: `if (r.componentWillUnmount) {
      try {
        r.componentWillUnmount();
      } catch (e) {
        options._catchError(e, parentVNode);
      }
    }`,
  },
  // DOM properties (diff/props.js).
  {
    file: 'diff/props.js',
    why: 'style objects and strings: the widget styles by class only (its CSP-safe adopted sheet)',
    find: `if (name == 'style') {
      if (typeof value == 'string') {
        dom.style.cssText = value;
      } else {
        if (typeof oldValue == 'string') {
          dom.style.cssText = oldValue = '';
        }
        if (oldValue) {
          for (name in oldValue) {
            if (!(value && name in value)) {
              setStyle(dom.style, name, '');
            }
          }
        }
        if (value) {
          for (name in value) {
            if (!oldValue || value[name] != oldValue[name]) {
              setStyle(dom.style, name, value[name]);
            }
          }
        }
      }
    }
    else if (name[0] == 'o' && name[1] == 'n') {`,
    keep: "if (name[0] == 'o' && name[1] == 'n') {",
  },
  {
    file: 'diff/props.js',
    why: 'capture-phase handlers (onClickCapture…) and the focusin/focusout names: the widget listens to neither',
    find: `useCapture = name != (name = name.replace(CAPTURE_REGEX, '$1'));
    const lowerCaseName = name.toLowerCase();
    if (lowerCaseName in dom || name == 'onFocusOut' || name == 'onFocusIn') name = lowerCaseName.slice(2);`,
    keep: `useCapture = false;
    const lowerCaseName = name.toLowerCase();
    if (lowerCaseName in dom) name = lowerCaseName.slice(2);`,
  },
  {
    file: 'diff/props.js',
    why: 'capture-phase handlers (as above)',
    find: `dom.addEventListener(name, useCapture ? eventProxyCapture : eventProxy, useCapture);`,
    keep: 'dom.addEventListener(name, eventProxy);',
  },
  {
    file: 'diff/props.js',
    why: 'capture-phase handlers (as above)',
    find: `dom.removeEventListener(name, useCapture ? eventProxyCapture : eventProxy, useCapture);`,
    keep: 'dom.removeEventListener(name, eventProxy);',
  },
  {
    file: 'diff/props.js',
    why: 'capture-phase handlers (as above)',
    find: 'const eventProxyCapture = createEventProxy(true);',
  },
  {
    file: 'diff/props.js',
    why: 'xlink:href: the widget\u2019s icons have none (className still becomes class in SVG)',
    find: "name = name.replace(/xlink(H|:h)/, 'h').replace(/sName$/, 's');",
    keep: "name = name.replace(/sName$/, 's');",
  },
  {
    file: 'diff/props.js',
    why: 'props Preact sets as attributes that the widget never gives (width, height, list, form, download, rowSpan, colSpan)',
    find: `name != 'width' && name != 'height' && name != 'href' && name != 'list' && name != 'form' && name != 'tabIndex' && name != 'download' && name != 'rowSpan' && name != 'colSpan' && name != 'role' && name != 'popover' && name in dom`,
    keep: `name != 'href' && name != 'tabIndex' && name != 'role' && name != 'popover' && name in dom`,
  },
  {
    file: 'diff/props.js',
    why: 'popover={true}: the widget\u2019s one popover is "manual"',
    find: "dom.setAttribute(name, name == 'popover' && value == true ? '' : value);",
    keep: 'dom.setAttribute(name, value);',
  },
  {
    file: 'diff/props.js',
    why: 'options hooks: no add-on sets them',
    find: 'return eventHandler(options.event ? options.event(e) : e);',
    keep: 'return eventHandler(e);',
  },
  // Components (component.js), elements (create-element.js), the root (render.js).
  {
    file: 'component.js',
    why: 'setState callbacks: the widget passes none',
    find: `if (this._vnode) {
      if (callback) {
        this._stateCallbacks.push(callback);
      }
      enqueueRender(this);
    }`,
    keep: 'if (this._vnode) enqueueRender(this);',
  },
  {
    file: 'component.js',
    why: 'forceUpdate: nothing calls it',
    find: `BaseComponent.prototype.forceUpdate = function (callback) {
      if (this._vnode) {
        this._force = true;
        if (callback) this._renderCallbacks.push(callback);
        enqueueRender(this);
      }
    };`,
  },
  {
    file: 'component.js',
    why: 'options hooks and hydration (as above)',
    find: `if (options.vnode) options.vnode(newVNode);
    diff(
      component._parentDom,
      newVNode,
      oldVNode,
      component._globalContext,
      component._parentDom.namespaceURI,
      oldVNode._flags & MODE_HYDRATE ? [oldDom] : NULL,
      commitQueue,
      oldDom == NULL ? getDomSibling(oldVNode) : oldDom,
      !!(oldVNode._flags & MODE_HYDRATE),
      refQueue
    );`,
    keep: `diff(
      component._parentDom,
      newVNode,
      oldVNode,
      component._globalContext,
      component._parentDom.namespaceURI,
      NULL,
      commitQueue,
      oldDom == NULL ? getDomSibling(oldVNode) : oldDom,
      false,
      refQueue
    );`,
  },
  {
    file: 'component.js',
    why: 'options.debounceRendering: no add-on sets it; a state change renders on the next microtask, as before',
    find: `if ((!c._dirty && (c._dirty = true) && rerenderQueue.push(c) && !process._rerenderCount++) || prevDebounce != options.debounceRendering) {
      prevDebounce = options.debounceRendering;
      (prevDebounce || defer)(process);
    }`,
    keep: `if (!c._dirty && (c._dirty = true) && rerenderQueue.push(c) && !process._rerenderCount++) {
      defer(process);
    }`,
  },
  {
    file: 'component.js',
    why: 'a browser without Promise: the widget runs on none (build/browser-targets.ts)',
    find: "const defer = typeof Promise == 'function' ? Promise.prototype.then.bind(Promise.resolve()) : setTimeout;",
    keep: 'const defer = Promise.prototype.then.bind(Promise.resolve());',
  },
  {
    file: 'diff/children.js',
    why: 'bigint and String object children: the widget renders neither',
    find: "typeof childVNode == 'number' || typeof childVNode == 'bigint' || childVNode.constructor == String",
    keep: "typeof childVNode == 'number'",
  },
  {
    file: 'create-element.js',
    why: 'defaultProps: no component declares them',
    find: `if (typeof type == 'function' && type.defaultProps != NULL) {
      for (i in type.defaultProps) {
        if (normalizedProps[i] === UNDEFINED) {
          normalizedProps[i] = type.defaultProps[i];
        }
      }
    }`,
  },
  {
    file: 'create-element.js',
    why: 'options hooks: no add-on sets them',
    find: 'if (original == NULL && options.vnode != NULL) options.vnode(vnode);',
  },
  {
    file: 'render.js',
    why: 'options hooks, hydration and replaceNode (as above), and rendering into the document itself: the widget renders once into its empty shadow root',
    find: `if (parentDom == document) {
      parentDom = document.documentElement;
    }
    if (options._root) options._root(vnode, parentDom);
    let isHydrating = typeof replaceNode == 'function';
    let oldVNode = isHydrating ? NULL : (replaceNode && replaceNode._children) || parentDom._children;
    vnode = ((!isHydrating && replaceNode) || parentDom)._children = createElement(Fragment, NULL, [vnode]);
    let commitQueue = [],
      refQueue = [];
    diff(
      parentDom,
      vnode,
      oldVNode || EMPTY_OBJ,
      EMPTY_OBJ,
      parentDom.namespaceURI,
      !isHydrating && replaceNode ? [replaceNode] : oldVNode ? NULL : parentDom.firstChild ? slice.call(parentDom.childNodes) : NULL,
      commitQueue,
      !isHydrating && replaceNode ? replaceNode : oldVNode ? oldVNode._dom : parentDom.firstChild,
      isHydrating,
      refQueue
    );`,
    keep: `let oldVNode = parentDom._children;
    vnode = parentDom._children = createElement(Fragment, NULL, [vnode]);
    let commitQueue = [],
      refQueue = [];
    diff(
      parentDom,
      vnode,
      oldVNode || EMPTY_OBJ,
      EMPTY_OBJ,
      parentDom.namespaceURI,
      NULL,
      commitQueue,
      oldVNode ? oldVNode._dom : parentDom.firstChild,
      false,
      refQueue
    );`,
  },
];

/** `text` as a pattern that ignores whitespace: any run of it, or none, between any two characters. */
function loosely(text: string): RegExp {
  const characters = [...text.replace(/\s+/g, '')].map((character) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(characters.join('\\s*'), 'g');
}

/** Block comments, and line comments that start a line or follow code (never `://` in a string). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}])\/\/[^\n]*/g, '$1');

/**
 * Applies CUTS to Preact's source files as they are compiled into widget.js; every cut must apply,
 * once. Preact's published build in the bundle instead means the alias was lost: the build stops.
 */
export function trimPreact(): Plugin {
  const applied = new Set<Cut>();
  let published = false;
  return {
    name: 'kbis:trim-preact',
    enforce: 'pre',
    buildStart() {
      applied.clear();
      published = false;
    },
    transform(code, id) {
      if (id.includes('/node_modules/preact/dist/')) published = true;
      const source = id.indexOf('/node_modules/preact/src/');
      if (source < 0) return null;
      const file = id.slice(source + '/node_modules/preact/src/'.length);
      let trimmed = withoutComments(code);
      for (const cut of CUTS.filter((each) => each.file === file)) {
        const matches = trimmed.match(loosely(cut.find))?.length ?? 0;
        if (matches !== 1) throw new Error(`preact/src/${file} : « ${cut.why} » trouvé ${matches} fois au lieu d'une.`);
        trimmed = trimmed.replace(loosely(cut.find), () => cut.keep ?? '');
        applied.add(cut);
      }
      return { code: trimmed, map: null };
    },
    buildEnd(error) {
      if (error) return;
      if (published) throw new Error("widget.js contient Preact publié au lieu de preact/src : l'alias preactSourceAlias manque.");
      // Nothing of Preact at all is the bench's React build of the same source.
      const missed = applied.size ? CUTS.filter((cut) => !applied.has(cut)) : [];
      if (missed.length)
        throw new Error(`Coupes de Preact non appliquées : ${missed.map((cut) => `${cut.file} (${cut.why})`).join(' ; ')}.`);
    },
  };
}

// SPDX-License-Identifier: MIT
// The scroll library in one import. `import ScrollCore` makes every public name of the four modules
// visible — geometry and simulations, views and gesture recognizers, the scroll view and its delegate,
// desktop input — so an app writes one import and depends on one product:
//
//     .product(name: "ScrollCore", package: "cubescroll")
//
// The modules stay separate products too, for code that wants to say which layer it uses.
@_exported import ScrollPhysics
@_exported import ViewKit
@_exported import ScrollKit
@_exported import DesktopInput

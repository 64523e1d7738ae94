@_exported import CasePaths
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
// As SwiftUI does for TCA on Apple's platforms: `DispatchQueue.test`, `Date`, `UUID` need no
// other import.
@_exported import Foundation
// Off Apple's platforms `URLSession` is in FoundationNetworking: a dependency client written for
// iOS (`URLSession.shared.data(from:)`) compiles with Foundation alone there.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation

#if !canImport(Darwin)
  // Where Apple's SwiftUI doesn't exist, this package's module of that name supplies SwiftUI's
  // API. The names this library supplied itself before that module existed stay visible through
  // `import ComposableArchitecture` alone, as they were; the rest of SwiftUI needs
  // `import SwiftUI`, as on Apple's platforms.
  @_exported import struct SwiftUI.Binding
  @_exported import struct SwiftUI.Bindable
  @_exported import struct SwiftUI.Animation
  @_exported import struct SwiftUI.Transaction
  @_exported import func SwiftUI.withAnimation
  @_exported import func SwiftUI.withTransaction
  // As TCA re-exports swift-navigation's module of that name: `bind(_:to:)`.
  @_exported import SwiftUINavigation
#endif

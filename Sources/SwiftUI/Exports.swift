// As Apple's SwiftUI does: a file that imports SwiftUI has Foundation and Observation without
// importing them. (Combine's `ObservableObject` and `@Published` come with
// `ComposableArchitecture` here, which brings OpenCombine: a module other packages may import
// when they find SwiftUI can't bring a C module with it.)
@_exported import Foundation
@_exported import Observation
// Foundation's `URLSession` (and its tasks, `URLRequest`, `HTTPURLResponse`) is in
// FoundationNetworking off Apple's platforms: code written for iOS names it with Foundation alone.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// As Apple's SwiftUI does: a file that imports SwiftUI has Foundation and Observation without
// importing them. (Combine's `ObservableObject` and `@Published` come with
// `ComposableArchitecture` here, which brings OpenCombine: a module other packages may import
// when they find SwiftUI can't bring a C module with it.)
@_exported import Foundation
@_exported import Observation

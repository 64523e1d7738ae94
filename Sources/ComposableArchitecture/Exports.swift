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
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation

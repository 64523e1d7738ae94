/// The values of an environment: never written once made, so that its identity tells whether
/// an environment changed.
final class EnvironmentStorage: @unchecked Sendable {
  // Never written after `init`: reading it from any thread is safe. Its values aren't
  // `Sendable` in general, as SwiftUI's environment values aren't.
  let values: [ObjectIdentifier: EnvironmentEntry]

  init(values: [ObjectIdentifier: EnvironmentEntry]) {
    self.values = values
  }
}

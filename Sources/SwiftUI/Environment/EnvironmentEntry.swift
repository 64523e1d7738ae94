/// A value of an environment, boxed: environments copied from one another share the boxes of
/// the values neither wrote, so that comparing two environments compares only what was written.
final class EnvironmentEntry: @unchecked Sendable {
  // Never written after `init`, as its storage.
  let value: Any

  init(_ value: Any) {
    self.value = value
  }
}

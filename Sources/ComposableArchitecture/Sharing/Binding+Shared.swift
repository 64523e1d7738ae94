#if !canImport(Darwin)
  import SwiftUI

  extension Binding {
    /// A binding to a shared value: reading it reads the value, writing it writes the value with
    /// ``Shared/withLock(_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// Toggle("Haptics", isOn: Binding($isHapticsEnabled))
    /// ```
    ///
    /// - Parameter base: A shared reference.
    @MainActor
    public init(_ base: Shared<Value>) {
      self.init(
        get: { base.wrappedValue },
        set: { newValue in base.withLock { $0 = newValue } }
      )
    }
  }
#endif

extension BindingAction: CustomDumpStringConvertible {
  /// Describes the action the way it is written: `.set(\Settings.State.displayName, "Blob")`.
  public var customDumpDescription: String {
    var value = ""
    customDump(self.value, to: &value)
    return ".set(\(_describeKeyPath(self.keyPath)), \(value))"
  }
}

#if canImport(SwiftUI)
  import struct SwiftUI.Binding
#else
  import ComposableArchitecture
#endif

/// A control that chooses one of a few options.
///
/// ```swift
/// Picker("Top posts digest", selection: $store.digest, options: Digest.allCases) { $0.title }
/// ```
///
/// draws every option with the selected one in brackets, ` Daily [Weekly] Off `, or only the
/// selected one, `‹ Weekly ›`, when they don't all fit. ←/→ (or Home/End) select the previous or
/// next (first or last) option, and Space or Enter the next one, going round.
public struct Picker<Selection: Hashable>: Control {
  public let title: String
  /// The selected option.
  public let selection: Binding<Selection>
  /// The options, in the order they are shown.
  public let options: [Selection]
  /// The name shown for an option.
  public let label: (Selection) -> String

  /// Creates a picker.
  ///
  /// - Parameters:
  ///   - title: The title shown next to the picker.
  ///   - selection: The selected option.
  ///   - options: The options, in the order they are shown.
  ///   - label: The name shown for an option.
  public init(
    _ title: String,
    selection: Binding<Selection>,
    options: [Selection],
    label: @escaping (Selection) -> String
  ) {
    self.title = title
    self.selection = selection
    self.options = options
    self.label = label
  }

  public var keyHelp: String {
    "←/→ choose"
  }

  public func render(_ context: ControlContext) -> ControlContent {
    let selection = self.selection.wrappedValue
    var line = Line.empty
    for option in self.options {
      if option == selection {
        line.append("[\(self.label(option))]", style: .bold)
      } else {
        line.append(" \(self.label(option)) ")
      }
    }
    if line.width > context.width {
      line = Line("‹ \(self.label(selection)) ›", style: .bold)
    }
    return ControlContent(line.width > context.width ? line.fitted(to: context.width) : line)
  }

  public func handle(_ key: Key, _ context: inout ControlContext) -> Bool {
    guard !self.options.isEmpty else { return false }
    let index = self.options.firstIndex(of: self.selection.wrappedValue)
    let newIndex: Int
    switch key {
    case .left:
      newIndex = max(0, (index ?? 0) - 1)
    case .right:
      newIndex = min(self.options.count - 1, index.map { $0 + 1 } ?? 0)
    case .home:
      newIndex = 0
    case .end:
      newIndex = self.options.count - 1
    case .character(" "), .enter:
      newIndex = index.map { ($0 + 1) % self.options.count } ?? 0
    default:
      return false
    }
    if newIndex != index {
      self.selection.wrappedValue = self.options[newIndex]
    }
    return true
  }
}

extension Picker where Selection: CaseIterable, Selection.AllCases == [Selection] {
  /// Creates a picker of every case of an enumeration.
  ///
  /// ```swift
  /// Picker("Top posts digest", selection: $store.digest) { $0.title }
  /// ```
  public init(
    _ title: String,
    selection: Binding<Selection>,
    label: @escaping (Selection) -> String
  ) {
    self.init(title, selection: selection, options: Selection.allCases, label: label)
  }
}

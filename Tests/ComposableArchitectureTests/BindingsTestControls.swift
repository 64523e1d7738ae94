#if !canImport(SwiftUI)
  import ComposableArchitecture

  // Stand-ins for the SwiftUI views that the seed documents use, so that their listings compile
  // unchanged on Linux. Each control keeps its title and its binding, and a test can find a
  // control by title in a view's tree and read or write through it, as a user would.

  @MainActor
  protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
  }

  /// A view made of nothing but its children or its control; its `body` is never asked for.
  @MainActor
  protocol PrimitiveView: View where Body == Never {
    var children: [any View] { get }
  }

  extension PrimitiveView {
    var body: Never { return fatalError("\(Self.self) has no body") }
    var children: [any View] { [] }
  }

  extension Never: View {
    var body: Never { return fatalError() }
  }

  @resultBuilder
  @MainActor
  enum ViewBuilder {
    static func buildExpression(_ view: any View) -> ViewList { ViewList(views: [view]) }
    static func buildBlock(_ lists: ViewList...) -> ViewList {
      ViewList(views: lists.flatMap(\.views))
    }
    static func buildOptional(_ list: ViewList?) -> ViewList { list ?? ViewList(views: []) }
    static func buildEither(first list: ViewList) -> ViewList { list }
    static func buildEither(second list: ViewList) -> ViewList { list }
    static func buildArray(_ lists: [ViewList]) -> ViewList {
      ViewList(views: lists.flatMap(\.views))
    }
  }

  struct ViewList: PrimitiveView {
    let views: [any View]
    var children: [any View] { self.views }
  }

  struct Form: PrimitiveView {
    let children: [any View]
    init(@ViewBuilder content: () -> ViewList) {
      self.children = content().views
    }
  }

  struct Text: PrimitiveView {
    let content: String
    init(_ content: String) { self.content = content }
  }

  struct TextField: PrimitiveView {
    let title: String
    let text: Binding<String>
    init(_ title: String, text: Binding<String>) {
      self.title = title
      self.text = text
    }
  }

  struct Toggle: PrimitiveView {
    let title: String
    let isOn: Binding<Bool>
    init(_ title: String, isOn: Binding<Bool>) {
      self.title = title
      self.isOn = isOn
    }
  }

  struct Slider: PrimitiveView {
    let value: Binding<Double>
    init(value: Binding<Double>) { self.value = value }
  }

  struct Picker<Selection: Hashable>: PrimitiveView {
    let title: String
    let selection: Binding<Selection>
    let children: [any View]
    init(_ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> ViewList) {
      self.title = title
      self.selection = selection
      self.children = content().views
    }
  }

  struct ForEach: PrimitiveView {
    let children: [any View]
    init<Data: Sequence, ID: Hashable>(
      _ data: Data,
      id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: (Data.Element) -> ViewList
    ) {
      self.children = data.flatMap { content($0).views }
    }
  }

  extension View {
    /// Every primitive view in this view's tree, in order.
    var primitives: [any PrimitiveView] {
      if let primitive = self as? any PrimitiveView {
        return [primitive] + primitive.children.flatMap(\.primitives)
      }
      return self.body.primitives
    }

    func textField(_ title: String) -> TextField? {
      self.primitives.lazy.compactMap { $0 as? TextField }.first { $0.title == title }
    }

    func toggle(_ title: String) -> Toggle? {
      self.primitives.lazy.compactMap { $0 as? Toggle }.first { $0.title == title }
    }

    func picker<Selection>(_ title: String, of _: Selection.Type) -> Picker<Selection>? {
      self.primitives.lazy.compactMap { $0 as? Picker<Selection> }.first { $0.title == title }
    }

    var texts: [String] {
      self.primitives.compactMap { ($0 as? Text)?.content }
    }
  }
#endif

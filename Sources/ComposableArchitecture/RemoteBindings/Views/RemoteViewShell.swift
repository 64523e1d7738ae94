#if !canImport(Darwin)
  /// The HTML of an element around its children: what comes before them (up to the start of the
  /// element that holds them, marked `data-c`) and what comes after.
  struct RemoteViewShell {
    var open: String
    var close: String
    /// Whether the element's HTML holds its whole subtree (a picker's native select): its
    /// children aren't rendered apart, and any change below it renders it again.
    var isAtomic = false

    init(open: String, close: String, isAtomic: Bool = false) {
      self.open = open
      self.close = close
      self.isAtomic = isAtomic
    }

    /// An element that holds its children itself: `<tag id … data-c>children</tag>`.
    static func container(_ tag: String, _ attributes: String) -> Self {
      Self(open: "<\(tag)\(attributes) data-c>", close: "</\(tag)>")
    }
  }
#endif

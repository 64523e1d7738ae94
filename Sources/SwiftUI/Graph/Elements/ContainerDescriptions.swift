/// An image, as renderers show it.
@_spi(Rendering)
public struct ImageDescription: Equatable {
  /// A symbol's name (SF Symbols'), or `nil`.
  public var systemName: String?
  /// An image's name, or `nil`.
  public var name: String?
  /// What the image means, for people who can't see it; `nil` for a decorative image.
  public var label: String?
  public var style: TextStyle
  public var isResizable = false
  /// "fit", "fill", or `nil`.
  public var contentMode: String?

  public init(systemName: String?, name: String?, label: String?, style: TextStyle) {
    self.systemName = systemName
    self.name = name
    self.label = label
    self.style = style
  }
}

/// A shape, as renderers show it.
@_spi(Rendering)
public struct ShapeDescription: Equatable {
  /// The outline.
  public typealias Outline = _ShapeOutline

  public var outline: Outline
  public var fill: Color?
  public var stroke: Color?
  public var lineWidth: Double
  /// The part of the outline drawn, from 0 to 1 (`.trim(from:to:)`).
  public var trimFrom: Double = 0
  public var trimTo: Double = 1

  public init(outline: Outline, fill: Color?, stroke: Color?, lineWidth: Double) {
    self.outline = outline
    self.fill = fill
    self.stroke = stroke
    self.lineWidth = lineWidth
  }
}

/// A stack, as renderers show it.
@_spi(Rendering)
public struct StackDescription: Equatable {
  /// Side by side, one above another, or on top of each other.
  public enum Axis: Equatable {
    case horizontal, vertical, depth
  }

  public var axis: Axis
  public var alignment: Alignment
  public var spacing: Double?
  /// Whether the stack is lazy (`LazyVStack`, `LazyHStack`, grids): a ``ForEach`` inside
  /// makes its rows as they come into view.
  public var isLazy = false
  /// For grids: the number of columns, or `nil`.
  public var columns: Int?

  public init(axis: Axis, alignment: Alignment, spacing: Double?) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }
}

/// The style of a form: "automatic", "grouped" or "columns".
@_spi(Rendering)
public typealias FormStyleKind = String

/// A list, as renderers show it.
@_spi(Rendering)
public struct ListDescription: Equatable {
  /// "automatic", "plain", "grouped", "insetGrouped", "inset" or "sidebar".
  public var style: String
  public var isEditing: Bool
  /// Whether the list can be refreshed (`.refreshable`).
  public var isRefreshable: Bool

  public init(style: String, isEditing: Bool, isRefreshable: Bool) {
    self.style = style
    self.isEditing = isEditing
    self.isRefreshable = isRefreshable
  }
}

/// A section, as renderers show it.
@_spi(Rendering)
public struct SectionDescription: Equatable {
  public var isCollapsible = false
  public var isExpanded = true

  public init() {}
}

/// A navigation stack, as renderers show it.
@_spi(Rendering)
public struct NavigationStackDescription: Equatable {
  /// How many screens are pushed on the root.
  public var depth: Int

  public init(depth: Int) {
    self.depth = depth
  }
}

/// A screen of a navigation stack, as renderers show it.
@_spi(Rendering)
public struct ScreenDescription: Equatable {
  /// The screen's position: 0 for the root.
  public var index: Int
  /// Whether it's the screen shown (the last pushed).
  public var isTop: Bool

  public init(index: Int, isTop: Bool) {
    self.index = index
    self.isTop = isTop
  }
}

/// A presentation (sheet, popover, full-screen cover), as renderers show it.
@_spi(Rendering)
public struct PresentationDescription: Equatable {
  /// "sheet", "popover" or "fullScreenCover".
  public var style: String
  public var isPresented: Bool

  public init(style: String, isPresented: Bool) {
    self.style = style
    self.isPresented = isPresented
  }
}

/// An alert or confirmation dialog, as renderers show it.
@_spi(Rendering)
public struct AlertDescription: Equatable {
  public var title: String
  public var isConfirmationDialog: Bool
  public var isPresented: Bool
  /// Whether the title shows (a confirmation dialog may hide it).
  public var isTitleVisible: Bool

  public init(title: String, isConfirmationDialog: Bool, isPresented: Bool, isTitleVisible: Bool)
  {
    self.title = title
    self.isConfirmationDialog = isConfirmationDialog
    self.isPresented = isPresented
    self.isTitleVisible = isTitleVisible
  }
}

/// A row of a ``ForEach`` with `.onDelete` or `.onMove`, as renderers show it.
@_spi(Rendering)
public struct RowDescription: Equatable {
  public var index: Int
  public var canDelete: Bool
  public var canMove: Bool
  public var isEditing: Bool

  public init(index: Int, canDelete: Bool, canMove: Bool, isEditing: Bool) {
    self.index = index
    self.canDelete = canDelete
    self.canMove = canMove
    self.isEditing = isEditing
  }
}

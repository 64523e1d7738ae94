/// A gesture: SwiftUI's `Gesture`. Renderers here run a tap gesture's `onEnded` action when a
/// person presses the view; other gestures compile and do nothing.
public protocol Gesture<Value> {
  /// What the gesture reports.
  associatedtype Value
}

extension Gesture {
  /// Runs an action when the gesture ends.
  @preconcurrency
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(gesture: self, action: action)
  }

  /// Runs an action when the gesture's value changes: not here.
  @preconcurrency
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(gesture: self)
  }

  /// Updates a gesture state as the gesture changes: not here.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(gesture: self)
  }

  /// The gesture, then another.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture()
  }

  /// The gesture, or another.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture()
  }

  /// The gesture and another at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture()
  }

  /// The gesture's value transformed.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture()
  }
}

/// A gesture whose end runs an action.
public struct _EndedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let gesture: Base
  let action: @MainActor (Base.Value) -> Void
}

/// A gesture whose changes run an action.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let gesture: Base
}

/// A gesture that updates a gesture state.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  let gesture: Base
}

/// Two gestures in sequence.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (First.Value, Second.Value?)
}

/// One of two gestures.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = First.Value
}

/// Two gestures at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (First.Value?, Second.Value?)
}

/// A gesture's value transformed.
public struct _MapGesture<Base: Gesture, T>: Gesture {
  public typealias Value = T
}

/// A tap.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int

  public init(count: Int = 1) {
    self.count = count
  }
}

/// A tap at a location.
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

/// A long press.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag.
public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger rotation.
public struct RotationGesture: Gesture {
  public typealias Value = Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Which gestures of a view and its subviews take part.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture's state while it happens: SwiftUI's `GestureState`; always its initial value here.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initialValue: Value

  public init(wrappedValue: Value) {
    self.initialValue = wrappedValue
  }

  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  public var wrappedValue: Value {
    self.initialValue
  }

  public var projectedValue: GestureState<Value> {
    self
  }
}

/// Adds a gesture to its content: a tap gesture's end makes it pressable.
struct GestureModifier<G: Gesture>: ViewModifier, _PrimitiveModifier {
  let gesture: G

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if let ended = self.gesture as? _EndedGesture<TapGesture> {
      TapModifier { ended.action(()) }._resolve(content: content, &resolution)
    } else if let ended = self.gesture as? _EndedGesture<LongPressGesture> {
      TapModifier { ended.action(true) }._resolve(content: content, &resolution)
    } else {
      resolution.add(content, .index(0))
    }
  }
}

/// How a view comes and goes: SwiftUI's `AnyTransition`; at once here.
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition()
  }

  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition()
  }

  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition()
  }

  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition()
  }

  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition()
  }

  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition
  {
    AnyTransition()
  }

  public func combined(with other: AnyTransition) -> AnyTransition {
    self
  }

  public func animation(_ animation: Animation?) -> AnyTransition {
    self
  }
}

/// How a view comes and goes: SwiftUI's `Transition`; at once here.
public protocol Transition {}

/// How content changes: SwiftUI's `ContentTransition`; at once here.
public struct ContentTransition: Sendable {
  public static let identity = ContentTransition()
  public static let opacity = ContentTransition()
  public static let interpolate = ContentTransition()
  public static let numericText = ContentTransition()

  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition()
  }

  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition()
  }
}

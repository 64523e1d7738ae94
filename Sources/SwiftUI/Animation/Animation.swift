import Foundation

/// How a change is to be animated: SwiftUI's `Animation`, for platforms without SwiftUI.
///
/// Feature code written for SwiftUI names animations when it sends actions:
///
/// ```swift
/// store.send(.toggleButtonTapped, animation: .spring())
///
/// return .run { send in
///   await send(.response(try await client.load()), animation: .easeInOut(duration: 0.3))
/// }
/// ```
///
/// Here there is no renderer to animate anything: an animation is a description, with the
/// static members and modifiers SwiftUI has, that travels with the action in a ``Transaction``.
/// The action is delivered as usual, and an ``observe(_:)`` closure that re-runs for the
/// change reads the animation from ``Transaction/current``, so that a UI that is not SwiftUI
/// can animate it its own way.
///
/// Two animations are equal when they describe the same curve with the same modifiers.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The timing curve of an animation.
  public enum Curve: Hashable, Sendable {
    /// The system's default animation.
    case `default`
    /// A constant speed over `duration` seconds.
    case linear(duration: TimeInterval)
    /// Starts slowly, over `duration` seconds.
    case easeIn(duration: TimeInterval)
    /// Ends slowly, over `duration` seconds.
    case easeOut(duration: TimeInterval)
    /// Starts and ends slowly, over `duration` seconds.
    case easeInOut(duration: TimeInterval)
    /// A cubic Bézier timing curve through the two control points, over `duration` seconds.
    case timingCurve(
      c0x: Double,
      c0y: Double,
      c1x: Double,
      c1y: Double,
      duration: TimeInterval
    )
    /// A spring that settles in about `response` seconds: `dampingFraction` 1 doesn't
    /// overshoot, less bounces. `blendDuration` is how long a change of spring is blended.
    case spring(response: Double, dampingFraction: Double, blendDuration: TimeInterval)
    /// A spring given by its physical properties.
    case interpolatingSpring(
      mass: Double,
      stiffness: Double,
      damping: Double,
      initialVelocity: Double
    )
  }

  /// How an animation repeats.
  public struct Repetition: Hashable, Sendable {
    /// How many times the animation runs, or `nil` for forever.
    public var count: Int?
    /// Whether every other run goes backwards.
    public var autoreverses: Bool

    /// Creates a repetition.
    ///
    /// - Parameters:
    ///   - count: How many times the animation runs, or `nil` for forever.
    ///   - autoreverses: Whether every other run goes backwards.
    public init(count: Int?, autoreverses: Bool) {
      self.count = count
      self.autoreverses = autoreverses
    }
  }

  /// The animation's timing curve.
  public var curve: Curve
  /// Seconds to wait before the animation starts (see ``delay(_:)``).
  public var delayDuration: TimeInterval
  /// How much faster than its curve the animation runs (see ``speed(_:)``).
  public var speedFactor: Double
  /// How the animation repeats, or `nil` if it runs once (see ``repeatCount(_:autoreverses:)``
  /// and ``repeatForever(autoreverses:)``).
  public var repetition: Repetition?

  /// Creates an animation from a curve and its modifiers.
  ///
  /// Prefer the static members SwiftUI has, such as ``default`` or ``easeInOut(duration:)``.
  ///
  /// - Parameters:
  ///   - curve: The timing curve.
  ///   - delay: Seconds to wait before starting.
  ///   - speed: How much faster than its curve the animation runs.
  ///   - repetition: How the animation repeats, or `nil` if it runs once.
  public init(
    curve: Curve,
    delay: TimeInterval = 0,
    speed: Double = 1,
    repetition: Repetition? = nil
  ) {
    self.curve = curve
    self.delayDuration = delay
    self.speedFactor = speed
    self.repetition = repetition
  }

  /// The same animation, starting `delay` seconds later.
  ///
  /// - Parameter delay: Seconds to add before the animation starts.
  /// - Returns: A delayed animation.
  public func delay(_ delay: TimeInterval) -> Animation {
    var animation = self
    animation.delayDuration += delay
    return animation
  }

  /// The same animation, run `speed` times as fast.
  ///
  /// - Parameter speed: How much faster to run, for example 2 for twice as fast.
  /// - Returns: A faster or slower animation.
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speedFactor *= speed
    return animation
  }

  /// The same animation, run `repeatCount` times.
  ///
  /// - Parameters:
  ///   - repeatCount: How many times to run it.
  ///   - autoreverses: Whether every other run goes backwards.
  /// - Returns: A repeating animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repetition = Repetition(count: repeatCount, autoreverses: autoreverses)
    return animation
  }

  /// The same animation, run over and over.
  ///
  /// - Parameter autoreverses: Whether every other run goes backwards.
  /// - Returns: An animation that repeats forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repetition = Repetition(count: nil, autoreverses: autoreverses)
    return animation
  }

  public var description: String {
    var description = "\(self.curve)"
    if self.delayDuration != 0 {
      description += ".delay(\(self.delayDuration))"
    }
    if self.speedFactor != 1 {
      description += ".speed(\(self.speedFactor))"
    }
    if let repetition = self.repetition {
      if let count = repetition.count {
        description += ".repeatCount(\(count), autoreverses: \(repetition.autoreverses))"
      } else {
        description += ".repeatForever(autoreverses: \(repetition.autoreverses))"
      }
    }
    return description
  }
}

extension Animation {
  /// The system's default animation.
  public static let `default` = Animation(curve: .default)

  /// An animation at constant speed, over 0.35 seconds.
  public static var linear: Animation { .linear(duration: 0.35) }

  /// An animation at constant speed.
  ///
  /// - Parameter duration: Its length in seconds.
  /// - Returns: A linear animation.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(curve: .linear(duration: duration))
  }

  /// An animation that starts slowly, over 0.35 seconds.
  public static var easeIn: Animation { .easeIn(duration: 0.35) }

  /// An animation that starts slowly.
  ///
  /// - Parameter duration: Its length in seconds.
  /// - Returns: An ease-in animation.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(curve: .easeIn(duration: duration))
  }

  /// An animation that ends slowly, over 0.35 seconds.
  public static var easeOut: Animation { .easeOut(duration: 0.35) }

  /// An animation that ends slowly.
  ///
  /// - Parameter duration: Its length in seconds.
  /// - Returns: An ease-out animation.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(curve: .easeOut(duration: duration))
  }

  /// An animation that starts and ends slowly, over 0.35 seconds.
  public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

  /// An animation that starts and ends slowly.
  ///
  /// - Parameter duration: Its length in seconds.
  /// - Returns: An ease-in-out animation.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(curve: .easeInOut(duration: duration))
  }

  /// An animation along a cubic Bézier timing curve.
  ///
  /// - Parameters:
  ///   - c0x: The x coordinate of the first control point.
  ///   - c0y: The y coordinate of the first control point.
  ///   - c1x: The x coordinate of the second control point.
  ///   - c1y: The y coordinate of the second control point.
  ///   - duration: Its length in seconds.
  /// - Returns: An animation along the curve.
  public static func timingCurve(
    _ c0x: Double,
    _ c0y: Double,
    _ c1x: Double,
    _ c1y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(curve: .timingCurve(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y, duration: duration))
  }

  /// A spring with SwiftUI's default response and damping.
  public static var spring: Animation { .spring() }

  /// A spring given by how fast it responds and how much it is damped.
  ///
  /// ```swift
  /// store.send(.cardTapped, animation: .spring(response: 0.3, dampingFraction: 0.7))
  /// ```
  ///
  /// - Parameters:
  ///   - response: About how many seconds the spring takes to settle.
  ///   - dampingFraction: 1 settles without overshooting; less bounces.
  ///   - blendDuration: How long a change of spring is blended, in seconds.
  /// - Returns: A spring animation.
  public static func spring(
    response: Double = 0.5,
    dampingFraction: Double = 0.825,
    blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      curve: .spring(
        response: response,
        dampingFraction: dampingFraction,
        blendDuration: blendDuration
      )
    )
  }

  /// A spring given by its perceived duration and bounce.
  ///
  /// - Parameters:
  ///   - duration: About how many seconds the spring takes to settle.
  ///   - bounce: 0 settles without overshooting; up to 1 bounces more.
  ///   - blendDuration: How long a change of spring is blended, in seconds.
  /// - Returns: A spring animation.
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5,
    bounce: Double = 0,
    blendDuration: Double = 0
  ) -> Animation {
    .spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration)
  }

  /// A spring for interactive gestures: quick and slightly bouncy.
  public static var interactiveSpring: Animation { .interactiveSpring() }

  /// A spring for interactive gestures, given by its response and damping.
  ///
  /// - Parameters:
  ///   - response: About how many seconds the spring takes to settle.
  ///   - dampingFraction: 1 settles without overshooting; less bounces.
  ///   - blendDuration: How long a change of spring is blended, in seconds.
  /// - Returns: A spring animation.
  public static func interactiveSpring(
    response: Double = 0.15,
    dampingFraction: Double = 0.86,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A spring for interactive gestures, given by its duration and extra bounce.
  ///
  /// - Parameters:
  ///   - duration: About how many seconds the spring takes to settle.
  ///   - extraBounce: How much more to bounce than the interactive spring does.
  ///   - blendDuration: How long a change of spring is blended, in seconds.
  /// - Returns: A spring animation.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15,
    extraBounce: Double = 0,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    .spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
  }

  /// A spring given by its physical properties, which keeps its velocity when interrupted.
  ///
  /// - Parameters:
  ///   - mass: The mass on the spring.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The friction that slows it down.
  ///   - initialVelocity: The velocity it starts with.
  /// - Returns: A spring animation.
  public static func interpolatingSpring(
    mass: Double = 1,
    stiffness: Double,
    damping: Double,
    initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      curve: .interpolatingSpring(
        mass: mass,
        stiffness: stiffness,
        damping: damping,
        initialVelocity: initialVelocity
      )
    )
  }

  /// A spring with a little bounce.
  public static var bouncy: Animation { .bouncy() }

  /// A spring with a little bounce.
  ///
  /// - Parameters:
  ///   - duration: About how many seconds the spring takes to settle.
  ///   - extraBounce: How much more to bounce.
  /// - Returns: A spring animation.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// A spring that doesn't bounce.
  public static var smooth: Animation { .smooth() }

  /// A spring that doesn't bounce, unless given some.
  ///
  /// - Parameters:
  ///   - duration: About how many seconds the spring takes to settle.
  ///   - extraBounce: How much to bounce.
  /// - Returns: A spring animation.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: extraBounce)
  }

  /// A quick spring with a very little bounce.
  public static var snappy: Animation { .snappy() }

  /// A quick spring with a very little bounce.
  ///
  /// - Parameters:
  ///   - duration: About how many seconds the spring takes to settle.
  ///   - extraBounce: How much more to bounce.
  /// - Returns: A spring animation.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.15 + extraBounce)
  }
}

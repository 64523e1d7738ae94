import ComposableArchitecture

/// Draws a screen on the terminal whenever the state it shows changes.
///
/// The content closure builds a ``Frame`` from observable state, such as a store's state and a
/// ``FormState``. The renderer follows it with `observe { }`, so it draws again exactly when
/// something the closure read changes (for a store, synchronously right after the store
/// processes the action), and a ``FramePainter`` sends the terminal only the rows that differ:
///
/// ```swift
/// let renderer = ScreenRenderer(output: terminal.write) {
///   screen.render()
/// }
/// renderer.start()
/// ```
@MainActor
public final class ScreenRenderer {
  private let output: (String) -> Void
  private let content: @MainActor () -> Frame
  private var painter = FramePainter()
  private var token: ObserveToken?

  /// How many times the content was rendered.
  public private(set) var renderCount = 0
  /// The frame rendered last.
  public private(set) var lastFrame: Frame?

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - output: Writes escape sequences to the terminal.
  ///   - content: Builds the frame to show from observable state.
  public init(output: @escaping (String) -> Void, content: @escaping @MainActor () -> Frame) {
    self.output = output
    self.content = content
  }

  /// Draws the content, and again whenever state it read changes, until ``stop()``.
  public func start() {
    self.token = observe { [weak self] in
      self?.render()
    }
  }

  /// Stops drawing.
  public func stop() {
    self.token?.cancel()
    self.token = nil
  }

  private func render() {
    let frame = self.content()
    self.renderCount += 1
    self.lastFrame = frame
    let text = self.painter.paint(frame)
    if !text.isEmpty {
      self.output(text)
    }
  }
}

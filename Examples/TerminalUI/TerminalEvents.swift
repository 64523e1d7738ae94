import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something that happened to the terminal: a key, a new size, or a signal.
public enum TerminalEvent: Hashable, Sendable {
  /// The user pressed a key.
  case key(Key)
  /// The terminal was resized (`SIGWINCH`, or a new size seen by the reader's periodic check).
  case resized
  /// The process was asked to stop (`SIGTERM`, `SIGINT`, `SIGHUP` or `SIGQUIT`).
  case terminated(signal: Int32)
  /// Input ended: the terminal went away.
  case inputClosed
}

/// Reads keys from a terminal on a background thread, and turns signals into events, so that a
/// main loop can wait for both without blocking the main actor:
///
/// ```swift
/// let events = TerminalEvents(input: terminal.input)
/// for await event in events.stream {
///   switch event {
///   case let .key(key): screen.handle(key)
///   case .resized: screen.size = terminal.size
///   case .terminated, .inputClosed: return
///   }
/// }
/// ```
///
/// While the events are followed, `SIGTERM`, `SIGINT`, `SIGHUP` and `SIGQUIT` don't end the
/// process: they become ``TerminalEvent/terminated(signal:)``, so the program can restore the
/// terminal before it exits. ``stop()`` (or deinitialization) puts their default handling back.
public final class TerminalEvents: Sendable {
  /// The events, in the order they happened.
  public let stream: AsyncStream<TerminalEvent>

  /// The signals that become ``TerminalEvent/terminated(signal:)``.
  public static let terminationSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

  /// How long a lone escape byte waits for the rest of an escape sequence before it counts as
  /// the Escape key.
  public static let escapeTimeoutMilliseconds: Int32 = 50

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let isStopped = Atomic<Bool>(false)
  private let signalSources: SignalSources

  /// Starts reading keys from `input` and following signals.
  ///
  /// - Parameter input: The file descriptor of the terminal's input.
  public init(input: Int32) {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    self.stream = stream
    self.continuation = continuation

    var sources: [any DispatchSourceSignal] = []
    for signalNumber in Self.terminationSignals + [SIGWINCH] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        continuation.yield(signalNumber == SIGWINCH ? .resized : .terminated(signal: signalNumber))
      }
      source.resume()
      sources.append(source)
    }
    self.signalSources = SignalSources(sources: sources)

    let thread = ReaderThread(input: input, events: self)
    thread.start()
  }

  deinit {
    self.stop()
  }

  /// Stops reading keys and following signals, and finishes the stream.
  public func stop() {
    guard !self.isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    for source in self.signalSources.sources {
      source.cancel()
    }
    for signalNumber in Self.terminationSignals + [SIGWINCH] {
      signal(signalNumber, SIG_DFL)
    }
    self.continuation.finish()
  }

  fileprivate var shouldStop: Bool {
    self.isStopped.load(ordering: .acquiring)
  }

  fileprivate func yield(_ event: TerminalEvent) {
    self.continuation.yield(event)
  }
}

/// Dispatch sources, which are safe to cancel from any thread (Dispatch doesn't mark them
/// `Sendable`).
private struct SignalSources: @unchecked Sendable {
  let sources: [any DispatchSourceSignal]
}

/// The background thread that waits for input with `poll`, so that it notices ``stop()`` and
/// lone escapes.
private struct ReaderThread: Sendable {
  let input: Int32
  weak var events: TerminalEvents?

  init(input: Int32, events: TerminalEvents) {
    self.input = input
    self.events = events
  }

  func start() {
    let reader = self
    // A queue of its own: the reader blocks in `poll` for as long as the events are followed.
    DispatchQueue(label: "TerminalEvents.reader", qos: .userInteractive).async {
      reader.run()
    }
  }

  private func run() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1024)
    // `SIGWINCH` tells of a resize at once; this is for one that came before the signal source
    // was registered (Dispatch registers it asynchronously), which would otherwise go unseen.
    var lastSize = self.windowSize()
    while let events = self.events, !events.shouldStop {
      let size = self.windowSize()
      if size != lastSize {
        lastSize = size
        events.yield(.resized)
      }
      var descriptor = pollfd(fd: self.input, events: Int16(POLLIN), revents: 0)
      let timeout = decoder.hasPendingInput ? TerminalEvents.escapeTimeoutMilliseconds : 100
      let ready = poll(&descriptor, 1, timeout)
      if ready < 0 {
        guard errno == EINTR else { return events.yield(.inputClosed) }
        continue
      }
      if ready == 0 {
        for key in decoder.flush() {
          events.yield(.key(key))
        }
        continue
      }
      let count = read(self.input, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN {
        continue
      }
      guard count > 0 else { return events.yield(.inputClosed) }
      for key in decoder.decode(buffer[..<count]) {
        events.yield(.key(key))
      }
    }
  }

  /// The terminal's size in columns and rows, or `nil` when it can't be read.
  private func windowSize() -> [UInt16]? {
    var size = winsize()
    guard ioctl(self.input, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return [size.ws_col, size.ws_row]
  }
}

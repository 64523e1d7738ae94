import ComposableArchitecture
import Logging
import Synchronization

/// Runs one WebSocket connection: a session on the main actor, fed with the page's messages one
/// at a time, and a writer that sends the session's messages in the order they were made.
///
/// Transport-agnostic so that it can be tried without a socket: the server gives it the page's
/// messages as an async sequence and closures that write a text message and close the connection.
///
/// - Inbound backpressure: the next message is read only when the session has handled the one
///   before, so a page that sends faster than its session handles is slowed down by TCP.
/// - Flooding: a page that sends more than ``Limits/maximumMessagesPerSecond`` messages in one
///   second is closed.
/// - Outbound: at most ``Limits/maximumQueuedMessages`` messages wait for the page to read them;
///   a page that falls further behind isn't reading: it is closed.
enum RemotePageConnection {
  /// A message from the page.
  enum Message: Sendable {
    /// A text message.
    case text(String)
    /// A binary message, of which only the size matters: the protocol is text.
    case binary(size: Int)
  }

  /// What the connection tolerates from a page.
  struct Limits: Sendable {
    /// Time waited before each message from the page is handled.
    var latency = Duration.zero
    /// How many messages may wait for the page to read them.
    var maximumQueuedMessages = 1_024
    /// How many messages the page may send in one second.
    var maximumMessagesPerSecond = 1_000
  }

  /// How a connection ended.
  enum Ending: Equatable, Sendable {
    /// The page closed it, or the connection failed.
    case closedByPage
    /// Closed by the server: the page wasn't reading its messages.
    case pageWasNotReading
    /// Closed by the server: the page sent too many messages.
    case pageWasFlooding
  }

  /// Handles a connection until the page closes it, or until the server closes it for a page
  /// that doesn't read or floods.
  ///
  /// - Parameters:
  ///   - messages: The page's messages.
  ///   - write: Writes a text message to the page; suspends while the page's connection can't
  ///     take more.
  ///   - close: Closes the connection with status 1008 (policy violation) and a reason, once
  ///     what the page was sent before has been written.
  ///   - abort: Called once, at once, when the page falls behind: a page that doesn't read may
  ///     never take the messages before the close, so the server drops its connection if the
  ///     close doesn't get through in time.
  ///   - limits: What the connection tolerates.
  ///   - makeSession: Makes the connection's session.
  ///   - logger: Where to say why the connection ended early.
  /// - Returns: How the connection ended.
  @discardableResult
  static func run<Messages: AsyncSequence>(
    messages: Messages,
    write: @escaping @Sendable (String) async throws -> Void,
    close: @escaping @Sendable (_ reason: String) async -> Void,
    abort: @escaping @Sendable () -> Void = {},
    limits: Limits,
    makeSession: @escaping RemotePageServer.SessionFactory,
    logger: Logger
  ) async -> Ending where Messages.Element == Message {
    let (outgoing, continuation) = AsyncStream.makeStream(
      of: String.self,
      bufferingPolicy: .bufferingOldest(limits.maximumQueuedMessages)
    )
    let ending = EndingBox()
    let session = await SessionHolder(makeSession: makeSession) { text in
      if case .dropped = continuation.yield(text), ending.set(.pageWasNotReading) {
        continuation.finish()
        logger.notice(
          "Closing a connection whose page isn't reading its messages.",
          metadata: ["unread": "\(limits.maximumQueuedMessages)"]
        )
        abort()
      }
    }

    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        do {
          for await text in outgoing {
            try await write(text)
          }
        } catch {
          return  // The connection is closing.
        }
        switch ending.value {
        case .pageWasNotReading:
          await close("Too many unread messages.")
        case .pageWasFlooding:
          logger.notice(
            "Closed a connection whose page sent too many messages.",
            metadata: ["limit": "\(limits.maximumMessagesPerSecond) a second"]
          )
          await close("Too many messages.")
        case .closedByPage, nil:
          break
        }
      }

      var rate = MessageRate(limit: limits.maximumMessagesPerSecond)
      do {
        for try await message in messages {
          guard ending.value == nil else { break }  // The page isn't reading: it is being closed.
          guard rate.admit(at: .now) else {
            ending.set(.pageWasFlooding)
            break
          }
          if limits.latency > .zero {
            try await Task.sleep(for: limits.latency)
          }
          switch message {
          case let .text(text):
            await session.receive(text)
          case let .binary(size):
            await session.receiveBinary(size: size)
          }
        }
      } catch {
        logger.debug("A connection ended with an error.", metadata: ["error": "\(error)"])
      }
      await session.stop()
      continuation.finish()
    }
    return ending.value ?? .closedByPage
  }
}

/// Counts a page's messages in windows of one second.
struct MessageRate {
  /// How many messages are allowed in one second.
  let limit: Int
  private var windowStart: ContinuousClock.Instant?
  private var count = 0

  /// A count that allows `limit` messages in one second.
  ///
  /// - Parameter limit: How many messages are allowed in one second.
  init(limit: Int) {
    self.limit = limit
  }

  /// Counts a message, and tells whether it is within the limit.
  ///
  /// - Parameter now: When the message came.
  /// - Returns: `false` when more than ``limit`` messages came in the second that began with the
  ///   first message of the current window.
  mutating func admit(at now: ContinuousClock.Instant) -> Bool {
    if let windowStart, now - windowStart < .seconds(1) {
      self.count += 1
    } else {
      self.windowStart = now
      self.count = 1
    }
    return self.count <= self.limit
  }
}

/// A connection's session, on the main actor.
@MainActor
private final class SessionHolder {
  let session: any RemoteSessionProtocol

  /// Makes the session and starts it.
  init(
    makeSession: RemotePageServer.SessionFactory,
    send: @escaping @MainActor (String) -> Void
  ) {
    self.session = makeSession(send)
    self.session.start()
  }

  func receive(_ text: String) {
    self.session.receive(text)
  }

  func receiveBinary(size: Int) {
    self.session.receiveBinary(size: size)
  }

  func stop() {
    self.session.stop()
  }
}

/// How the connection ends, set once by any task.
private final class EndingBox: Sendable {
  private let ending = Mutex<RemotePageConnection.Ending?>(nil)

  var value: RemotePageConnection.Ending? {
    self.ending.withLock { $0 }
  }

  /// Sets how the connection ends, unless that is set already.
  ///
  /// - Returns: Whether it was set now.
  @discardableResult
  func set(_ value: RemotePageConnection.Ending) -> Bool {
    self.ending.withLock { ending in
      guard ending == nil else { return false }
      ending = value
      return true
    }
  }
}

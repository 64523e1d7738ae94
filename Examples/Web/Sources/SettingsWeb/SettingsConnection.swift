import HummingbirdWebSocket
import Logging
import Synchronization

/// Runs one WebSocket connection: a ``SettingsSession`` on the main actor, fed with the page's
/// messages one at a time, and a writer that sends the session's messages in the order they were
/// made.
enum SettingsConnection {
  /// How many messages may wait for the page to read them. A page that falls this far behind
  /// isn't reading: its connection is closed.
  static let maximumQueuedMessages = 1_024

  /// Handles a connection until the page closes it.
  ///
  /// - Parameters:
  ///   - inbound: The page's messages.
  ///   - outbound: Writes to the page.
  ///   - options: The server's options: the artificial latency per message, the largest message.
  ///   - logger: Where to say why the connection ended early.
  static func run(
    inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter,
    options: SettingsServerOptions,
    logger: Logger
  ) async {
    let (outgoing, continuation) = AsyncStream.makeStream(
      of: String.self,
      bufferingPolicy: .bufferingOldest(Self.maximumQueuedMessages)
    )
    let fellBehind = Flag()
    let session = await MainActor.run {
      let session = SettingsSession { text in
        if case .dropped = continuation.yield(text) {
          fellBehind.set()
          continuation.finish()
        }
      }
      session.start()
      return session
    }

    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        do {
          for await text in outgoing {
            try await outbound.write(.text(text))
          }
        } catch {
          return  // The connection is closing.
        }
        if fellBehind.isSet {
          logger.notice("Closed a connection whose page wasn't reading its messages.")
          try? await outbound.close(.policyViolation, reason: "Too many unread messages.")
        }
      }

      do {
        for try await message in inbound.messages(maxSize: options.maximumFrameSize) {
          if options.latency > .zero {
            try await Task.sleep(for: options.latency)
          }
          switch message {
          case let .text(text):
            await session.receive(text)
          case let .binary(buffer):
            await session.receiveBinary(size: buffer.readableBytes)
          }
        }
      } catch {
        logger.debug("A connection ended with an error.", metadata: ["error": "\(error)"])
      }
      await session.stop()
      continuation.finish()
    }
  }
}

/// A flag that any task can set and read.
private final class Flag: Sendable {
  private let value = Mutex(false)

  var isSet: Bool {
    self.value.withLock { $0 }
  }

  func set() {
    self.value.withLock { $0 = true }
  }
}

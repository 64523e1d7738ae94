// Foundation's asynchronous bytes of a URL, which Apple's Foundation has and
// swift-corelibs-foundation doesn't: a download that reports its progress as the bytes come
// (TCA's reusable offline downloads case study) reads them with it.
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Loads a URL and returns its response as soon as it comes, with the body's bytes as an
  /// asynchronous sequence that yields them as they arrive: Foundation's
  /// `bytes(from:delegate:)`.
  ///
  /// The request runs in a session of its own with this session's configuration (this
  /// Foundation has no task delegates): `delegate` is not called.
  public func bytes(
    from url: URL,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (AsyncBytes, URLResponse) {
    try await self.bytes(for: URLRequest(url: url), delegate: delegate)
  }

  /// Sends a request and returns its response as soon as it comes, with the body's bytes as an
  /// asynchronous sequence that yields them as they arrive: Foundation's
  /// `bytes(for:delegate:)`.
  ///
  /// The request runs in a session of its own with this session's configuration (this
  /// Foundation has no task delegates): `delegate` is not called.
  public func bytes(
    for request: URLRequest,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (AsyncBytes, URLResponse) {
    let receiver = URLSessionByteReceiver()
    let session = URLSession(
      configuration: self.configuration,
      delegate: receiver,
      delegateQueue: nil
    )
    // The session lets its delegate go once its task has finished.
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: request)
    let response = try await withTaskCancellationHandler {
      try await receiver.response(of: task)
    } onCancel: {
      task.cancel()
    }
    return (AsyncBytes(task: task, chunks: receiver.chunks), response)
  }

  /// The bytes of a response's body, yielded as they arrive: Foundation's
  /// `URLSession.AsyncBytes`. It can be iterated once.
  public struct AsyncBytes: AsyncSequence {
    public typealias Element = UInt8

    /// The task that loads the bytes.
    public let task: URLSessionDataTask
    let chunks: AsyncThrowingStream<Data, any Error>

    public func makeAsyncIterator() -> Iterator {
      Iterator(chunks: self.chunks.makeAsyncIterator())
    }

    /// Yields the bytes of each chunk of the body in turn.
    public struct Iterator: AsyncIteratorProtocol {
      var chunks: AsyncThrowingStream<Data, any Error>.Iterator
      var chunk = Data()
      var index = 0

      public mutating func next() async throws -> UInt8? {
        while self.index == self.chunk.endIndex {
          guard let chunk = try await self.chunks.next() else { return nil }
          self.chunk = chunk
          self.index = chunk.startIndex
        }
        defer { self.index += 1 }
        return self.chunk[self.index]
      }
    }
  }
}

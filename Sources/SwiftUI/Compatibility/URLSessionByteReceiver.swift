import ConcurrencyExtras
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of the session `URLSession.bytes(for:delegate:)` makes: it hands the response to
/// the caller waiting for it, and the body's chunks to the bytes' sequence.
final class URLSessionByteReceiver: NSObject, URLSessionDataDelegate, Sendable {
  /// The body's chunks, in order; finished when the task completes, with its error if it failed.
  let chunks: AsyncThrowingStream<Data, any Error>
  private let chunkContinuation: AsyncThrowingStream<Data, any Error>.Continuation
  /// Who waits for the response, until it comes or the task fails.
  private let waiting = LockIsolated<CheckedContinuation<URLResponse, any Error>?>(nil)

  override init() {
    (self.chunks, self.chunkContinuation) = AsyncThrowingStream.makeStream()
    super.init()
  }

  /// Starts the task and returns its response when it comes, or throws the task's error.
  func response(of task: URLSessionDataTask) async throws -> URLResponse {
    // Iteration that ends early (its task cancelled, or the sequence dropped) stops the load.
    self.chunkContinuation.onTermination = { termination in
      if case .cancelled = termination { task.cancel() }
    }
    return try await withCheckedThrowingContinuation { continuation in
      self.waiting.setValue(continuation)
      task.resume()
    }
  }

  private func answer(_ result: Result<URLResponse, any Error>) {
    let continuation = self.waiting.withValue { waiting in
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(with: result)
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    self.answer(.success(response))
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    self.chunkContinuation.yield(data)
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didCompleteWithError error: (any Error)?
  ) {
    if let error {
      self.answer(.failure(error))
      self.chunkContinuation.finish(throwing: error)
    } else {
      // A task that ends without a response (none came) still answers its caller.
      self.answer(.failure(URLError(.badServerResponse)))
      self.chunkContinuation.finish()
    }
  }
}

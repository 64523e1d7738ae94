#if os(Linux)
  import ComposableArchitecture
  import Foundation
  import Testing

  /// `URLSession.bytes(from:)`, which swift-corelibs-foundation lacks: TCA's reusable offline
  /// downloads case study reports a download's progress byte by byte with it. (This Foundation
  /// loads `data:` URLs itself, without a server.)
  @Suite struct URLSessionAsyncBytesTests {
    @Test func theBytesOfTheBodyArriveInOrderAfterTheResponse() async throws {
      let body = Data((0..<10_000).map { UInt8($0 % 251) })
      let url = try #require(
        URL(string: "data:application/octet-stream;base64,\(body.base64EncodedString())")
      )

      let (bytes, response) = try await URLSession.shared.bytes(from: url)
      var received = Data()
      for try await byte in bytes {
        received.append(byte)
      }

      #expect(response.expectedContentLength == Int64(body.count))
      #expect(received == body)
    }

    @Test func aURLThatCannotBeLoadedThrowsItsError() async throws {
      let url = URL(fileURLWithPath: "/nonexistent/download.bin")

      await #expect {
        _ = try await URLSession.shared.bytes(from: url)
      } throws: { error in
        (error as? URLError)?.code == .unsupportedURL
      }
    }

    @Test func theCaseStudysProgressReachesTheWhole() async throws {
      // DownloadClient's loop: progress from the bytes read and the expected length.
      let body = Data(repeating: 1, count: 400)
      let url = try #require(
        URL(string: "data:application/octet-stream;base64,\(body.base64EncodedString())")
      )
      let (bytes, response) = try await URLSession.shared.bytes(for: URLRequest(url: url))
      var data = Data()
      var progress: [Int] = []
      for try await byte in bytes {
        data.append(byte)
        let percent = Int(Double(data.count) / Double(response.expectedContentLength) * 100)
        if percent != progress.last { progress.append(percent) }
      }

      #expect(data == body)
      #expect(progress.last == 100)
      #expect(progress == progress.sorted())
    }
  }
#endif

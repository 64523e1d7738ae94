import ComposableArchitecture
import Foundation
import Logging
import NIOHTTP1
@testable import RemotePageServer
import Synchronization
import Testing

struct ConnectionGuardTests {
  @Test func nothingIsAllowedBeforeTheServerListens() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    #expect(!connectionGuard.isAllowed(origin: "http://127.0.0.1:8080"))
    #expect(!connectionGuard.isAllowed(host: "127.0.0.1:8080"))
  }

  @Test func loopbackServersAllowTheirOwnOriginsOnly() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    connectionGuard.serverStarted(port: 8080)
    #expect(connectionGuard.allowedOrigins == ["http://127.0.0.1:8080", "http://localhost:8080"])
    #expect(connectionGuard.isAllowed(origin: "http://127.0.0.1:8080"))
    #expect(connectionGuard.isAllowed(origin: "http://LOCALHOST:8080/"))
    #expect(!connectionGuard.isAllowed(origin: "http://127.0.0.1:8081"))
    #expect(!connectionGuard.isAllowed(origin: "https://127.0.0.1:8080"))
    #expect(!connectionGuard.isAllowed(origin: "http://evil.example"))
    #expect(!connectionGuard.isAllowed(origin: "null"))
    #expect(!connectionGuard.isAllowed(origin: nil))

    #expect(connectionGuard.isAllowed(host: "127.0.0.1:8080"))
    #expect(connectionGuard.isAllowed(host: "localhost:8080"))
    #expect(!connectionGuard.isAllowed(host: "evil.example:8080"))
    #expect(!connectionGuard.isAllowed(host: nil))
  }

  @Test func otherHostsAllowTheirNameAndTheOriginsGiven() {
    let connectionGuard = ConnectionGuard(
      host: "fe80::1",
      extraOrigins: ["http://my-machine.local:9000/"]
    )
    connectionGuard.serverStarted(port: 9000)
    #expect(
      connectionGuard.allowedOrigins == ["http://[fe80::1]:9000", "http://my-machine.local:9000"]
    )
  }

  @Test func publicOriginsAreAllowedForPagesAndUpgrades() {
    let connectionGuard = ConnectionGuard(
      host: "127.0.0.1",
      extraOrigins: ["https://todos.example.com", "http://proxy.local:8090/"]
    )
    connectionGuard.serverStarted(port: 8081)
    #expect(connectionGuard.isAllowed(origin: "https://todos.example.com"))
    #expect(connectionGuard.isAllowed(origin: "http://proxy.local:8090"))
    #expect(!connectionGuard.isAllowed(origin: "http://todos.example.com"))
    #expect(connectionGuard.isAllowed(host: "todos.example.com"))
    #expect(connectionGuard.isAllowed(host: "proxy.local:8090"))
    #expect(connectionGuard.isAllowed(host: "127.0.0.1:8081"))
    #expect(!connectionGuard.isAllowed(host: "proxy.local"))
  }

  @Test func onlyIssuedTokensAreValid() {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    let token = connectionGuard.issueToken()
    #expect(token.count == 112)
    let isHexadecimal = token.allSatisfy(\.isHexDigit)
    #expect(isHexadecimal)
    #expect(connectionGuard.isValid(token: token))
    #expect(connectionGuard.isValid(token: token.uppercased()))
    #expect(connectionGuard.issueToken() != token)
    #expect(!connectionGuard.isValid(token: nil))
    #expect(!connectionGuard.isValid(token: ""))
    #expect(!connectionGuard.isValid(token: String(repeating: "0", count: 112)))
    #expect(!connectionGuard.isValid(token: String(token.dropLast())))
    #expect(!connectionGuard.isValid(token: token + "0"))
    #expect(!connectionGuard.isValid(token: String(token.dropLast()) + "g"))
    // Any one digit changed: the expiry, the page id or the code.
    for index in [0, 15, 16, 47, 48, 111] {
      var digits = Array(token)
      digits[index] = digits[index] == "0" ? "1" : "0"
      #expect(!connectionGuard.isValid(token: String(digits)))
      #expect(!connectionGuard.admit(token: String(digits)))
    }
  }

  @Test func processesWithTheSameSecretAcceptEachOthersTokens() throws {
    let secret = Array("a secret that both processes read from a file".utf8)
    let first = ConnectionGuard(host: "127.0.0.1", signer: try TokenSigner(secret: secret))
    let second = ConnectionGuard(host: "127.0.0.1", signer: try TokenSigner(secret: secret))
    let other = ConnectionGuard(host: "127.0.0.1")
    let token = first.issueToken()
    #expect(second.admit(token: token))
    #expect(first.admit(token: second.issueToken()))
    // A process with a secret of its own accepts none of them, and they none of its.
    #expect(!other.admit(token: token))
    #expect(!first.admit(token: other.issueToken()))
  }

  @Test func aTokenIsValidForItsPagesReconnectionsUntilItExpires() throws {
    let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    let signer = try TokenSigner(
      secret: Array(repeating: 7, count: 32),
      lifetime: .seconds(3600),
      now: { now.withLock { $0 } }
    )
    let connectionGuard = ConnectionGuard(host: "127.0.0.1", signer: signer)
    let token = connectionGuard.issueToken()
    #expect(connectionGuard.admit(token: token))
    // Many more pages connect meanwhile.
    for _ in 0..<1_000 {
      #expect(connectionGuard.admit(token: connectionGuard.issueToken()))
    }
    now.withLock { $0.addTimeInterval(3599) }
    #expect(connectionGuard.admit(token: token))
    now.withLock { $0.addTimeInterval(1) }
    #expect(!connectionGuard.isValid(token: token))
    #expect(!connectionGuard.admit(token: token))
  }

  @Test func aSecretMustBeLongEnough() throws {
    #expect(throws: TokenSigner.SecretError.tooShort(bytes: 31)) {
      try TokenSigner(secret: Array(repeating: 1, count: 31))
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("token-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The white space around a secret is not part of it.
    let short = directory.appendingPathComponent("short")
    try Data((String(repeating: "s", count: 31) + "\n").utf8).write(to: short)
    #expect(throws: TokenSigner.SecretError.tooShort(bytes: 31)) {
      try TokenSigner(secretFile: short)
    }
    let spaced = directory.appendingPathComponent("spaced")
    try Data(("  " + String(repeating: "s", count: 32) + "\n").utf8).write(to: spaced)
    let exact = try TokenSigner(secret: Array(String(repeating: "s", count: 32).utf8))
    #expect(exact.isValid(try TokenSigner(secretFile: spaced).issue()))
    let missing = directory.appendingPathComponent("missing")
    #expect {
      try TokenSigner(secretFile: missing)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? TokenSigner.SecretError else { return false }
      return path == missing.path
    }
  }
}

struct WebSocketTargetTests {
  @Test func theTokenIsReadFromTheQuery() {
    let parsed = RemotePageServer.webSocketPathAndToken("/ws?token=abc&x=1")
    #expect(parsed?.path == "/ws")
    #expect(parsed?.token == "abc")
  }

  @Test func aTargetWithoutATokenHasNone() {
    #expect(RemotePageServer.webSocketPathAndToken("/ws")?.token == nil)
    #expect(RemotePageServer.webSocketPathAndToken("/ws?other=1")?.token == nil)
    #expect(RemotePageServer.webSocketPathAndToken("/other?token=abc")?.path == "/other")
    #expect(RemotePageServer.webSocketPathAndToken(nil) == nil)
  }
}

/// A page that reconnects names the actions it sends again; the server finds which were applied.
struct ActionsSentAgainTargetTests {
  @Test func theSeqsAreReadFromTheQuery() {
    #expect(RemotePageServer.actionsSentAgain("/ws?token=abc&again=8,9") == [8, 9])
    #expect(RemotePageServer.actionsSentAgain("/ws?again=12&token=abc") == [12])
    // As `URLSearchParams` writes a comma.
    #expect(RemotePageServer.actionsSentAgain("/ws?token=abc&again=8%2C9%2c10") == [8, 9, 10])
    #expect(RemotePageServer.actionsSentAgain("/ws?token=abc") == [])
    #expect(RemotePageServer.actionsSentAgain("/ws") == [])
  }

  @Test func aListThatIsntOneIsIgnoredWhole() {
    for bad in ["8,x", "8,,9", "-1", "", "99999999999999999999", "1.5"] {
      #expect(RemotePageServer.actionsSentAgain("/ws?token=abc&again=\(bad)") == [], "\(bad)")
    }
    let many = (1...65).map(String.init).joined(separator: ",")
    #expect(RemotePageServer.actionsSentAgain("/ws?token=abc&again=\(many)") == [])
    let most = (1...64).map(String.init).joined(separator: ",")
    #expect(RemotePageServer.actionsSentAgain("/ws?token=abc&again=\(most)").count == 64)
  }

  @Test func theTokenCarriesThePagesID() throws {
    let signer = try TokenSigner(secret: Array(repeating: UInt8(7), count: 32))
    let token = signer.issue()
    let id = try #require(signer.pageID(of: token))
    #expect(id.count == 32)
    #expect(id == String(token.dropFirst(16).prefix(32)))
    #expect(signer.pageID(of: signer.issue()) != id)
    #expect(signer.pageID(of: String(token.dropLast()) + "0") == nil || token.hasSuffix("0"))
    #expect(TokenSigner().pageID(of: token) == nil)
  }

  @Test func thisProcessesRecordIsAskedFirstThenTheOthers() async {
    let here = RemoteAppliedActions()
    here.record(page: "p", seq: 3)
    let asked = Mutex<[[Int]]>([])
    var options = RemotePageServer.Options(name: "test")
    options.actionLedger = Ledger { page, seqs in
      asked.withLock { $0.append(seqs) }
      return page == "p" ? [5] : []
    }
    let connection = await RemotePageServer.pageConnection(
      pageID: "p", actionsSentAgain: [3, 4, 5], options: options, appliedHere: here,
      logger: Logger(label: "test")
    )
    #expect(connection.pageID == "p")
    #expect(connection.actionsSentAgain == [3: true, 4: false, 5: true])
    #expect(connection.ledger != nil, "the session records its actions there too")
    #expect(asked.withLock { $0 } == [[4, 5]])
  }

  @Test func withoutTheOthersRecordOnlyThisProcessApplied() async {
    let here = RemoteAppliedActions()
    here.record(page: "p", seq: 3)
    let connection = await RemotePageServer.pageConnection(
      pageID: "p", actionsSentAgain: [3, 4], options: RemotePageServer.Options(name: "test"),
      appliedHere: here, logger: Logger(label: "test")
    )
    #expect(connection.actionsSentAgain == [3: true, 4: false])
  }

  @Test func whenTheOthersRecordFailsOrIsSlowTheirActionsAreUnknown() async {
    struct Down: Error {}
    let here = RemoteAppliedActions()
    here.record(page: "p", seq: 3)
    var failing = RemotePageServer.Options(name: "test")
    failing.actionLedger = Ledger { _, _ in throw Down() }
    let failed = await RemotePageServer.pageConnection(
      pageID: "p", actionsSentAgain: [3, 4], options: failing, appliedHere: here,
      logger: Logger(label: "test")
    )
    #expect(failed.actionsSentAgain == [3: true])

    var slow = RemotePageServer.Options(name: "test")
    slow.actionLedgerTimeout = .milliseconds(50)
    // A lookup that ignores cancellation, as a query to a database that hangs does.
    slow.actionLedger = Ledger { _, _ in
      let deadline = ContinuousClock.now + .seconds(5)
      while ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(50))
      }
      return [4]
    }
    let start = ContinuousClock.now
    let timedOut = await RemotePageServer.pageConnection(
      pageID: "p", actionsSentAgain: [4], options: slow, appliedHere: here,
      logger: Logger(label: "test")
    )
    #expect(timedOut.actionsSentAgain == [:])
    #expect(ContinuousClock.now - start < .seconds(4), "the lookup isn't waited for")
  }
}

/// A ledger whose lookup the test gives.
private struct Ledger: RemoteActionLedger {
  let lookUp: @Sendable (String, [Int]) async throws -> Set<Int>

  init(_ lookUp: @escaping @Sendable (String, [Int]) async throws -> Set<Int>) {
    self.lookUp = lookUp
  }

  func record(_ cause: DurableWrites.Cause) {}

  func applied(page: String, among seqs: [Int]) async throws -> Set<Int> {
    try await self.lookUp(page, seqs)
  }
}

/// Each load of a page is a page of its own, even with one token.
struct PageInstanceTests {
  @Test func theLoadOfThePageIsPartOfItsID() throws {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    connectionGuard.serverStarted(port: 8080)
    let token = connectionGuard.issueToken()
    func pageID(_ query: String) -> String? {
      var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/ws?token=\(token)\(query)")
      head.headers.add(name: "Origin", value: "http://127.0.0.1:8080")
      return RemotePageServer.admittedPageID(head, connectionGuard: connectionGuard, logger: Logger(label: "test"))
    }
    let plain = try #require(pageID(""))
    #expect(pageID("&instance=00ff12") == plain + "-00ff12")
    #expect(pageID("&instance=0a0b&again=3") == plain + "-0a0b")
    // Not an instance the script makes: the token's id alone.
    #expect(pageID("&instance=XYZ") == plain)
    #expect(pageID("&instance=" + String(repeating: "a", count: 33)) == plain)
    #expect(pageID("&instance=") == plain)
  }
}

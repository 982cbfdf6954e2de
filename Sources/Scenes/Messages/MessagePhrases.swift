/// The conversation's text: short exchanges between the user (sent, right) and a friend
/// (received, left), each a few messages that answer one another. A list of any length plays the
/// exchanges one after another in an order picked by a hash of the exchange's position, so a
/// layout of any length is deterministic and cheap (each line is wrapped once), every bubble
/// follows from the one before it, and the whole never runs in a cycle a reader would notice.
enum MessagePhrases {
    /// One message: its text and whether the user sent it.
    struct Line: Equatable {
        var text: String
        var sent: Bool
    }

    private static func me(_ text: String) -> Line { Line(text: text, sent: true) }
    private static func them(_ text: String) -> Line { Line(text: text, sent: false) }

    /// The exchanges, each read top to bottom.
    static let exchanges: [[Line]] = [
        [them("Hey! Are you coming tonight?"), me("Yes, just leaving work now"), them("Great"),
         them("Can you pick up some bread on the way? The bakery on the corner is still open"), me("Sure"),
         me("Which one, the round loaf or the long one?"), them("The round one, please. Thanks!")],
        [me("On my way"), me("Traffic is terrible, might be 10 minutes late"),
         them("No rush, the others aren't here yet either"), me("OK"), me("Parking now"), them("See you in a minute")],
        [them("Did you see the game last night?"), me("Only the second half. That last goal!"), them("I still can't believe it"),
         me("lol"), them("Rematch is on Sunday, want to watch it here?"), me("Definitely")],
        [me("Is Maya coming too?"), them("She said maybe, depends on the babysitter"), me("Should I bring something to drink?"),
         them("A bottle of red would be perfect"), me("Done")],
        [them("Do you still have my umbrella from last week?"), me("Yes! It's by the door, remind me"),
         them("Will do, it's meant to rain all weekend")],
        [me("What time does the film start?"), them("8:15, but the trailers run for ages"), me("Let's get there early for good seats"),
         them("Meet at the café next door at 7:45?"), me("Perfect")],
        [them("Where did you park?"), me("Round the back, next to the blue van"), them("Found it, thanks"),
         them("Your lights are still on by the way"), me("Oh no, thank you!!")],
        [them("Sorry, my phone died"), me("No worries"), me("Did you get home OK?"), them("Yes, all good. Thanks for tonight")],
        [me("Happy birthday!!"), them("Thank you!"), them("Are you coming to the party on Saturday?"), me("Wouldn't miss it"),
         me("What should I bring?"), them("Just yourself")],
        [me("Can you send me the photos from Saturday?"), them("Sending them now, there are loads"),
         me("That one of the dog is amazing"), them("He knew exactly what he was doing"), me("Printing it for the fridge")],
        [them("Running late, start without me"), me("We saved you a slice of pizza"), them("You're the best"),
         them("Ten minutes away"), me("Door's open, come straight up")],
        [me("Bring the board game if you still have it"), them("The one with the trains?"), me("That's the one"),
         them("Found it, but one of the red pieces is missing"), me("We'll use a coin")],
        [them("Good night!"), me("Night! Talk tomorrow")],
    ]

    /// Every line of every exchange, in order: what `phrases(count:)` indexes.
    static let all: [Line] = exchanges.flatMap { $0 }
    /// Where each exchange starts in `all`.
    static let starts: [Int] = exchanges.reduce(into: [0]) { $0.append($0.last! + $1.count) }.dropLast()

    /// The lines (indices into `all`) of bubbles 0..<count: whole exchanges one after another,
    /// each chosen from the one before by stepping 1…n−1 exchanges, the step a SplitMix64 hash of
    /// the exchange's position, so no exchange follows itself. O(count).
    static func phrases(count: Int) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        var e = hash(0) % exchanges.count, k = 0
        while out.count < count {
            if k > 0 { e = (e + 1 + hash(k) % (exchanges.count - 1)) % exchanges.count }
            for j in 0..<exchanges[e].count where out.count < count { out.append(starts[e] + j) }
            k += 1
        }
        return out
    }

    private static func hash(_ i: Int) -> Int {
        // SplitMix64's finaliser (https://prng.di.unimi.it/splitmix64.c).
        var z = UInt64(truncatingIfNeeded: i) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(Int.max))
    }
}

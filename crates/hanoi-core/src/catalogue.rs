//! The catalogue: every variation under the name the original demo used,
//! with its title, id, family, description, limits, formula and optimality
//! (growth rates are in `growth.rs`). The page, the command line and the
//! tests all read this one list.

use core::fmt;

use crate::descriptor::{Descriptor, JudgedBy, Vocabulary};

pub use crate::limits::Limits;
use crate::variations::{
    antwerp, checkers, classic, cyclic, domino, four_star, lundon, many_pin, multi_stack, rainbow, reversi,
    reversi_bases, reves, Instance,
};

/// Groups of related variations, as the documentation arranges them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    Classic,
    Cyclic,
    Rainbow,
    Antwerp,
    ManyPin,
    MultiStack,
    FourStar,
    Lundon,
    Checkers,
    Reversi,
    Domino,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Classic => "Classic",
            Family::Cyclic => "Cyclic",
            Family::Rainbow => "Rainbow",
            Family::Antwerp => "Towers of Antwerp",
            Family::ManyPin => "Reve's & Many-Pin",
            Family::MultiStack => "Turtle & Multi-Stack",
            Family::FourStar => "Four-Star",
            Family::Lundon => "Tower of Lundon",
            Family::Checkers => "Checkers",
            Family::Reversi => "Reversi",
            Family::Domino => "Domino & Adjacent",
        }
    }
}

/// What is known about how short a variation's solution is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Optimality {
    /// Proved to use the fewest moves possible.
    Optimal,
    /// The fewest among solutions that obey the Frame hypothesis.
    FrameOptimal,
    /// Believed optimal (the documentation argues it) but not proved.
    Presumed,
    /// Known to be beaten by shorter solutions.
    NotOptimal,
}

impl Optimality {
    pub fn name(self) -> &'static str {
        match self {
            Optimality::Optimal => "optimal",
            Optimality::FrameOptimal => "optimal under the Frame hypothesis",
            Optimality::Presumed => "presumed optimal",
            Optimality::NotOptimal => "not optimal",
        }
    }

    /// A short machine-friendly id: `optimal`, `frame-optimal`,
    /// `presumed-optimal`, `not-optimal`.
    pub fn id(self) -> &'static str {
        match self {
            Optimality::Optimal => "optimal",
            Optimality::FrameOptimal => "frame-optimal",
            Optimality::Presumed => "presumed-optimal",
            Optimality::NotOptimal => "not-optimal",
        }
    }
}

/// One entry of the catalogue.
pub struct Variation {
    /// The original demo's name, e.g. `Classic_P`.
    pub name: &'static str,
    /// The name people read, e.g. `Classic P`, `Reve's puzzle`: every
    /// message that names a variation uses this.
    pub title: &'static str,
    /// URL-safe id, e.g. `classic-p`.
    pub id: &'static str,
    pub family: Family,
    /// One paragraph, in our words.
    pub description: &'static str,
    /// Discs (per stack).
    pub discs: Limits,
    pub pins: Limits,
    /// The number of moves, as the documentation gives it.
    pub formula: &'static str,
    pub optimality: Optimality,
    /// Build an instance for parameters already checked against the limits.
    pub(crate) build: fn(discs: u32, pins: u32) -> Instance,
}

impl Variation {
    /// The variation as people are told it: in pins, judged by moves.
    pub fn descriptor(&self) -> Descriptor {
        Descriptor {
            name: self.name,
            title: self.title,
            id: self.id,
            vocabulary: Vocabulary::Pin,
            discs: self.discs,
            places: self.pins,
            judged_by: JudgedBy::Moves,
        }
    }
}

/// Each entry is one static: the same entry is the same variation.
impl PartialEq for Variation {
    fn eq(&self, other: &Variation) -> bool {
        self.id == other.id
    }
}

impl Eq for Variation {}

impl fmt::Debug for Variation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// Every variation, in the order of the original demo's menu.
pub static CATALOGUE: &[Variation] = &[
    Variation {
        name: "Classic",
        title: "Classic",
        id: "classic",
        family: Family::Classic,
        description: "Lucas's puzzle of 1883. Move the whole stack from the left pin to the right one, \
            one disc at a time, never putting a disc on a smaller one. The solution recurses on the \
            largest disc: move the discs above it out of the way, move it, move them back on top. \
            Discs alternate red and green by size.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(3),
        formula: "2^n - 1",
        optimality: Optimality::Optimal,
        build: |n, _| classic::classic(n),
    },
    Variation {
        name: "Cyclic",
        title: "Cyclic",
        id: "cyclic",
        family: Family::Cyclic,
        description: "Knuth's variation: every disc moves one pin clockwise, pin 1 to 2, 2 to 3 or 3 back \
            to 1, never onto a smaller disc. Taking the stack from pin 1 to pin 3 is then a leftward \
            transfer, two steps round. Atkinson's solution has two transfers that call each other: \
            leftwards, the largest disc steps twice while the smaller discs get out of its way \
            leftwards, then rightwards, then leftwards again; rightwards, it steps once between two \
            leftward transfers of the rest. All discs are orange.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "A(n) = 2A(n-1) + C(n-1) + 2, C(n) = 2A(n-1) + 1; A(n+3) = 3A(n+2) - 2A(n), A(0..2) = 0, 2, 7",
        optimality: Optimality::Optimal,
        build: |n, _| cyclic::cyclic(n),
    },
    Variation {
        name: "Rainbow",
        title: "Rainbow",
        id: "rainbow",
        family: Family::Rainbow,
        description: "R. Neale's colouring: the discs cycle green, blue, red from the smallest, and \
            besides never going on a smaller disc, no disc may go on one of its own colour. A larger \
            disc acts as a coloured base for the discs above it, so the recursion meets sub-problems \
            in which what lies under each pin is coloured; Lunnon names each by those three colours \
            (this one, on plain bases, is DDD) and solves the eleven that arise, and their mirror \
            images, by 17 mutually recursive procedures. Most move the smaller discs aside, the \
            largest across and the smaller back on top; three must stop the largest on the middle \
            pin and move the smaller discs three times.",
        discs: Limits::range(0, 40, 6),
        pins: Limits::fixed(3),
        formula: "DDD(n) = 2·CDD(n-1) + 1, within s(n+1) = M·s(n), s = (DDD, CDD, CBD, CAD, BCD, BDC, CDC, \
            CBC, BAC, CAC, BCB, 1), s(1) = all ones; DDD(n) ~ 0.6576·2.3117^n",
        optimality: Optimality::Optimal,
        build: |n, _| rainbow::rainbow(n),
    },
    Variation {
        name: "Antwerp",
        title: "Antwerp",
        id: "antwerp",
        family: Family::Antwerp,
        description: "Three stacks of n discs, red, white and blue, stand one on each pin, and \
            each must move one pin to the right (blue wraps round to the first pin). A disc may not \
            go on a smaller one, but discs of the same size may share a pin whatever their colours. \
            Minsker's solution gathers the smaller discs into one stack of triples, moves the three \
            largest discs round while that stack shuttles out of their way, and spreads it out again, \
            each colour one pin further on. With more than one disc per stack it moves two of the \
            largest discs from the same pin to the same pin one after the other: a move that looks \
            wasted, but without it the smaller discs would not all end up in the right places.",
        discs: Limits::range(0, 32, 6),
        pins: Limits::fixed(3),
        formula: "12·2^n - 8n - 10 for n > 1; 5 for n = 1",
        optimality: Optimality::Optimal,
        build: |n, _| antwerp::antwerp(n),
    },
    Variation {
        name: "Reves",
        title: "Reve's puzzle",
        id: "reves",
        family: Family::ManyPin,
        description: "Dudeney's Reve's puzzle: the Classic rules with four pins. Frame's method splits \
            off the bottom k discs, where k(k+1)/2 is the triangular number nearest n, parks the discs \
            above them on a spare pin using all four pins, moves the k with three pins, and brings the \
            rest back on top.",
        discs: Limits::range(0, 100, 6),
        pins: Limits::fixed(4),
        formula: "(n - k(k-1)/2 - 1)·2^k + 1, k(k+1)/2 <= n < (k+1)(k+2)/2",
        optimality: Optimality::FrameOptimal,
        build: |n, _| reves::reves(n),
    },
    Variation {
        name: "Many_Pin",
        title: "Many-Pin",
        id: "many-pin",
        family: Family::ManyPin,
        description: "The Classic rules on any number of pins. The Frame-Stewart method parks the top \
            n-k discs on a spare pin with every pin available, moves the bottom k with one pin fewer, \
            and brings the top part back, where binomial coefficients give the best k.",
        discs: Limits::range(0, 1000, 6),
        pins: Limits::range(3, 100, 6),
        formula: "(n - C(s+m-3, m-2))·2^s + sum_{i<s} 2^i·C(i+m-3, m-3), C(s+m-3, m-2) <= n < C(s+m-2, m-2)",
        optimality: Optimality::FrameOptimal,
        build: many_pin::many_pin,
    },
    Variation {
        name: "Adjacent",
        title: "Adjacent",
        id: "adjacent",
        family: Family::Domino,
        description: "Discs are pink on one side and cyan on the other and turn over at every move, and a \
            disc may land only on a disc or coloured base of the colour it turns to. Here the bases are \
            pink, cyan, pink, so pink discs can rest only on the outer pins and cyan ones only on the \
            middle one: every move is between pin 2 and a neighbour. Taking the stack from pin 1 to \
            pin 3, pink again, then passes through every arrangement of the discs on three pins, the \
            slowest puzzle three pins allow. The recursion moves the smaller discs to pin 3, the \
            largest to pin 2, the smaller back to pin 1, the largest on to pin 3 and the smaller onto \
            it. (The original demo drew these bases grey and did not enforce them; its moves obey \
            them all the same.)",
        discs: Limits::range(0, 32, 5),
        pins: Limits::fixed(3),
        formula: "ABA(n) = 3·ABA(n-1) + 2 = 3^n - 1",
        optimality: Optimality::Optimal,
        build: |n, _| domino::adjacent(n),
    },
    Variation {
        name: "Domino",
        title: "Domino",
        id: "domino",
        family: Family::Domino,
        description: "Discs turn over between pink and cyan at every move and may land only on a disc of \
            the colour they turn to (on a plain grey base, anything goes), so the discs on any pin \
            all share one colour. The pink stack must come back to pin 1 turned cyan: its largest \
            disc goes round all three pins, the smaller discs getting out of its way before each step \
            and landing back on it at the end. A larger disc acts as a coloured base for the discs \
            above, so the recursion meets sub-problems named by what lies under each pin: A the \
            moving discs' colour, B the other, D plain, E and F a plain destination where the stack \
            must arrive turned over or not. This one is EDD; Lunnon solves the ten that arise (and \
            some mirror images) by mutually recursive procedures, down to the fully coloured ABA \
            and AAB. Where a problem could be broken down more than one way he assumes the shortest; \
            an exhaustive search confirmed the counts up to 12 discs.",
        discs: Limits::range(0, 32, 5),
        pins: Limits::fixed(3),
        formula: "EDD(n) = ADE(n-1) + 2·DAE(n-1) + DDA(n-1) + 3, within s(n+1) = M·s(n), s = (DDE, DDF, \
            EDD, ADE, ADF, ADB, ABE, ABF, AAB, ABA, 1), s(0) = (0, ..., 0, 1); EDD(n) ~ 4·(5/33)·3^n",
        optimality: Optimality::Presumed,
        build: |n, _| domino::domino(n),
    },
    Variation {
        name: "Checkers",
        title: "Checkers",
        id: "checkers",
        family: Family::Checkers,
        description: "Reve's puzzle in Classic's colours: four pins, discs red and green alternately by \
            size, and a disc may go neither on a smaller disc nor on one of its own colour, so the \
            colours alternate on every pin. Lunnon's solution is Frame's method (park the smaller \
            discs on a spare pin using all four pins, move the bottom k with three, bring the rest \
            back), but a parked stack is a coloured floor for whatever moves over it, so the \
            recursion runs through nine procedures named by the colours under the four pins, some of \
            which must take k even or odd. It takes as few moves as Reve's puzzle when n is within 2 of \
            the half-square [(k+1)^2/2] midway between the triangular numbers k(k+1)/2 <= n < \
            (k+1)(k+2)/2 (n = 10 to 14 around 12, say), more otherwise: 137 against 129 at n = 15, \
            337 against 321 at n = 21. The documentation reports these counts the fewest possible for \
            n < 27 but leaves n = 21 open; the exact search finds them the fewest up to n = 25.",
        discs: Limits::range(0, 100, 6),
        pins: Limits::fixed(4),
        formula: "DDDD(n) = BDDD(n-j) + 2^j - 1 + DDDB(n-j), j = [sqrt(2n + 1/4)]; the same as \
            Reve's puzzle, (n - k(k-1)/2 - 1)·2^k + 1, when |n - [(k+1)^2/2]| <= 2, k(k+1)/2 <= n < (k+1)(k+2)/2",
        optimality: Optimality::Presumed,
        build: |n, _| checkers::checkers(n),
    },
    Variation {
        name: "Reversi",
        title: "Reversi",
        id: "reversi",
        family: Family::Reversi,
        description: "Four pins and discs like reversi counters, yellow on one side and magenta on the \
            other, stacked with the colours alternating (the smallest yellow). A disc turns over every \
            time it moves and may not land on a disc showing the colour it now shows, so every pin \
            keeps alternating colours; on three pins a stack of four or more could never leave its pin. Here the stack must come back \
            to pin 1 with every disc turned over. Lunnon's solution parks all but the bottom two or \
            three discs on pin 4, turns the bottom ones over among pins 1 to 3 by a fixed sequence, \
            and brings the rest back. A larger disc left on a pin colours it for the discs above, so \
            parking and returning are sub-problems with coloured pins, twenty procedures calling one \
            another. Like every solution that keeps the parked discs together, it is not the \
            shortest in general: with 9 discs it takes 79 moves where 77 will do.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "EDDD(n) = BDDF(n-2) + 8 + DDDA(n-2) for 3 <= n <= 6, BDDF(n-3) + 21 + DDDA(n-3) for n >= 7; \
            3, 6 for n = 1, 2; twenty mutually recursive procedures, no closed form",
        optimality: Optimality::NotOptimal,
        build: |n, _| reversi::reversi(n),
    },
    Variation {
        name: "Turtle",
        title: "Turtle",
        id: "turtle",
        family: Family::MultiStack,
        description: "Two stacks, green and orange, swap places on four pins. Each stack may use \
            only three pins: its home pin, its own ride pin (shaded in its colour) and its away pin, \
            which is the other stack's home. No disc may go on a smaller one or on one of the same \
            size. The solution interleaves three-pin transfers of the two stacks, the green stack's \
            largest disc stepping aside to its ride pin while the orange one crosses. It takes three \
            times as long as moving one stack, which the documentation believes is the fewest \
            possible but does not quite prove.",
        discs: Limits::range(0, 32, 6),
        pins: Limits::fixed(4),
        formula: "3(2^n - 1)",
        optimality: Optimality::Presumed,
        build: |n, _| multi_stack::turtle(n),
    },
    Variation {
        name: "Multi_Stack",
        title: "Multi-Stack",
        id: "multi-stack",
        family: Family::MultiStack,
        description: "Turtle with any number l of stacks on 2l pins (set by the number of \
            pins). The stacks start on pins 1, 3, 5 and so on, and each ends on the next one's \
            starting pin, the last on pin 1; each may use only its home pin, the ride pin after it \
            (shaded in its colour) and its away pin, and no disc may go on a smaller or equal one. \
            Four procedures move every stack at once, the first between one pair of its pins and all \
            the others between another pair, so the solution is mostly the same three-pin transfer \
            running side by side on every stack; only the first stack's largest disc must step aside, \
            which costs 2^(n-1) extra moves. The documentation argues this is optimal for three or \
            more stacks; with two it is Turtle, only presumed optimal.",
        discs: Limits::range(0, 20, 6),
        pins: Limits::stepped(4, 40, 6, 2),
        formula: "l(2^n - 1) + 2^(n-1) for l = m/2 > 2 stacks; 3(2^n - 1) for l = 2; 0 for n = 0",
        optimality: Optimality::Presumed,
        build: multi_stack::multi_stack,
    },
    Variation {
        name: "Four_Star",
        title: "Four-Star",
        id: "four-star",
        family: Family::FourStar,
        description: "Stockmeyer's star puzzle: four pins, no disc on a smaller one, and every move \
            must start or end on pin 2, the star (drawn white). The solution is Frame's method with \
            the star in the middle: park the top discs on pin 3 using all four pins, take the bottom \
            k to pin 4 through the star the Adjacent way (the discs above the largest go across and \
            back while it steps onto the star and off again, 3^k - 1 moves), and bring the top part \
            over. The n-th number a_n of the sorted products 2^i·3^j (1, 2, 3, 4, 6, 8, 9, 12, ...) \
            fixes k: 3^(k-1) <= a_n < 3^k. All discs are white.",
        discs: Limits::range(0, 100, 6),
        pins: Limits::fixed(4),
        formula: "2(a_1 + ... + a_n), a_i the i-th of the sorted numbers 2^i·3^j: 1, 2, 3, 4, 6, 8, 9, 12, ...",
        optimality: Optimality::FrameOptimal,
        build: |n, _| four_star::four_star(n),
    },
    Variation {
        name: "Lundon",
        title: "Lundon",
        id: "lundon",
        family: Family::Lundon,
        description: "Lunnon's Tower of Lundon. Any direction goes, but every move advances the disc's \
            colour green, white, orange, green, and a disc may land only on a larger disc of the colour \
            it is about to take (any disc on an empty pin). The green stack must reach pin 3 green. \
            The Cyclic transfers do it: the top n-1 discs go rightwards to pin 2 and turn white, the \
            largest goes to pin 3, back and to pin 3 again, green after three steps, and the n-1 come \
            leftwards onto it, two more steps each, green again.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "A(n-1) + C(n-1) + 3 (n >= 1), A and C as for Cyclic",
        optimality: Optimality::Optimal,
        build: |n, _| lundon::lundon(n),
    },
    Variation {
        name: "Brandonbug",
        title: "Brandonbug",
        id: "brandonbug",
        family: Family::Lundon,
        description: "The Tower of Lundon with its two transfers swapped: the top n-1 discs go \
            leftwards to pin 2 first and turn orange, the largest makes its three moves, and the n-1 \
            go rightwards onto it, which brings them back to green. As many moves as Lundon.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "A(n-1) + C(n-1) + 3 (n >= 1), A and C as for Cyclic",
        optimality: Optimality::Optimal,
        build: |n, _| lundon::brandonbug(n),
    },
    Variation {
        name: "Classic_P",
        title: "Classic P",
        id: "classic-p",
        family: Family::Classic,
        description: "The Classic puzzle solved without recursion, by a rule with period 3: at each \
            tick move the smaller top disc between a fixed pair of pins. The bases continue the \
            red-green alternation below the largest disc, which shows that along the solution the \
            colours on every pin always alternate. Its moves are exactly Classic's.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(3),
        formula: "2^n - 1",
        optimality: Optimality::Optimal,
        build: |n, _| classic::classic_p(n),
    },
    Variation {
        name: "Adjacent_P",
        title: "Adjacent P",
        id: "adjacent-p",
        family: Family::Domino,
        description: "Adjacent solved without recursion: at even moves take pins 1 and 2, at odd moves \
            pins 2 and 3, and move the smaller of their two top discs onto the other pin. The smallest \
            disc makes two moves out of every three, so the whole pattern repeats every six moves. \
            Its moves are exactly Adjacent's, under the same pink, cyan, pink bases.",
        discs: Limits::range(0, 32, 5),
        pins: Limits::fixed(3),
        formula: "3^n - 1",
        optimality: Optimality::Optimal,
        build: |n, _| domino::adjacent_p(n),
    },
    Variation {
        name: "Cyclic_L",
        title: "Cyclic L",
        id: "cyclic-l",
        family: Family::Cyclic,
        description: "Cyclic's moves with discs that flip like counters, orange on one side and blue on \
            the other. All start orange on orange bases. A moving disc turns over just when the next \
            larger disc (for the largest, the base of pin 1) shows orange; otherwise it lands orange. \
            Along the whole solution no two discs of consecutive sizes are both blue, a property that \
            singles out the positions of the optimal solution, and the stack ends orange again.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "A(n+3) = 3A(n+2) - 2A(n), A(0..2) = 0, 2, 7",
        optimality: Optimality::Optimal,
        build: |n, _| cyclic::cyclic_l(n),
    },
    Variation {
        name: "Cyclic_R",
        title: "Cyclic R",
        id: "cyclic-r",
        family: Family::Cyclic,
        description: "The clockwise rule with the stack going just one pin round, from pin 1 to pin 2 \
            (the same puzzle as moving everything anticlockwise to pin 3). The largest disc steps once, \
            between two leftward transfers of the discs above it. The flip colouring of Cyclic_L, \
            over blue bases; the stack ends orange.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "C(n) = 2A(n-1) + 1 (n >= 1), A as for Cyclic",
        optimality: Optimality::Optimal,
        build: |n, _| cyclic::cyclic_r(n),
    },
    Variation {
        name: "Rainbow_C",
        title: "Rainbow C",
        id: "rainbow-c",
        family: Family::Rainbow,
        description: "Rainbow with coloured bases, which count as discs of their colour: the middle \
            base has the colour of the largest disc, the left one that of the second largest and the \
            right one that of the third, so no disc may go onto a base of its own colour. This is the \
            sub-problem BAC of the Rainbow recursion, solved by its own procedure; it takes somewhat \
            more moves than Rainbow. (The original demo drew these bases grey and did not enforce them; \
            its moves obey them all the same.)",
        discs: Limits::range(0, 40, 6),
        pins: Limits::fixed(3),
        formula: "BAC(n) = CBC(n-1) + CAC(n-1) + 1, CBC(n) = 2·BAC(n-1) + BCB(n-1) + 2, \
            CAC(n) = 2·CBC(n-1) + 1, BCB(n) = 2·BAC(n-1) + 1 (n >= 2), all 1 at n = 1",
        optimality: Optimality::Optimal,
        build: |n, _| rainbow::rainbow_c(n),
    },
    Variation {
        name: "Domino_B",
        title: "Domino B",
        id: "domino-b",
        family: Family::Domino,
        description: "The Domino rules over bases pink, pink, cyan (the fully coloured problem AAB), \
            enforced. A disc cannot go between pins 1 and 2, where it would turn cyan onto pink, so \
            every move starts or ends on pin 3, and the stack must end there, cyan. The smaller discs \
            go to pin 2 by Adjacent's procedure, the largest to pin 3, and the rest follow by AAB \
            again: half as many moves as Adjacent, whose chain of positions this one stops halfway \
            along. (The original demo drew these bases grey and did not enforce them; its moves obey \
            them all the same.)",
        discs: Limits::range(0, 32, 5),
        pins: Limits::fixed(3),
        formula: "AAB(n) = AAB(n-1) + ABA(n-1) + 1 = (3^n - 1)/2",
        optimality: Optimality::Optimal,
        build: |n, _| domino::domino_b(n),
    },
    Variation {
        name: "Domino_E",
        title: "Domino E",
        id: "domino-e",
        family: Family::Domino,
        description: "The Domino rules on plain bases, with the pink stack to go to pin 3 and arrive \
            turned cyan (the problem DDE). The smaller discs go to pin 2 (ADE), the largest moves \
            once to pin 3, and the smaller discs follow it (DDA). Presumed optimal, like Domino: \
            confirmed by exhaustive search up to 12 discs.",
        discs: Limits::range(0, 32, 5),
        pins: Limits::fixed(3),
        formula: "DDE(n) = ADE(n-1) + DDA(n-1) + 1, within s(n+1) = M·s(n) as for Domino; \
            DDE(n) ~ 2·(5/33)·3^n",
        optimality: Optimality::Presumed,
        build: |n, _| domino::domino_e(n),
    },
    Variation {
        name: "Domino_F",
        title: "Domino F",
        id: "domino-f",
        family: Family::Domino,
        description: "The Domino rules on plain bases, with the pink stack to go to pin 3 and arrive \
            still pink (the problem DDF). Every disc must now move an even number of times, so the \
            largest stops on pin 2 on its way, the smaller discs stepping out of its way twice before \
            landing on it. Presumed optimal, like Domino: confirmed by exhaustive search up to 12 \
            discs.",
        discs: Limits::range(0, 32, 5),
        pins: Limits::fixed(3),
        formula: "DDF(n) = ADE(n-1) + DAE(n-1) + DDA(n-1) + 2, within s(n+1) = M·s(n) as for Domino; \
            DDF(n) ~ 3·(5/33)·3^n",
        optimality: Optimality::Presumed,
        build: |n, _| domino::domino_f(n),
    },
    Variation {
        name: "Checkers_B",
        title: "Checkers B",
        id: "checkers-b",
        family: Family::Checkers,
        description: "Checkers with coloured bases, which count as discs of their colour: pin 2's base \
            has the largest disc's colour and the other three the other colour. This is BABB, where \
            the Checkers recursion ends up once larger discs lie under every pin. Frame's split \
            again, with the bottom part always an even number of discs (all of them up to two) and \
            the parked discs solving BABB in turn. (The original program drew these bases grey and \
            did not enforce them; its moves obey them all the same.)",
        discs: Limits::range(0, 100, 6),
        pins: Limits::fixed(4),
        formula: "BABB(n) = 2·BABB(n-k) + 2^k - 1, k the even one of t, t+1 where t(t+1)/2 <= n < (t+1)(t+2)/2; \
            2^n - 1 for n <= 2",
        optimality: Optimality::Presumed,
        build: |n, _| checkers::checkers_b(n),
    },
    Variation {
        name: "Checkers_C",
        title: "Checkers C",
        id: "checkers-c",
        family: Family::Checkers,
        description: "Checkers with the bases BAAB: pins 2 and 3 have the largest disc's colour, pins 1 \
            and 4 the other, and no disc may go onto a base of its own colour. Frame's split with \
            the bottom part always an odd number of discs (all of them up to two), the parked discs \
            solving BABB on the way out and back. With j(j+1)/2 the triangular number nearest n, \
            BABB is never the slower when j is even and BAAB never when j is odd, which is why the \
            Checkers recursion splits off j discs. \
            (The original program drew these bases grey and did not enforce them; its moves obey \
            them all the same.)",
        discs: Limits::range(0, 100, 6),
        pins: Limits::fixed(4),
        formula: "BAAB(n) = 2·BABB(n-k) + 2^k - 1, k the odd one of t, t+1 where t(t+1)/2 <= n < (t+1)(t+2)/2; \
            2^n - 1 for n <= 2",
        optimality: Optimality::Presumed,
        build: |n, _| checkers::checkers_c(n),
    },
    Variation {
        name: "Checkers_P",
        title: "Checkers P",
        id: "checkers-p",
        family: Family::Checkers,
        description: "The Checkers rules on four pins: discs red or green by size, for good, and none may \
            go on a smaller disc or on one of its own colour, so the colours alternate on every pin. \
            Solved here by Reversi_P's periodic rule, move for move. The documentation names no bases \
            for it; the rule's moves keep to bases coloured as a larger disc would be under pins 1, 2 \
            and 4 and in the largest disc's own colour under pin 3, so those are drawn and enforced. \
            It works but wastes moves: they grow like 3^(n/2), while under these rules a single disc \
            goes across in one move and six discs need only 21.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "2·3^(n/2) - 2 (n even), 4·3^[n/2] - 2 (n odd), as BABB",
        optimality: Optimality::NotOptimal,
        build: |n, _| reversi_bases::checkers_p(n),
    },
    Variation {
        name: "Reversi_A",
        title: "Reversi A",
        id: "reversi-a",
        family: Family::Reversi,
        description: "Reversi on four pins: discs are yellow (odd sizes) or magenta (even), each turns \
            over as it moves, and none may land on a smaller disc or on its own new colour, so colours \
            alternate on every pin. Here every base is coloured too, as if a disc stood under it: pins \
            1 and 3 in the colour a disc one size larger than the stack would have, pins 2 and 4 in the \
            largest disc's own colour (BABA). The stack must reach pin 4 with every disc turned over. \
            The recursion takes two discs at a time: the rest go to pin 2, the two largest step to pins \
            3 and 4, the rest return to pin 1, the second largest hops through pin 2 onto the largest, \
            and the rest follow to pin 4.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "BABA(n) = 2·3^(n/2) - 2 (n even), 3·3^[n/2] - 2 (n odd)",
        optimality: Optimality::Optimal,
        build: |n, _| reversi_bases::reversi_a(n),
    },
    Variation {
        name: "Reversi_B",
        title: "Reversi B",
        id: "reversi-b",
        family: Family::Reversi,
        description: "Reversi with coloured bases BABB: only pin 2's base has the largest disc's colour, \
            the others the colour a disc one size larger would have. The stack must reach pin 4 in its \
            starting colours, so every disc moves an even number of times; a lone disc must go by way of \
            pin 2. The recursion takes two discs at a time: the rest go to pin 4, the two largest step \
            to pins 3 and 2, the rest return to pin 1, the two largest cross to pin 4, and the rest \
            follow. Lunnon states it is optimal, from an analysis of the graph of moves.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "BABB(n) = 2·3^(n/2) - 2 (n even), 4·3^[n/2] - 2 (n odd)",
        optimality: Optimality::Optimal,
        build: |n, _| reversi_bases::reversi_b(n),
    },
    Variation {
        name: "Reversi_C",
        title: "Reversi C",
        id: "reversi-c",
        family: Family::Reversi,
        description: "Reversi with coloured bases BAAB: pins 2 and 3 in the largest disc's colour, pins \
            1 and 4 in the other. The stack must reach pin 4 in its starting colours. The smaller discs \
            go to pin 3 as a BABB problem, the largest goes by way of pin 2 to pin 4, and the smaller \
            discs follow as BABB again, from pin 3 via pins 1 and 2. (The original demo passed those two \
            pins the other way round, which breaks the bases from two discs on; ours keeps to them in \
            as many moves, so its moves differ from the original's.)",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "BAAB(n) = [(8/3)·3^(n/2) - 2] (n even), 4·3^[n/2] - 2 (n odd)",
        optimality: Optimality::Optimal,
        build: |n, _| reversi_bases::reversi_c(n),
    },
    Variation {
        name: "Reversi_E",
        title: "Reversi E",
        id: "reversi-e",
        family: Family::Reversi,
        description: "Reversi's rules (discs turn over as they move and never land on their own \
            colour), with the stack to go from pin 1 to pin 4 turned over. The solution parks all \
            but the bottom three discs on pin 2, carries the bottom three across pins 1, 3 and 4 by \
            a fixed sequence of eleven moves, and brings the rest over, each part a Reversi \
            sub-problem with coloured pins. Not the shortest: with 6 discs it takes 26 moves where \
            24 will do.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "DDDE(n) = BDDE(n-3) + 11 + DDDB(n-3) for n >= 6; 17 for n = 5; DDDA(n) for n <= 4",
        optimality: Optimality::NotOptimal,
        build: |n, _| reversi::reversi_e(n),
    },
    Variation {
        name: "Reversi_F",
        title: "Reversi F",
        id: "reversi-f",
        family: Family::Reversi,
        description: "Reversi's rules, with the stack to go from pin 1 to pin 4 showing its starting \
            colours again, so every disc must move an even number of times. As for Reversi_E, the \
            top part is parked on pin 2 and brought back over the bottom three discs, which take \
            sixteen fixed moves to cross. Not the shortest: with 6 discs it takes 30 moves where 28 \
            will do.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "DDDF(n) = BDDE(n-3) + 16 + DDDA(n-3) for n >= 6; DDDB(n) for n <= 5",
        optimality: Optimality::NotOptimal,
        build: |n, _| reversi::reversi_f(n),
    },
    Variation {
        name: "Reversi_G",
        title: "Reversi G",
        id: "reversi-g",
        family: Family::Reversi,
        description: "Reversi's rules with a short pin 4 that holds at most one disc; the stack goes \
            from pin 1 to pin 3 with its starting colours. The simplest way through: take the \
            Classic three-pin solution and make each of its moves in two, via pin 4, so a disc turns \
            over twice for each Classic move and the colours always fit. Twice as long as Classic, and not the \
            shortest even with the short pin (Reversi_H does better).",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "2(2^n - 1)",
        optimality: Optimality::NotOptimal,
        build: |n, _| reversi::reversi_g(n),
    },
    Variation {
        name: "Reversi_H",
        title: "Reversi H",
        id: "reversi-h",
        family: Family::Reversi,
        description: "Reversi_G's puzzle (pin 4 holds one disc at most; the stack from pin 1 to pin 3 \
            unturned) solved faster. Three procedures call one another, following the Classic \
            recursion, but a sub-problem's largest disc detours through pin 4 only where it must \
            arrive showing its old colour; where it may arrive turned over it goes straight across. \
            About two thirds of Reversi_G's moves, but still not the shortest: from 3 discs on \
            fewer moves will do (8 rather than 10 for 3 discs).",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "floor((4/3)(2^n - 1/2))",
        optimality: Optimality::NotOptimal,
        build: |n, _| reversi::reversi_h(n),
    },
    Variation {
        name: "Reversi_P",
        title: "Reversi P",
        id: "reversi-p",
        family: Family::Reversi,
        description: "Reversi_B's puzzle solved without recursion. At move t the smaller of two top discs \
            moves across between a pair of pins fixed by t mod 4 for an even number of discs (pins 3 and \
            1, 1 and 2, 2 and 4, 4 and 3) or t mod 8 for an odd one, until the stack stands on pin 4. \
            Its moves are exactly Reversi_B's.",
        discs: Limits::range(0, 64, 6),
        pins: Limits::fixed(4),
        formula: "BABB(n) = 2·3^(n/2) - 2 (n even), 4·3^[n/2] - 2 (n odd)",
        optimality: Optimality::Optimal,
        build: |n, _| reversi_bases::reversi_p(n),
    },
    Variation {
        name: "Lundon_B",
        title: "Lundon B",
        id: "lundon-b",
        family: Family::Lundon,
        description: "The Tower of Lundon's rules, with the stack to end on pin 3 white. One rightward \
            Cyclic transfer from pin 1 via pin 2 to pin 3 does it: each disc moves one more than a \
            multiple of three times, so green turns white.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "C(n) = 2A(n-1) + 1 (n >= 1), A as for Cyclic",
        optimality: Optimality::Presumed,
        build: |n, _| lundon::lundon_b(n),
    },
    Variation {
        name: "Lundon_C",
        title: "Lundon C",
        id: "lundon-c",
        family: Family::Lundon,
        description: "The Tower of Lundon's rules, with the stack to end on pin 3 orange, solved by \
            Cyclic's leftward transfer (Cyclic's very moves): each disc moves two more than a multiple \
            of three times, so green turns orange. Legal but not the shortest: without Cyclic's \
            direction rule there are shorter solutions from 3 discs on.",
        discs: Limits::range(0, 40, 5),
        pins: Limits::fixed(3),
        formula: "A(n+3) = 3A(n+2) - 2A(n), A(0..2) = 0, 2, 7",
        optimality: Optimality::NotOptimal,
        build: |n, _| lundon::lundon_c(n),
    },
];

/// The variation with this name or id, ignoring case and surrounding
/// whitespace and treating `-` and `_` alike.
pub fn find(name: &str) -> Option<&'static Variation> {
    let name = name.trim();
    let same = |a: &str, b: &str| {
        a.len() == b.len()
            && a.bytes().zip(b.bytes()).all(|(x, y)| {
                let norm = |c: u8| if c == b'-' { b'_' } else { c.to_ascii_lowercase() };
                norm(x) == norm(y)
            })
    };
    CATALOGUE.iter().find(|v| same(v.name, name) || same(v.id, name))
}

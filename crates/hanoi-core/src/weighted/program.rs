//! The recursion's choices as a program for the shared interpreter, so the
//! cheapest transfer animates, counts, seeks and traces like every other
//! solution. One procedure, transfer(n, i, j), whose body follows the
//! table's choice for (n, i, j); its trace line says which way was taken
//! and why: "direct: 43 ≤ 63".

use alloc::format;
use alloc::rc::Rc;
use alloc::string::String;

use crate::position::{Move, Position};
use crate::program::{Call, Program, Step};
use crate::rules::Rules;
use crate::weighted::cost::{Sum, Total};
use crate::weighted::table::{pair_index, third, CostTable};

/// The only procedure: transfer `n` discs from pins[0] to pins[1].
const TRANSFER: u8 = 0;

pub struct CheapestTransfer {
    table: Rc<CostTable>,
    discs: u32,
    from: u8,
    to: u8,
}

impl CheapestTransfer {
    pub fn new(table: Rc<CostTable>, discs: u32, from: u8, to: u8) -> CheapestTransfer {
        CheapestTransfer { table, discs, from, to }
    }
}

/// One part of the body of transfer(n, i, j): a sub-transfer of n - 1
/// discs, or a move of the largest disc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Smaller(u8, u8),
    Largest(u8, u8),
}

/// The body of transfer(n, i, j) by the table's choice, and its length.
pub fn body(table: &CostTable, n: u32, i: u8, j: u8) -> ([Part; 5], usize) {
    let k = third(i, j);
    if table.cell(n, i, j).takes_direct {
        let filler = Part::Largest(i, j);
        ([Part::Smaller(i, k), Part::Largest(i, j), Part::Smaller(k, j), filler, filler], 3)
    } else {
        ([Part::Smaller(i, j), Part::Largest(i, k), Part::Smaller(j, i), Part::Largest(k, j), Part::Smaller(i, j)], 5)
    }
}

/// Why the chosen way won, for the trace: "43 ≤ 63" for the direct way
/// (WTHD's test), "41 < 43" for the way through the third peg, and with
/// equal costs the moves too: "20 ≤ 20, in fewer moves: 3 < 7".
fn comparison(table: &CostTable, direct: bool, chosen: &Total, other: &Total) -> String {
    let amount = |t: &Total| format!("{}", table.pricing().amount(t.cost));
    let moves = |t: &Total| match t.moves {
        Sum::Exact(m) => format!("{m}"),
        Sum::Beyond => String::from("2^128 or more"),
    };
    let sign = if direct {
        "≤"
    } else if chosen.cost == other.cost {
        "="
    } else {
        "<"
    };
    let costs = format!("{} {sign} {}", amount(chosen), amount(other));
    if chosen.cost != other.cost || !chosen.cost.is_finite() {
        costs
    } else if chosen.moves == other.moves {
        format!("{costs}, and in as many moves ({}): a full tie, taken directly as WTHD does", moves(chosen))
    } else {
        format!("{costs}, in fewer moves: {} < {}", moves(chosen), moves(other))
    }
}

impl Program for CheapestTransfer {
    fn root(&self) -> Call {
        Call::new(TRANSFER, self.discs, [self.from, self.to, third(self.from, self.to), 0])
    }

    fn step(&self, call: &Call, pc: u32) -> Option<Step> {
        let (parts, len) = body(&self.table, call.n, call.pins[0], call.pins[1]);
        Some(match *parts[..len].get(pc as usize)? {
            Part::Smaller(a, b) => Step::Call(Call::new(TRANSFER, call.n - 1, [a, b, third(a, b), 0])),
            Part::Largest(a, b) => Step::Move(Move::new(a, b)),
        })
    }

    /// The length depends on the pegs as well as on n.
    fn length_key(&self, call: &Call) -> u64 {
        call.n as u64 | (pair_index(call.pins[0], call.pins[1]) as u64) << 32
    }

    fn complete(&self, call: &Call, pos: &mut Position, _rules: &Rules) {
        pos.transfer_block(call.pins[0] as usize, call.pins[1] as usize, call.n as usize, |disc| disc);
    }

    fn describe(&self, call: &Call) -> String {
        let [i, j, k, _] = call.pins;
        let what = if call.n == 1 { String::from("move disc 1") } else { format!("move {} discs", call.n) };
        let cell = self.table.cell(call.n, i, j);
        let why = if cell.takes_direct {
            format!("direct: {}", comparison(&self.table, true, &cell.direct, &cell.through))
        } else {
            format!("through peg {}: {}", k + 1, comparison(&self.table, false, &cell.through, &cell.direct))
        };
        format!("{what} from peg {} to peg {}, {why}", i + 1, j + 1)
    }
}

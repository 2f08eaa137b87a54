//! `hanoi weighted`: the cheapest transfer for given move costs (cost,
//! number of moves, then the moves), or the recursion's table.

use std::io::Write;
use std::ops::ControlFlow;
use std::process::ExitCode;

use hanoi_core::weighted::cost::{Cost, Sum, Total};
use hanoi_core::weighted::presets::preset;
use hanoi_core::weighted::pricing::{Amount, Pricing};
use hanoi_core::weighted::table::{CostTable, PAIRS};
use hanoi_core::weighted::{Method, Weighted, WeightedError};
use hanoi_core::Solution;
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

use crate::commands::moves::write_lines;
use crate::commands::weighted_explain;
use crate::failure::Failure;
use crate::output;

/// The command's arguments.
pub struct Request {
    pub weights: Option<String>,
    pub preset: Option<String>,
    pub discs: u64,
    pub from: u64,
    pub to: Option<u64>,
    pub by_size: bool,
    pub search: bool,
    pub table: bool,
    pub explain: bool,
    pub json: bool,
}

fn refused(error: WeightedError) -> Failure {
    match error {
        WeightedError::TooCostly { .. } | WeightedError::TooManyMoves { .. } => Failure::negative(error),
        _ => Failure::bad_request(error),
    }
}

pub fn run(request: Request) -> Result<ExitCode, Failure> {
    let pricing = match (&request.weights, &request.preset) {
        (_, Some(id)) => preset(id, 3, 0).ok_or_else(|| Failure::bad_request(format!("there is no preset {id}")))?,
        (Some(weights), None) => Pricing::parse(weights).map_err(Failure::bad_request)?,
        (None, None) => return Err(Failure::bad_request("give the weights (--weights) or a preset (--preset)")),
    }
    .scaled_by_size(request.by_size);
    for (asked, what, option) in [(request.table, "the table", "--table"), (request.explain, "the explanation", "--explain")] {
        if asked && pricing.pegs() != 3 {
            return Err(Failure::bad_request(format!(
                "{what} is the recursion's, which is for 3 pegs; {} pegs are solved by exact search (leave out {option})",
                pricing.pegs()
            )));
        }
    }
    let to = request.to.unwrap_or(pricing.pegs() as u64);
    let (discs, from, to) = Weighted::check(&pricing, request.discs, request.from, to).map_err(refused)?;
    if request.table {
        return table(&CostTable::new(&pricing, discs), from, to, request.json);
    }
    let go = |_| ControlFlow::Continue(());
    let weighted = if request.search {
        Weighted::search(&pricing, discs, from, to, go)
    } else {
        Weighted::solve(&pricing, discs, from, to, go)
    }
    .map_err(refused)?;
    if request.explain {
        return weighted_explain::run(&weighted);
    }
    let puzzle = weighted.puzzle();
    let cost = pricing.amount(Cost::units(weighted.cost()));
    let mut out = output::stdout();
    if request.json {
        let settled = match weighted.method() {
            Method::Recursion => None,
            Method::Search { settled } => Some(settled),
        };
        let json = Transfer {
            pegs: pricing.pegs(),
            discs,
            from: from + 1,
            to: to + 1,
            weights: pricing.text(),
            scale: if pricing.is_scaled_by_size() { "size" } else { "none" },
            method: if settled.is_some() { "search" } else { "recursion" },
            settled,
            cost: number(cost),
            count: weighted.count(),
            moves: Moves(puzzle.solution()),
        };
        serde_json::to_writer(&mut out, &json).map_err(std::io::Error::from)?;
        out.write_all(b"\n")?;
    } else {
        writeln!(out, "cost {cost}")?;
        writeln!(out, "moves {}", weighted.count())?;
        write_lines(puzzle.solution().moves(), &mut out)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `--json`: the cheapest transfer, pegs numbered from 1; `settled` (the
/// positions the search took on) only when found by search.
#[derive(Serialize)]
struct Transfer<'a> {
    pegs: usize,
    discs: u32,
    from: u8,
    to: u8,
    weights: String,
    scale: &'static str,
    method: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    settled: Option<u64>,
    /// Exact, as a JSON number (`43`, `17.5`): no float comes between.
    cost: Box<RawValue>,
    count: u128,
    moves: Moves<'a>,
}

/// The solution's moves as `[[1,2],[1,3],...]`, pins from 1, written as
/// they are made rather than gathered first (there may be billions).
struct Moves<'a>(&'a Solution);

impl Serialize for Moves<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.moves().map(|m| [m.from as u16 + 1, m.to as u16 + 1]))
    }
}

/// `--table --json`: the paper's Table 1.
#[derive(Serialize)]
struct Table {
    from: u8,
    to: u8,
    columns: Vec<String>,
    rows: Vec<TableRow>,
}

#[derive(Serialize)]
struct TableRow {
    n: u32,
    cells: Vec<TableCell>,
}

/// L and R: `null` where forbidden, a string where past 2^128 units, else
/// the cost; `chosen`: `L`, `R`, or `null` where the choice cannot be told.
#[derive(Serialize)]
struct TableCell {
    #[serde(rename = "L")]
    direct: Option<TableCost>,
    #[serde(rename = "R")]
    through: Option<TableCost>,
    chosen: Option<&'static str>,
    used: bool,
}

#[derive(Serialize)]
#[serde(untagged)]
enum TableCost {
    Units(Box<RawValue>),
    Beyond(&'static str),
}

/// An amount as the JSON number it reads as.
fn number(amount: Amount) -> Box<RawValue> {
    RawValue::from_string(amount.to_string()).expect("an exact amount is a JSON number")
}

fn table_cost(table: &CostTable, total: &Total) -> Option<TableCost> {
    match total.cost {
        Cost::Infinite => None,
        Cost::Finite(Sum::Beyond) => Some(TableCost::Beyond("2^128 units or more")),
        cost => Some(TableCost::Units(number(table.pricing().amount(cost)))),
    }
}

/// A total's cost as the table shows it: `43`, `inf`, `>=2^128 units`.
fn cost_text(table: &CostTable, total: &Total) -> String {
    match total.cost {
        Cost::Finite(Sum::Beyond) => String::from(">=2^128 units"),
        cost => table.pricing().amount(cost).to_string(),
    }
}

/// The paper's Table 1: for n = 1 to N and each ordered pair, L (the
/// largest disc moves directly) and R (through the third peg), the chosen
/// one starred (none where both pass 2^128 units and the choice cannot be
/// told), and `+` on the subproblems the transfer asked for uses.
fn table(table: &CostTable, from: u8, to: u8, json: bool) -> Result<ExitCode, Failure> {
    let used = table.used(table.discs(), from, to);
    let mut out = output::stdout();
    if json {
        let rows = (1..=table.discs())
            .map(|n| TableRow {
                n,
                cells: PAIRS
                    .iter()
                    .enumerate()
                    .map(|(column, &(i, j))| {
                        let cell = table.cell(n, i, j);
                        TableCell {
                            direct: table_cost(table, &cell.direct),
                            through: table_cost(table, &cell.through),
                            chosen: cell.is_decided().then_some(if cell.takes_direct { "L" } else { "R" }),
                            used: used.contains(&(n, column)),
                        }
                    })
                    .collect(),
            })
            .collect();
        let columns = PAIRS.iter().map(|(i, j)| format!("{}→{}", i + 1, j + 1)).collect();
        let json = Table { from: from + 1, to: to + 1, columns, rows };
        serde_json::to_writer(&mut out, &json).map_err(std::io::Error::from)?;
        out.write_all(b"\n")?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut header = vec![String::from("n")];
    for (i, j) in PAIRS {
        header.push(format!("L {}→{}", i + 1, j + 1));
        header.push(format!("R {}→{}", i + 1, j + 1));
    }
    let mut rows = vec![header];
    for n in 1..=table.discs() {
        let mut row = vec![n.to_string()];
        for (column, &(i, j)) in PAIRS.iter().enumerate() {
            let cell = table.cell(n, i, j);
            let mark = |chosen: bool| match (chosen && cell.is_decided(), chosen && used.contains(&(n, column))) {
                (true, true) => "*+",
                (true, false) => "*",
                _ => "",
            };
            row.push(format!("{}{}", cost_text(table, &cell.direct), mark(cell.takes_direct)));
            row.push(format!("{}{}", cost_text(table, &cell.through), mark(!cell.takes_direct)));
        }
        rows.push(row);
    }
    for line in output::columns(&rows, false) {
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "* the chosen way (least cost, then fewest moves; L on a full tie, as WTHD); + used to move {} disc{} from peg {} to peg {}",
        table.discs(),
        if table.discs() == 1 { "" } else { "s" },
        from + 1,
        to + 1
    )?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

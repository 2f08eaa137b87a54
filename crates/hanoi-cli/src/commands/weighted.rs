//! `hanoi weighted`: the cheapest transfer for given move costs (cost,
//! number of moves, then the moves), or the recursion's table.

use std::io::Write;
use std::ops::ControlFlow;
use std::process::ExitCode;

use hanoi_core::weighted::cost::{Cost, Sum, Total};
use hanoi_core::weighted::pricing::Pricing;
use hanoi_core::weighted::table::{CostTable, PAIRS};
use hanoi_core::weighted::{Method, Weighted, WeightedError};

use crate::commands::moves::{write_json_moves, write_lines};
use crate::failure::Failure;
use crate::output;

/// The command's arguments.
pub struct Request {
    pub weights: String,
    pub discs: u64,
    pub from: u64,
    pub to: Option<u64>,
    pub by_size: bool,
    pub search: bool,
    pub table: bool,
    pub json: bool,
}

fn refused(error: WeightedError) -> Failure {
    match error {
        WeightedError::TooCostly { .. } | WeightedError::TooManyMoves { .. } => Failure::negative(error),
        _ => Failure::bad_request(error),
    }
}

pub fn run(request: Request) -> Result<ExitCode, Failure> {
    let pricing = Pricing::parse(&request.weights).map_err(Failure::bad_request)?.scaled_by_size(request.by_size);
    if request.table && pricing.pegs() != 3 {
        return Err(Failure::bad_request(format!(
            "the table is the recursion's, which is for 3 pegs; {} pegs are solved by exact search (leave out --table)",
            pricing.pegs()
        )));
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
    let puzzle = weighted.puzzle();
    let cost = pricing.amount(Cost::units(weighted.cost()));
    let mut out = output::stdout();
    if request.json {
        let (method, settled) = match weighted.method() {
            Method::Recursion => ("recursion", String::new()),
            Method::Search { settled } => ("search", format!(r#","settled":{settled}"#)),
        };
        write!(
            out,
            r#"{{"pegs":{},"discs":{discs},"from":{},"to":{},"weights":"{}","scale":"{}","method":"{method}"{settled},"cost":{cost},"count":{},"moves":["#,
            pricing.pegs(),
            from + 1,
            to + 1,
            pricing.text(),
            if pricing.is_scaled_by_size() { "size" } else { "none" },
            weighted.count(),
        )?;
        write_json_moves(puzzle.solution().moves(), &mut out)?;
        out.write_all(b"]}\n")?;
    } else {
        writeln!(out, "cost {cost}")?;
        writeln!(out, "moves {}", weighted.count())?;
        write_lines(puzzle.solution().moves(), &mut out)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
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
        let columns: Vec<String> = PAIRS.iter().map(|(i, j)| format!(r#""{}→{}""#, i + 1, j + 1)).collect();
        write!(out, r#"{{"from":{},"to":{},"columns":[{}],"rows":["#, from + 1, to + 1, columns.join(","))?;
        for n in 1..=table.discs() {
            let cells: Vec<String> = PAIRS
                .iter()
                .enumerate()
                .map(|(column, &(i, j))| {
                    let cell = table.cell(n, i, j);
                    // null where forbidden; a string where past 2^128 units.
                    let number = |t: &Total| match t.cost {
                        Cost::Infinite => String::from("null"),
                        Cost::Finite(Sum::Beyond) => String::from(r#""2^128 units or more""#),
                        Cost::Finite(Sum::Exact(_)) => cost_text(table, t),
                    };
                    format!(
                        r#"{{"L":{},"R":{},"chosen":{},"used":{}}}"#,
                        number(&cell.direct),
                        number(&cell.through),
                        match (cell.is_decided(), cell.takes_direct) {
                            (false, _) => "null",
                            (true, true) => r#""L""#,
                            (true, false) => r#""R""#,
                        },
                        used.contains(&(n, column))
                    )
                })
                .collect();
            write!(out, r#"{}{{"n":{n},"cells":[{}]}}"#, if n > 1 { "," } else { "" }, cells.join(","))?;
        }
        out.write_all(b"]}\n")?;
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

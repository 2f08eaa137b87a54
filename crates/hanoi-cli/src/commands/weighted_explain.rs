//! `hanoi weighted --explain`: the cheapest transfer's cost and moves, then
//! what the paper's WTHD computes when each cost is evaluated by relation (1)
//! with no memory (our reading of Algorithm 1; its Proposition 2 and
//! Corollary 2) beside what our memoised table fills, n = 1 to N.

use std::io::Write;
use std::process::ExitCode;

use hanoi_core::weighted::cost::Cost;
use hanoi_core::weighted::wthd::{self, SubproblemCounts, Tally, LITERAL_MAX_DISCS};
use hanoi_core::weighted::Weighted;

use crate::failure::Failure;
use crate::output;

/// The rows shown: every n up to the literal run's limit, and N itself.
fn rows(discs: u32) -> Vec<u32> {
    let mut rows: Vec<u32> = (1..=discs.min(LITERAL_MAX_DISCS)).collect();
    if discs > LITERAL_MAX_DISCS {
        rows.push(discs);
    }
    rows
}

fn count(value: Option<u128>) -> String {
    // The core's words for a count past u128, as the sentence above the table says it.
    value.map_or_else(|| String::from("more than 2^128"), |v| v.to_string())
}

pub fn run(weighted: &Weighted) -> Result<ExitCode, Failure> {
    let pricing = weighted.pricing();
    let (from, to) = weighted.pegs();
    let discs = weighted.discs();
    let mut out = output::stdout();
    writeln!(out, "cost {}", pricing.amount(Cost::units(weighted.cost())))?;
    writeln!(out, "moves {}", weighted.count())?;
    let own = weighted.table().and_then(|table| wthd::run_evaluations(table, discs, from, to));
    writeln!(out, "{}", SubproblemCounts::of(discs).sentence(own))?;
    writeln!(out)?;
    let mut table = vec![
        ["n", "v_n (paper)", "different", "evaluations", "WTHD calls", "WTHD evaluations", "table cells"].map(String::from).to_vec(),
    ];
    for n in rows(discs) {
        let counts = SubproblemCounts::of(n);
        let (calls, evaluations) = if n <= LITERAL_MAX_DISCS {
            let mut tally = Tally::default();
            let cost = wthd::run(pricing, n, from, to, &mut tally);
            debug_assert_eq!(Some(cost), weighted.table().map(|t| t.cost(n, from, to)));
            (tally.calls.to_string(), tally.evaluations.to_string())
        } else {
            (String::from("-"), String::from("-"))
        };
        table.push(vec![
            n.to_string(),
            count(counts.paper),
            counts.distinct.to_string(),
            count(counts.evaluations),
            calls,
            evaluations,
            counts.table_cells.to_string(),
        ]);
    }
    for line in output::columns(&table, false) {
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "different, evaluations: what computing C_n^{{{i},{j}}} by relation (1) asks for below it, with no memory (any weights); \
         WTHD calls, evaluations: the procedure run on these weights, from peg {i} to peg {j}, \
         each call working out its four costs that way{limit}; table cells: ours, 6 per n, each from the row before",
        i = from + 1,
        j = to + 1,
        limit = if discs > LITERAL_MAX_DISCS {
            format!(" (run up to {LITERAL_MAX_DISCS} discs: it takes about 4^n steps)")
        } else {
            String::new()
        },
    )?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

//! Sums of impartial games for the Sums view (in the games module): the sum
//! an address or a form names, checked, and a `SumSession` over the core's
//! `SumMatch`, which analyses the parts where it is made (the page makes
//! it in its worker, web/sums/sum-worker.js). Conversion only.

use hanoi_core::game::{pegs_text, Skill};
use hanoi_core::game::sum::{PartMove, SumAnalysis, SumMatch, SumSpec};
use hanoi_core::Move;
use js_sys::Function;
use wasm_bindgen::prelude::*;

use crate::convert::{js_of, position_object, PageEstimateJs};
use crate::progress::JsProgress;

/// `{parts, list, title, goal, command, estimate: {positions, bytes,
/// seconds, long, question}}` for a sum.
#[derive(serde::Serialize)]
struct SumJs {
    parts: Vec<String>,
    list: String,
    title: String,
    goal: String,
    command: String,
    estimate: PageEstimateJs,
}


fn sum_object(spec: &SumSpec) -> JsValue {
    let e = spec.page_estimate();
    js_of(&SumJs {
        parts: (0..spec.parts().len()).map(|i| spec.part_text(i)).collect(),
        list: spec.list_text(),
        title: spec.title(),
        goal: spec.goal(),
        command: spec.command(),
        estimate: PageEstimateJs::of(&e, spec.question(&e)),
    })
}

/// The sum `text` names ("3:2:EC1,3:3:EC5"), as `{parts, list, title,
/// goal, command, estimate}`; throws with the reason (naming the part, or
/// the size and the command to run instead) when a page may not analyse it.
#[wasm_bindgen(js_name = checkSum)]
pub fn check_sum(text: &str) -> Result<JsValue, JsError> {
    SumSpec::for_page(text).map(|spec| sum_object(&spec)).map_err(|e| JsError::new(&e))
}

/// The sum a page starts with, as `checkSum` gives it.
#[wasm_bindgen(js_name = defaultSum)]
pub fn default_sum() -> JsValue {
    sum_object(&SumSpec::default_sum())
}

/// A sum being played.
#[wasm_bindgen]
pub struct SumSession {
    play: SumMatch,
}

/// `state()`'s answer.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct StateJs {
    towers: Vec<TowerJs>,
    value: String,
    outcome: &'static str,
    sentence: String,
    to_move: u8,
    moves: u32,
    winner: Option<u8>,
}

#[derive(serde::Serialize)]
struct TowerJs {
    title: String,
    /// Where it ends, in words: "EC1: the tower rebuilt on peg 3".
    ends: String,
    part: String,
    value: String,
    done: bool,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    position: JsValue,
}

#[derive(serde::Serialize)]
struct MoveJs {
    part: usize,
    from: u8,
    to: u8,
    disc: u16,
}

#[wasm_bindgen]
impl SumSession {
    /// Analyses each part of the sum `text` names (synchronously: call it
    /// from a worker for a large sum). `onProgress` gets `{part, parts,
    /// phase, done, total}` now and then; returning `false` cancels. Throws
    /// with the reason when refused or cancelled.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, #[wasm_bindgen(js_name = onProgress)] on_progress: Option<Function>) -> Result<SumSession, JsValue> {
        let spec = SumSpec::for_page(text).map_err(|e| JsError::new(&e))?;
        let parts = spec.parts().len();
        let mut reports = JsProgress::new(on_progress);
        let analysis = SumAnalysis::run(&spec, &mut |part, p| {
            reports.report(|| {
                js_of(&ProgressJs { part, parts, phase: p.phase.name(), done: p.done as f64, total: p.total as f64 })
            })
        });
        reports.thrown()?;
        let analysis = analysis.map_err(|e| JsError::new(&e.to_string()))?;
        Ok(SumSession { play: SumMatch::new(analysis) })
    }

    /// The sum, as `checkSum` gives it.
    pub fn spec(&self) -> JsValue {
        sum_object(self.play.analysis().spec())
    }

    /// Everything the page shows: `{towers: [{title, ends, part, value, done,
    /// position}], value, outcome: 'win'|'lose'|'draw', sentence, toMove,
    /// moves, winner}`; `sentence` for `who` ("you", "the computer"), the
    /// player to move; `winner` (0 moved first) once no tower has a move.
    pub fn state(&mut self, who: &str) -> JsValue {
        let spec = self.play.analysis().spec().clone();
        let towers = (0..self.play.parts())
            .map(|i| {
                let pos = self.play.position(i);
                TowerJs {
                    title: format!("Tower {}: {}", i + 1, spec.part_title(i)),
                    ends: spec.part_ending(i),
                    part: spec.part_text(i),
                    value: self.play.part_value(i).text(),
                    done: self.play.part_done(i),
                    position: position_object(&pos, false, &pegs_text(&pos)),
                }
            })
            .collect();
        let outcome = match self.play.outcome() {
            hanoi_core::game::sum::SumOutcome::Win => "win",
            hanoi_core::game::sum::SumOutcome::Lose => "lose",
            hanoi_core::game::sum::SumOutcome::Draw => "draw",
        };
        js_of(&StateJs {
            towers,
            value: self.play.value().text(),
            outcome,
            sentence: self.play.sentence(who),
            to_move: self.play.to_move(),
            moves: self.play.plies().len() as u32,
            winner: self.play.winner(),
        })
    }

    /// Why no disc can be lifted from `peg` of tower `part` (both from 0), or `undefined`.
    #[wasm_bindgen(js_name = liftError)]
    pub fn lift_error(&mut self, part: u32, peg: u32) -> Option<String> {
        self.play.lift_error(part as usize, peg as usize).map(|e| e.to_string())
    }

    /// Make a move in tower `part` (towers and pegs from 0): `{part, from,
    /// to, disc}`; throws with the rule's reason, and then nothing changes.
    pub fn play(&mut self, part: u32, from: u32, to: u32) -> Result<JsValue, JsError> {
        let peg = |p: u32| p.min(u8::MAX as u32) as u8;
        let at = PartMove { part: part as usize, mv: Move::new(peg(from), peg(to)) };
        let ply = self.play.play(at).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(js_of(&MoveJs { part: ply.at.part, from: ply.at.mv.from, to: ply.at.mv.to, disc: ply.disc }))
    }

    /// The computer's move, made: as `play()` gives it, or `undefined` when
    /// play has ended. `chance`: how often it plays any legal move instead
    /// of a perfect one (0 or left out: never); `roll` and `pick` random
    /// numbers in [0, 1), as `GameSession.computerMove` takes them.
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(&mut self, chance: Option<f64>, roll: Option<f64>, pick: Option<f64>) -> JsValue {
        let chance = chance.unwrap_or(0.0);
        let skill = if chance > 0.0 { Skill::Errs { chance } } else { Skill::Perfect };
        let dice = [roll.unwrap_or(1.0), pick.unwrap_or(0.0)];
        match self.play.computer_move_at(skill, dice).and_then(|at| self.play.play(at).ok()) {
            Some(ply) => js_of(&MoveJs { part: ply.at.part, from: ply.at.mv.from, to: ply.at.mv.to, disc: ply.disc }),
            None => JsValue::UNDEFINED,
        }
    }

    /// Take the last move back: true if there was one.
    pub fn undo(&mut self) -> bool {
        self.play.undo().is_some()
    }
}

/// The analysis's progress report.
#[derive(serde::Serialize)]
struct ProgressJs {
    part: usize,
    parts: usize,
    phase: &'static str,
    done: f64,
    total: f64,
}

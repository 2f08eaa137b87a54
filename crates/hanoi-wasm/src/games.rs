//! Two-player games: the game chosen from an address or a form, the
//! analysis run in a worker (with progress) and handed to the page, and a
//! `GameSession` over the core's `Match`. Conversion only.

use hanoi_core::game::registry::{describe, ParamValue};
use hanoi_core::game::{Ending, Finish, GameSpec, Labels, Match, Ply, Progress, Skill, SpecText, Value, GAMES};
use hanoi_core::Move;
use js_sys::{Array, BigUint64Array, Function, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::convert::{object, position_object};
use crate::progress::JsProgress;

/// As `Session.position()`, with the text in the games' words (pegs, colours).
fn game_position(pos: &hanoi_core::Position) -> JsValue {
    let object = position_object(pos, false);
    let _ = Reflect::set(&object, &"text".into(), &hanoi_core::game::pegs_text(pos).into());
    object
}

/// The choice's fields as text: `game` and every parameter any game of the
/// registry has, each a string, a number or a boolean (a flag), or missing.
struct Fields(Vec<(&'static str, String)>);

impl Fields {
    fn read(choice: &JsValue) -> Fields {
        let mut names = vec!["game"];
        for game in GAMES {
            for p in game.params {
                if !names.contains(&p.name) {
                    names.push(p.name);
                }
            }
        }
        Fields(
            names
                .into_iter()
                .filter_map(|key| {
                    let value = Reflect::get(choice, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
                    let text = value
                        .as_string()
                        .or_else(|| value.as_f64().map(|n| n.to_string()))
                        .or_else(|| value.as_bool().map(|on| if on { "on" } else { "off" }.to_string()))?;
                    Some((key, text))
                })
                .collect(),
        )
    }

    fn text(&self) -> SpecText<'_> {
        let pairs: Vec<(&str, &str)> = self.0.iter().map(|(k, v)| (*k, v.as_str())).collect();
        SpecText::of(&pairs)
    }
}

fn checked(choice: &JsValue) -> Result<GameSpec, JsError> {
    GameSpec::check(&Fields::read(choice).text()).map_err(|e| JsError::new(&e))
}

/// Plain JS objects and arrays (not Maps), numbers as numbers.
fn to_js<T: serde::Serialize>(value: &T) -> JsValue {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::UNDEFINED)
}

/// `{game, <param>: value for each of the game's parameters, title, goal,
/// scores, quick, estimate, params}`: `scores` what each move scores where
/// moves score (else `undefined`), `quick` whether it solves at once (else
/// in a worker), `estimate` what solving it on a page will take,
/// `{positions, bytes, seconds, long, question}` (`positions` and `bytes` at
/// most; `long`: ask before starting, with `question`'s words), `params`
/// the page's fields with their values and their limits for these values
/// (`[{name, kind, value, min?, max?, options?: [{id, label}]}]`).
fn spec_object(spec: &GameSpec) -> JsValue {
    // One look at the game gives all of it.
    let estimate = spec.page_estimate().ok();
    let estimate_object = estimate.map_or(JsValue::UNDEFINED, |e| {
        object(&[
            ("positions", (e.reach.positions as f64).into()),
            ("bytes", (e.reach.bytes() as f64).into()),
            ("seconds", (e.seconds as f64).into()),
            ("long", e.long.into()),
            ("question", spec.question(&e).into()),
        ])
    });
    let scores = spec.build().ok().and_then(|rules| rules.weights().map(|w| w.describe()));
    let mut fields: Vec<(&str, JsValue)> = vec![("game", spec.game.id.into())];
    for (name, value) in spec.values() {
        fields.push((
            name,
            match value {
                ParamValue::Count(n) => (*n as f64).into(),
                ParamValue::Flag(on) => (*on).into(),
                other => other.text().into(),
            },
        ));
    }
    fields.extend([
        ("title", spec.title().into()),
        ("goal", spec.goal().into()),
        ("scores", scores.map_or(JsValue::UNDEFINED, |t| t.into())),
        ("quick", estimate.is_some_and(|e| e.quick).into()),
        ("estimate", estimate_object),
        ("params", to_js(&spec.fields())),
    ]);
    object(&fields)
}

/// The games of the registry, for the page's form: `[{id, title,
/// description, source, params: [{name, label, help, kind, min?, max?,
/// default, options?: [{id, label}], page}]}]`.
#[wasm_bindgen(js_name = gameKinds)]
pub fn game_kinds() -> JsValue {
    to_js(&describe(GAMES))
}

/// The ending conditions on `pegs` pegs: `[{id: 'EC1', text}]`, `text`
/// what the condition asks ("the tower rebuilt on peg 3").
#[wasm_bindgen(js_name = gameEndings)]
pub fn game_endings(pegs: u32) -> Array {
    let pegs = (pegs as usize).clamp(3, 6);
    Ending::ALL
        .iter()
        .map(|e| object(&[("id", e.to_string().into()), ("text", e.describe(pegs).to_string().into())]))
        .collect()
}

/// The game an address asks for (`{game, pegs, discs, end, weights, first}`
/// as text): `{spec, notices}`, every value refused replaced with a notice.
#[wasm_bindgen(js_name = resolveGame)]
pub fn resolve_game(choice: &JsValue) -> JsValue {
    let fields = Fields::read(choice);
    let (spec, notices) = GameSpec::from_query(&fields.text());
    let notices: Array = notices.iter().map(|n| JsValue::from_str(n)).collect();
    object(&[("spec", spec_object(&spec)), ("notices", notices.into())])
}

/// The game a form asks for, as `resolveGame`'s `spec`; throws with the
/// reason for the first value refused.
#[wasm_bindgen(js_name = checkGame)]
pub fn check_game(choice: &JsValue) -> Result<JsValue, JsError> {
    Ok(spec_object(&checked(choice)?))
}

/// The game to play instead of `choice` (as `checkGame` takes it) when it
/// is not solved and no game is in play: the same game with the most discs
/// that solve at once, never `choice` itself (`GameSpec::fallback`), as
/// `resolveGame`'s `spec`; `undefined` if there is none. Throws as
/// `checkGame` does.
#[wasm_bindgen(js_name = fallbackGame)]
pub fn fallback_game(choice: &JsValue) -> Result<JsValue, JsError> {
    Ok(checked(choice)?.fallback().as_ref().map_or(JsValue::UNDEFINED, spec_object))
}

/// Solve a game (synchronously: call it from a worker). `onProgress` gets
/// `{phase, done, total}` now and then; returning `false` cancels. The result,
/// `{ranks, kinds, remoteness, cut, moves}` (typed arrays), is what
/// `GameSession.fromLabels` takes.
#[wasm_bindgen(js_name = solveGame)]
pub fn solve_game(
    choice: &JsValue,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<Function>,
) -> Result<JsValue, JsValue> {
    let spec = checked(choice)?;
    let mut reports = JsProgress::new(on_progress);
    let labels = Match::labels(&spec, &mut |p: Progress| {
        reports.report(|| {
            object(&[("phase", p.phase.name().into()), ("done", (p.done as f64).into()), ("total", (p.total as f64).into())])
        })
    });
    reports.thrown()?;
    let labels = labels.map_err(|e| JsError::new(&e.to_string()))?;
    Ok(object(&[
        ("ranks", BigUint64Array::from(labels.ranks.as_slice()).into()),
        ("kinds", Uint8Array::from(labels.kinds.as_slice()).into()),
        ("remoteness", Uint32Array::from(labels.remoteness.as_slice()).into()),
        ("cut", labels.cut.into()),
        ("moves", (labels.moves as f64).into()),
    ]))
}

/// `{kind: 'win'|'lose'|'tie'|'draw'|'undecided', remoteness, text}`
/// (remoteness `null` for a draw or undecided; `text` the core's short
/// words, "win in 6", "win in at most 6" where `at_most`).
fn value_object(value: Value, at_most: bool) -> JsValue {
    let remoteness = value.remoteness().map_or(JsValue::NULL, |r| r.into());
    object(&[("kind", value.word().into()), ("remoteness", remoteness), ("text", value.short(at_most).into())])
}

/// A value as `value_object` gives it, back.
fn value_from(value: &JsValue) -> Value {
    let get = |key: &str| Reflect::get(value, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    let r = get("remoteness").as_f64().map_or(0, |r| r.clamp(0.0, u32::MAX as f64) as u32);
    match get("kind").as_string().as_deref() {
        Some("win") => Value::Win(r),
        Some("lose") => Value::Lose(r),
        Some("tie") => Value::Tie(r),
        Some("draw") => Value::Draw,
        _ => Value::Undecided,
    }
}

fn move_array(mv: Move) -> Vec<u8> {
    vec![mv.from, mv.to]
}

/// A two-player game being played.
#[wasm_bindgen]
pub struct GameSession {
    game: Match,
}

#[wasm_bindgen]
impl GameSession {
    /// The game a form or `resolveGame` chose (`{game, pegs, discs, end,
    /// weights, first}`), solved here and now: for a `quick` game, or a
    /// worker. Throws with the reason when refused.
    #[wasm_bindgen(constructor)]
    pub fn new(choice: &JsValue) -> Result<GameSession, JsError> {
        let spec = checked(choice)?;
        Match::new(&spec).map(|game| GameSession { game }).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The game with the analysis `solveGame` made (in a worker).
    #[wasm_bindgen(js_name = fromLabels)]
    pub fn from_labels(choice: &JsValue, solved: &JsValue) -> Result<GameSession, JsError> {
        let spec = checked(choice)?;
        let get = |key: &str| Reflect::get(solved, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
        let labels = Labels {
            ranks: get("ranks").dyn_into::<BigUint64Array>().map(|a| a.to_vec()).unwrap_or_default(),
            kinds: get("kinds").dyn_into::<Uint8Array>().map(|a| a.to_vec()).unwrap_or_default(),
            remoteness: get("remoteness").dyn_into::<Uint32Array>().map(|a| a.to_vec()).unwrap_or_default(),
            cut: get("cut").as_bool().unwrap_or(false),
            moves: get("moves").as_f64().unwrap_or(0.0) as u64,
        };
        Match::from_labels(&spec, labels).map(|game| GameSession { game }).map_err(|e| JsError::new(&e.to_string()))
    }

    /// As `resolveGame`'s `spec`.
    pub fn spec(&self) -> JsValue {
        spec_object(self.game.spec())
    }

    /// Positions the analysis labelled.
    pub fn positions(&self) -> f64 {
        self.game.positions() as f64
    }

    /// False where scoring play's window cut play off: a win's remoteness is
    /// then at most the number shown.
    #[wasm_bindgen(js_name = isExact)]
    pub fn is_exact(&self) -> bool {
        self.game.is_exact()
    }

    /// "Player 1", "Player 2", or "Blue", "Red" (0 moved first).
    #[wasm_bindgen(js_name = playerName)]
    pub fn player_name(&self, player: u8) -> String {
        self.game.player_name(player).into()
    }

    /// A player's colour in Red–Blue (`blue`, `red`), else `undefined`.
    pub fn colour(&self, player: u8) -> Option<String> {
        self.game.side(player).map(|s| s.colour().name().into())
    }

    #[wasm_bindgen(js_name = movesMade)]
    pub fn moves_made(&self) -> u32 {
        self.game.moves_made() as u32
    }

    /// The player to move (0 moved first).
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.game.to_move()
    }

    /// As `Session.position()`.
    pub fn position(&mut self) -> JsValue {
        game_position(&self.game.position())
    }

    /// The position after `t` moves (for a replay).
    #[wasm_bindgen(js_name = positionAt)]
    pub fn position_at(&mut self, t: u32) -> JsValue {
        game_position(&self.game.position_at(t as usize))
    }

    /// The value for the player to move, `{kind, remoteness}`.
    pub fn value(&mut self) -> JsValue {
        value_object(self.game.value(), !self.game.is_exact())
    }

    /// Every legal move, `[{from, to, disc, value, best}]` (pegs from 0;
    /// `value` for the player making it, counting the moves left from now,
    /// this move included, as `value()` does: the best move of a position
    /// won in 7 is a win in 7).
    pub fn choices(&mut self) -> Array {
        self.game
            .choices()
            .iter()
            .map(|c| {
                object(&[
                    ("from", c.mv.from.into()),
                    ("to", c.mv.to.into()),
                    ("disc", c.disc.into()),
                    ("value", value_object(c.value, !self.game.is_exact())),
                    ("best", c.best.into()),
                ])
            })
            .collect()
    }

    /// A value (as `value()` gives it) for `who` ("you", or a player's name)
    /// as the core words it: "you can force a win in 7 moves", "Red loses in
    /// 12 moves against perfect play", a win "at most" where the analysis
    /// was cut.
    #[wasm_bindgen(js_name = valueSentence)]
    pub fn value_sentence(&self, value: &JsValue, who: &str) -> String {
        self.game.sentence(value_from(value), who)
    }

    /// Why no disc can be lifted from `peg` (from 0), or `undefined`.
    #[wasm_bindgen(js_name = liftError)]
    pub fn lift_error(&mut self, peg: u32) -> Option<String> {
        self.game.lift_error(peg as usize).map(|e| e.to_string())
    }

    /// Make a move (pegs from 0) and return it as `history()` lists it;
    /// throws with the rule's reason, and then nothing changes.
    pub fn play(&mut self, from: u32, to: u32) -> Result<JsValue, JsError> {
        // A peg past 255 is refused as no such peg, like 255.
        let peg = |p: u32| p.min(u8::MAX as u32) as u8;
        let ply = self.game.play(Move::new(peg(from), peg(to))).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(self.ply_object(&ply))
    }

    /// Take the last move back: `[from, to]`, or `undefined` at the start.
    pub fn undo(&mut self) -> Option<Vec<u8>> {
        self.game.undo().map(move_array)
    }

    /// Make the last move taken back again: `[from, to]`, or `undefined`.
    pub fn redo(&mut self) -> Option<Vec<u8>> {
        self.game.redo().map(move_array)
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// The computer's move, `[from, to]`, or `undefined` when play has
    /// ended. `chance`: how often it plays any legal move instead of a
    /// perfect one (0: never); `roll` and `pick` are random numbers in [0, 1)
    /// (`roll` against the chance, `pick` among the moves).
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(&mut self, chance: f64, roll: f64, pick: f64) -> Option<Vec<u8>> {
        let skill = if chance > 0.0 { Skill::Errs { chance } } else { Skill::Perfect };
        self.game.computer_move(skill, [roll, pick]).map(move_array)
    }

    /// The moves in effect: `[{from, to, disc, mover, before, after, gain?,
    /// threwAwayWin, threwAwayDraw}]`, values for the mover, both counting
    /// the moves left from before the move, this one included (equal for a
    /// perfect move; the winning move is a win in 1).
    pub fn history(&self) -> Array {
        self.game.plies().iter().map(|p| self.ply_object(p)).collect()
    }

    /// How the game ended: `{winner}` (0 moved first) or `{tie: true}`; else `undefined`.
    pub fn finish(&mut self) -> JsValue {
        match self.game.finish() {
            Some(Finish::Won(p)) => object(&[("winner", p.into())]),
            Some(Finish::Tie) => object(&[("tie", true.into())]),
            None => JsValue::UNDEFINED,
        }
    }

    /// A player's total in scoring play after `t` moves (now, if left out),
    /// as an exact decimal string; `undefined` in other games.
    pub fn score(&self, player: u8, t: Option<u32>) -> Option<String> {
        match t {
            Some(t) => self.game.score_at(t as usize, player),
            None => self.game.score(player),
        }
        .map(|d| d.to_string())
    }

    /// The weights w12, w13, w23 as exact decimal strings; `undefined` in other games.
    pub fn weights(&self) -> Option<Vec<String>> {
        let w = self.game.weights()?;
        Some([(0, 1), (0, 2), (1, 2)].map(|(a, b)| w.gain(Move::new(a, b)).to_string()).to_vec())
    }

    fn ply_object(&self, p: &Ply) -> JsValue {
        let mut fields = vec![
            ("from", p.mv.from.into()),
            ("to", p.mv.to.into()),
            ("disc", p.disc.into()),
            ("mover", p.mover.into()),
            ("before", value_object(p.before, !self.game.is_exact())),
            ("after", value_object(p.after, !self.game.is_exact())),
            ("threwAwayWin", p.threw_away_win().into()),
            ("threwAwayDraw", p.threw_away_draw().into()),
        ];
        if let (Some(gain), Some(weights)) = (p.gain, self.game.weights()) {
            fields.push(("gain", weights.show(gain).to_string().into()));
        }
        object(&fields)
    }
}

//! Two-player games: the game chosen from an address or a form, the
//! analysis run in a worker (with progress) and handed to the page, and a
//! `GameSession` over the core's `Match`. Conversion only.

use hanoi_core::game::registry::{describe, ParamValue};
use hanoi_core::game::{Finish, GameSpec, Labels, Match, Ply, Progress, Skill, SpecText, Value, GAMES};
use hanoi_core::Move;
use js_sys::{Array, BigUint64Array, Function, Reflect, Uint32Array, Uint8Array};
use serde::ser::{Serialize, SerializeStruct, Serializer};
use wasm_bindgen::prelude::*;

use crate::convert::{js_of, position_object, OrNull, PageEstimateJs};
use crate::game_values::GrundyJs;
use crate::progress::JsProgress;

/// As `Session.position()`, with the text in the games' words (pegs, colours).
fn game_position(pos: &hanoi_core::Position) -> JsValue {
    position_object(pos, false, &hanoi_core::game::pegs_text(pos))
}

/// The choice's fields as text: `game` and every parameter any game of the
/// registry has, each a string, a number or a boolean (a flag), or missing.
/// Read with `Reflect::get`, not serde: serde-wasm-bindgen's Deserializer
/// would add some 5 KB gzipped to this module to read a few fields
/// (docs/benchmarks.md, "Module sizes"), and `Reflect::get` catches a getter that throws.
struct Fields(Vec<(&'static str, String)>);

/// `game` and every parameter's name in the registry.
fn field_names() -> Vec<&'static str> {
    let mut names = vec!["game"];
    for game in GAMES {
        for p in game.params {
            if !names.contains(&p.name) {
                names.push(p.name);
            }
        }
    }
    names
}

impl Fields {
    fn read(choice: &JsValue) -> Fields {
        Fields(
            field_names()
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

pub(crate) fn checked(choice: &JsValue) -> Result<GameSpec, JsError> {
    GameSpec::check(&Fields::read(choice).text()).map_err(|e| JsError::new(&e))
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
    js_of(&SpecJs(spec))
}

/// `spec_object`'s answer: a struct whose fields depend on the game (its
/// parameters' names), so written field by field.
struct SpecJs<'a>(&'a GameSpec);


impl Serialize for SpecJs<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let spec = self.0;
        // One look at the game gives all of it.
        let estimate = spec.page_estimate().ok();
        let scores = spec.build().ok().and_then(|rules| rules.weights().map(|w| w.describe()));
        let mut object = serializer.serialize_struct("Spec", 7 + spec.game.params.len())?;
        object.serialize_field("game", spec.game.id)?;
        for (name, value) in spec.values() {
            match value {
                ParamValue::Count(n) => object.serialize_field(name, &(*n as f64))?,
                ParamValue::Flag(on) => object.serialize_field(name, on)?,
                other => object.serialize_field(name, &other.text())?,
            }
        }
        object.serialize_field("title", &spec.title())?;
        object.serialize_field("goal", &spec.goal())?;
        object.serialize_field("scores", &scores)?;
        object.serialize_field("quick", &estimate.is_some_and(|e| e.quick))?;
        object.serialize_field(
            "estimate",
            &estimate.map(|e| PageEstimateJs::of(&e, spec.question(&e))),
        )?;
        object.serialize_field("params", &spec.fields())?;
        object.end()
    }
}

/// The games of the registry, for the page's form: `[{id, title,
/// description, source, params: [{name, label, help, kind, min?, max?,
/// default, options?: [{id, label}], page}]}]`.
#[wasm_bindgen(js_name = gameKinds)]
pub fn game_kinds() -> JsValue {
    js_of(&describe(GAMES))
}

/// `resolveGame`'s answer.
#[derive(serde::Serialize)]
struct Resolved<'a> {
    spec: SpecJs<'a>,
    notices: Vec<String>,
}

/// The game an address asks for (`{game, ...}`: the game's id and each of
/// its parameters by name, as text): `{spec, notices}`, every value refused replaced with a notice.
#[wasm_bindgen(js_name = resolveGame)]
pub fn resolve_game(choice: &JsValue) -> JsValue {
    let fields = Fields::read(choice);
    let (spec, notices) = GameSpec::from_query(&fields.text());
    js_of(&Resolved { spec: SpecJs(&spec), notices })
}

/// The game a form asks for, as `resolveGame`'s `spec`; throws with the
/// reason for the first value refused (and, for a game too large for a
/// page, the command to run instead).
#[wasm_bindgen(js_name = checkGame)]
pub fn check_game(choice: &JsValue) -> Result<JsValue, JsError> {
    let spec = GameSpec::check_for_page(&Fields::read(choice).text()).map_err(|e| JsError::new(&e))?;
    Ok(spec_object(&spec))
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
/// `{ranks, kinds, remoteness, cut, moves, gsg?}` (typed arrays; `gsg` the
/// generalized Sprague–Grundy values of an impartial game, `{labels,
/// counters, sets}`), is what `GameSession.fromLabels` takes.
#[wasm_bindgen(js_name = solveGame)]
pub fn solve_game(
    choice: &JsValue,
    #[wasm_bindgen(js_name = onProgress)] on_progress: Option<Function>,
) -> Result<JsValue, JsValue> {
    let spec = checked(choice)?;
    let mut reports = JsProgress::new(on_progress);
    let labels = Match::labels_and_values(&spec, &mut |p: Progress| {
        reports.report(|| js_of(&SolvingJs { phase: p.phase.name(), done: p.done as f64, total: p.total as f64 }))
    });
    reports.thrown()?;
    let (labels, values) = labels.map_err(|e| JsError::new(&e.to_string()))?;
    Ok(js_of(&Solved {
        ranks: BigUint64Array::from(labels.ranks.as_slice()),
        kinds: Uint8Array::from(labels.kinds.as_slice()),
        remoteness: Uint32Array::from(labels.remoteness.as_slice()),
        cut: labels.cut,
        moves: labels.moves as f64,
        gsg: values.as_ref().map(crate::game_values::SolvedValues::of),
    }))
}

/// `solveGame`'s progress report.
#[derive(serde::Serialize)]
struct SolvingJs {
    phase: &'static str,
    done: f64,
    total: f64,
}

/// `solveGame`'s answer, which `GameSession.fromLabels` reads back (after
/// a worker's message, with `Reflect::get`, as `Fields`): the labels as
/// the typed arrays they are, passed through serde as they are.
#[derive(serde::Serialize)]
struct Solved {
    #[serde(with = "serde_wasm_bindgen::preserve")]
    ranks: BigUint64Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    kinds: Uint8Array,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    remoteness: Uint32Array,
    cut: bool,
    moves: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    gsg: Option<crate::game_values::SolvedValues>,
}

/// `{kind: 'win'|'lose'|'tie'|'draw'|'undecided', remoteness, text}`
/// (remoteness `null` for a draw or undecided; `text` the core's short
/// words, "win in 6", "win in at most 6" where `at_most`, "drawn in 3"
/// for a tie where `drawn`).
fn value_object(value: Value, at_most: bool, drawn: bool) -> JsValue {
    js_of(&ValueJs::of(value, at_most, drawn))
}

/// `value_object`'s answer.
#[derive(serde::Serialize)]
struct ValueJs {
    kind: &'static str,
    remoteness: OrNull<u32>,
    text: String,
}

impl ValueJs {
    fn of(value: Value, at_most: bool, drawn: bool) -> ValueJs {
        ValueJs { kind: value.word(), remoteness: OrNull(value.remoteness()), text: value.short_as(at_most, drawn) }
    }
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
    pub(crate) game: Match,
}

#[wasm_bindgen]
impl GameSession {
    /// The game a form or `resolveGame` chose (`{game, ...}`: its id and
    /// each of its parameters by name), solved here and now: for a `quick` game, or a
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
        let values = crate::game_values::parts_from(&get("gsg"), &labels.ranks);
        Match::from_labels_and_values(&spec, labels, values)
            .map(|game| GameSession { game })
            .map_err(|e| JsError::new(&e.to_string()))
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

    /// How many players move in turn (2, or up to 6 in the impartial game).
    pub fn players(&self) -> u8 {
        self.game.players()
    }

    /// With several players, the core's sentence for now: who can force a
    /// win, or that the player to move is kingmaker, can hand a win to some,
    /// or a draw; `undefined` with two.
    pub fn standing(&mut self) -> Option<String> {
        self.game.standing_sentence()
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
        let value = self.game.value();
        value_object(value, !self.game.is_exact_here(value), self.game.ties_are_drawn())
    }

    /// The position's generalized Sprague–Grundy value, `{text, title}`
    /// ("∞(0)", and what it means); `{text: null, title}` with why an
    /// impartial game has none (play is not normal); `undefined` for a game
    /// that is not impartial.
    pub fn gsg(&self) -> JsValue {
        match (self.game.grundy(), self.game.values_note()) {
            (Some(g), _) => js_of(&GrundyJs::of(&g)),
            (None, Some(note)) => js_of(&GrundyJs { text: OrNull(None), title: note }),
            (None, None) => JsValue::UNDEFINED,
        }
    }

    /// Every legal move, `[{from, to, disc, value, best, gsg?, effect?}]` (pegs from 0;
    /// `value` for the player making it, counting the moves left from now,
    /// this move included, as `value()` does: the best move of a position
    /// won in 7 is a win in 7; `gsg` the generalized Sprague–Grundy value
    /// of the position it leads to, as `gsg()` gives it, where the game has values).
    pub fn choices(&mut self) -> Array {
        let drawn = self.game.ties_are_drawn();
        let mut choices: Vec<ChoiceJs> = self
            .game
            .choices()
            .iter()
            .map(|c| ChoiceJs {
                from: c.mv.from,
                to: c.mv.to,
                disc: c.disc,
                value: ValueJs::of(c.value, !self.game.is_exact_here(c.value), drawn),
                best: c.best,
                gsg: None,
                effect: None,
            })
            .collect();
        for (choice, g) in choices.iter_mut().zip(self.game.grundy_after()) {
            choice.gsg = g.as_ref().map(GrundyJs::of);
        }
        for (choice, effect) in choices.iter_mut().zip(self.game.choice_effects()) {
            choice.effect = Some(effect);
        }
        js_of(&choices).unchecked_into()
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
        let plies: Vec<PlyJs> = self.game.plies().iter().map(|p| self.ply(p)).collect();
        js_of(&plies).unchecked_into()
    }

    /// How the game ended: `{winner}` (0 moved first) or `{tie: true}`,
    /// with `how` and `by` where the game words the end ("completed the
    /// tower, which loses in misère play", said of player `by`, who made
    /// the last move); else `undefined`.
    pub fn finish(&mut self) -> JsValue {
        let how = self.game.ending_how();
        let by = how.map(|_| (self.game.to_move() + 1) % 2);
        match self.game.finish() {
            Some(Finish::Won(winner)) => js_of(&FinishJs::Won { winner, how, by }),
            Some(Finish::Tie) => js_of(&FinishJs::Tie { tie: true, how, by }),
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
        js_of(&self.ply(p))
    }

    fn ply(&self, p: &Ply) -> PlyJs {
        let (at_most, drawn) = (!self.game.is_exact(), self.game.ties_are_drawn());
        PlyJs {
            from: p.mv.from,
            to: p.mv.to,
            disc: p.disc,
            mover: p.mover,
            before: ValueJs::of(p.before, at_most, drawn),
            after: ValueJs::of(p.after, at_most, drawn),
            threw_away_win: p.threw_away_win(),
            threw_away_draw: p.threw_away_draw(),
            gain: p.gain.zip(self.game.weights()).map(|(gain, weights)| weights.show(gain).to_string()),
        }
    }
}

/// One of `choices()`.
#[derive(serde::Serialize)]
struct ChoiceJs {
    from: u8,
    to: u8,
    disc: u16,
    value: ValueJs,
    best: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    gsg: Option<GrundyJs>,
    /// With several players, what the move leads to: "Player 2 forces a win in 4".
    #[serde(skip_serializing_if = "Option::is_none")]
    effect: Option<String>,
}

/// A move as `history()` and `play()` give it; `gain` only in scoring play
/// (missing, not `undefined`, elsewhere).
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct PlyJs {
    from: u8,
    to: u8,
    disc: u16,
    mover: u8,
    before: ValueJs,
    after: ValueJs,
    threw_away_win: bool,
    threw_away_draw: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    gain: Option<String>,
}

/// `finish()`'s answer.
#[derive(serde::Serialize)]
#[serde(untagged)]
enum FinishJs {
    Won {
        winner: u8,
        #[serde(skip_serializing_if = "Option::is_none")]
        how: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<u8>,
    },
    Tie {
        tie: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        how: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<u8>,
    },
}

//! A JavaScript progress callback for a long synchronous computation (run in
//! a Worker): it gets a report now and then, cancels by returning `false`,
//! and what it throws is thrown on once the computation has stopped.

use core::ops::ControlFlow;

use js_sys::Function;
use wasm_bindgen::JsValue;

pub struct JsProgress {
    callback: Option<Function>,
    thrown: Option<JsValue>,
}

impl JsProgress {
    pub fn new(callback: Option<Function>) -> JsProgress {
        JsProgress { callback, thrown: None }
    }

    /// Hand the callback the report `make` builds (only if there is a callback).
    pub fn report(&mut self, make: impl FnOnce() -> JsValue) -> ControlFlow<()> {
        let Some(callback) = &self.callback else { return ControlFlow::Continue(()) };
        match callback.call1(&JsValue::NULL, &make()) {
            Ok(answer) if answer.as_bool() == Some(false) => ControlFlow::Break(()),
            Ok(_) => ControlFlow::Continue(()),
            Err(error) => {
                self.thrown = Some(error);
                ControlFlow::Break(())
            }
        }
    }

    /// What the callback threw, to throw on in its place.
    pub fn thrown(self) -> Result<(), JsValue> {
        self.thrown.map_or(Ok(()), Err)
    }
}

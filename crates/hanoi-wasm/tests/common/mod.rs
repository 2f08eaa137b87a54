//! Shared by the binding tests: reading what a binding returned.

// Each test file uses some of these.
#![allow(dead_code)]

use js_sys::Reflect;
use wasm_bindgen::{JsError, JsValue};

/// The field `key` of an object a binding returned.
pub fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

/// The message of an error a binding threw.
pub fn message(err: JsError) -> String {
    js_sys::Error::from(JsValue::from(err)).message().into()
}

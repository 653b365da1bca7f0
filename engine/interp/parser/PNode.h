#pragma once
// The parser's private syntax tree: Python's own AST kinds with generic slots, so that the
// grammar, the compiler's checks and the conversion to tl::ast share one small node type.
#include <cstdint>
#include <deque>
#include <initializer_list>
#include <string>
#include <vector>

namespace tl::parser {

enum class NK : uint8_t {
    // expressions
    Name, Constant, Attribute, Subscript, Starred, List, Tuple, Set, Dict, BinOp, UnaryOp,
    BoolOp, Compare, Call, IfExp, Lambda, NamedExpr, Yield, YieldFrom, Await, ListComp,
    SetComp, DictComp, GeneratorExp, JoinedStr, FormattedValue, Slice,
    // statements
    FunctionDef, AsyncFunctionDef, ClassDef, Return, Delete, Assign, AugAssign, AnnAssign,
    For, AsyncFor, While, If, With, AsyncWith, Match, Raise, Try, TryStar, Assert, Import,
    ImportFrom, Global, Nonlocal, Expr, Pass, Break, Continue,
    // pieces
    Seq, Keyword, Arg, Arguments, Comprehension, Alias, ExceptHandler, WithItem, MatchCase,
    Pattern, CmpPair, KeyValue, StarEtc, NameDefault,
};

enum class ConstKind : uint8_t { None, True, False, Ellipsis, Int, Float, Complex, Str, Bytes };
enum PatKind { PatValue, PatSingleton, PatSequence, PatMapping, PatClass, PatStar, PatAs, PatOr };

enum PyBinOp { OpAdd, OpSub, OpMult, OpMatMult, OpDiv, OpMod, OpPow, OpLShift, OpRShift, OpBitOr,
               OpBitXor, OpBitAnd, OpFloorDiv };
enum PyUnaryOp { OpInvert, OpNot, OpUAdd, OpUSub };
enum PyCmpOp { CmpEq, CmpNotEq, CmpLt, CmpLtE, CmpGt, CmpGtE, CmpIs, CmpIsNot, CmpIn, CmpNotIn };
enum PyBoolOp { BoolAnd, BoolOr };

// Slot use per kind (a, b, c, d are children; list, list2, list3 child lists):
//   Name: str | Constant: op=ConstKind, str=literal text (numbers) or decoded value (str),
//     flag=value came from a `\N{...}` escape | Attribute: a=value str=attr
//   Subscript: a=value b=slice | Starred: a | List/Tuple/Set: list | Dict: list=keys
//     (nullptr for `**`), list2=values | BinOp: a op b | UnaryOp: op a | BoolOp: op list
//   Compare: a=left, list=CmpPair(op, a) | Call: a=func list=args list2=Keyword
//   IfExp: a=body b=test c=orelse | Lambda: a=Arguments b=body | NamedExpr: a=target b=value
//   Yield/YieldFrom/Await: a | ListComp/SetComp/GeneratorExp: a=elt list=Comprehension
//   DictComp: a=key b=value list=Comprehension | JoinedStr: list | FormattedValue: a b=spec
//   Slice: a=lower b=upper c=step
//   FunctionDef: str=name a=Arguments b=returns list=body list2=decorators
//   ClassDef: str=name list=bases list2=Keyword list3=body a=Seq(decorators)
//   Return: a | Delete: list | Assign: list=targets a=value | AugAssign: a=target op b=value
//   AnnAssign: a=target b=annotation c=value | For: a=target b=iter list=body list2=orelse
//   While/If: a=test list=body list2=orelse | With: list=WithItem(a, b) list2=body
//   Match: a=subject list=MatchCase(a=pattern b=guard list=body) | Raise: a b
//   Try/TryStar: list=body list2=ExceptHandler(a=type str=name list=body) list3=orelse
//     a=Seq(finalbody) | Assert: a b | Import: list=Alias(str, str2) | ImportFrom: str=module
//     list=Alias op=level | Global/Nonlocal: list=Name | Expr: a
//   Arguments: list=posonly list2=args list3=kwonly a=vararg b=kwarg c=Seq(defaults)
//     d=Seq(kw defaults) | Arg: str=name a=annotation | Keyword: str=name ("" for **) a=value
//   Comprehension: a=target b=iter list=ifs flag=async
//   Pattern (op = PatKind): Value/Singleton: a=expr | Sequence: list | Mapping: list=KeyValue
//     (a=key b=pattern) str=`**rest` | Class: a=class list=positional list2=KeyValue(a=Name
//     b=pattern) | Star: str (empty for `*_`) | As: a=sub-pattern (nullable) str=name (empty
//     for `_`) | Or: list
struct PNode {
    NK kind = NK::Seq;
    int op = 0;
    bool flag = false;
    bool semicolon = false; // statement followed by `;` on its line
    int line = 1, col = 0, endLine = 1, endCol = 0;
    std::string str, str2;
    PNode *a = nullptr, *b = nullptr, *c = nullptr, *d = nullptr;
    std::vector<PNode *> list, list2, list3;

    // On an Arguments node: every parameter (Arg), in the order CPython's passes visit them.
    template <typename F>
    void forEachParameter(F &&f) const
    {
        for (const auto *params : {&list, &list2, &list3})
            for (const PNode *p : *params)
                f(p);
        if (a)
            f(a);
        if (b)
            f(b);
    }

    // On an Alias node: the name the import binds (`import a.b` binds `a`).
    std::string boundName() const { return str2.empty() ? str.substr(0, str.find('.')) : str2; }
};

// Nodes live until the parse result is built; a deque keeps their addresses stable.
using Arena = std::deque<PNode>;

} // namespace tl::parser

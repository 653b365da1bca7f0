#include "PegParser.h"

#include <vector>

namespace tl::parser {

// The grammar spells the parameter rules twice, once for `def` and once for `lambda`;
// where the two differ only in their sub-rules and closing token, both share one body.
const PegParser::ParamRules PegParser::kDefParams = {
    &PegParser::param,
    &PegParser::param_no_default,
    &PegParser::param_with_default,
    &PegParser::param_maybe_default,
    &PegParser::slash_no_default,
    &PegParser::slash_with_default,
    &PegParser::star_etc,
    &PegParser::kwds,
    &PegParser::param_no_default_star_annotation,
    &PegParser::invalid_parameters_helper,
    &PegParser::invalid_star_etc,
    &PegParser::invalid_kwds,
    TokenKind::RPar,
};

const PegParser::ParamRules PegParser::kLambdaParams = {
    &PegParser::lambda_param,
    &PegParser::lambda_param_no_default,
    &PegParser::lambda_param_with_default,
    &PegParser::lambda_param_maybe_default,
    &PegParser::lambda_slash_no_default,
    &PegParser::lambda_slash_with_default,
    &PegParser::lambda_star_etc,
    &PegParser::lambda_kwds,
    nullptr, // lambda parameters have no annotations, so no `*args: *Ts`
    &PegParser::invalid_lambda_parameters_helper,
    &PegParser::invalid_lambda_star_etc,
    &PegParser::invalid_lambda_kwds,
    TokenKind::Colon,
};

PNode *PegParser::emptyArguments(int start)
{
    PNode *n = node(NK::Arguments, start);
    n->c = seq({});
    n->d = seq({});
    return n;
}

PNode *PegParser::params()
{
    Enter e(*this);
    int start = mark_;
    if (callInvalid_) {
        invalid_parameters();
        mark_ = start;
    }
    return parameters();
}

// Builds an arguments node (_PyPegen_make_arguments).
PNode *PegParser::makeArguments(int start, PNode *slashNoDefault, PNode *slashWithDefault,
                                std::vector<PNode *> plainNames, std::vector<PNode *> namesWithDefault,
                                PNode *starEtc)
{
    PNode *n = node(NK::Arguments, start);
    std::vector<PNode *> defaults;
    if (slashNoDefault) {
        n->list = slashNoDefault->list;
    } else if (slashWithDefault) {
        n->list = slashWithDefault->list;
        for (PNode *nd : slashWithDefault->list2) {
            n->list.push_back(nd->a);
            defaults.push_back(nd->b);
        }
    }
    for (PNode *p : plainNames)
        n->list2.push_back(p);
    for (PNode *nd : namesWithDefault) {
        n->list2.push_back(nd->a);
        defaults.push_back(nd->b);
    }
    std::vector<PNode *> kwDefaults;
    if (starEtc) {
        n->a = starEtc->a;
        n->b = starEtc->b;
        for (PNode *nd : starEtc->list) {
            n->list3.push_back(nd->a);
            kwDefaults.push_back(nd->b);
        }
    }
    n->c = seq(std::move(defaults));
    n->d = seq(std::move(kwDefaults));
    return n;
}

// parameters:
//   slash_no_default param_no_default* param_with_default* [star_etc]
//   | slash_with_default param_with_default* [star_etc]
//   | param_no_default+ param_with_default* [star_etc]
//   | param_with_default+ [star_etc]
//   | star_etc
PNode *PegParser::parameters()
{
    Enter e(*this);
    return parametersWith(kDefParams);
}

PNode *PegParser::parametersWith(const ParamRules &r)
{
    int start = mark_;
    if (PNode *a = (this->*r.slashNoDefault)()) {
        auto b = repeat([&] { return (this->*r.noDefault)(); });
        auto c = repeat([&] { return (this->*r.withDefault)(); });
        PNode *d = (this->*r.starEtc)();
        return makeArguments(start, a, nullptr, b, c, d);
    }
    mark_ = start;
    if (PNode *a = (this->*r.slashWithDefault)()) {
        auto b = repeat([&] { return (this->*r.withDefault)(); });
        PNode *c = (this->*r.starEtc)();
        return makeArguments(start, nullptr, a, {}, b, c);
    }
    mark_ = start;
    {
        auto a = repeat([&] { return (this->*r.noDefault)(); });
        if (!a.empty()) {
            auto b = repeat([&] { return (this->*r.withDefault)(); });
            PNode *c = (this->*r.starEtc)();
            return makeArguments(start, nullptr, nullptr, a, b, c);
        }
    }
    mark_ = start;
    {
        auto a = repeat([&] { return (this->*r.withDefault)(); });
        if (!a.empty()) {
            PNode *b = (this->*r.starEtc)();
            return makeArguments(start, nullptr, nullptr, {}, a, b);
        }
    }
    mark_ = start;
    if (PNode *a = (this->*r.starEtc)())
        return makeArguments(start, nullptr, nullptr, {}, {}, a);
    mark_ = start;
    return nullptr;
}

// slash_no_default: param_no_default+ '/' ',' | param_no_default+ '/' &')'
PNode *PegParser::slash_no_default()
{
    Enter e(*this);
    return slashNoDefaultWith(kDefParams);
}

PNode *PegParser::slashNoDefaultWith(const ParamRules &r)
{
    int start = mark_;
    for (int alt = 0; alt < 2; ++alt) {
        mark_ = start;
        auto a = repeat([&] { return (this->*r.noDefault)(); });
        if (a.empty() || !eat(TokenKind::Slash))
            continue;
        if (alt == 0 ? eat(TokenKind::Comma) : at(r.close))
            return seq(std::move(a));
    }
    mark_ = start;
    return nullptr;
}

// slash_with_default: param_no_default* param_with_default+ '/' (',' | &')')
PNode *PegParser::slash_with_default()
{
    Enter e(*this);
    return slashWithDefaultWith(kDefParams);
}

PNode *PegParser::slashWithDefaultWith(const ParamRules &r)
{
    int start = mark_;
    for (int alt = 0; alt < 2; ++alt) {
        mark_ = start;
        auto a = repeat([&] { return (this->*r.noDefault)(); });
        auto b = repeat([&] { return (this->*r.withDefault)(); });
        if (b.empty() || !eat(TokenKind::Slash))
            continue;
        if (alt == 0 ? eat(TokenKind::Comma) : at(r.close)) {
            PNode *n = seq(std::move(a));
            n->list2 = std::move(b);
            return n;
        }
    }
    mark_ = start;
    return nullptr;
}

PNode *PegParser::starEtcNode(PNode *vararg, std::vector<PNode *> kwonly, PNode *kwarg)
{
    PNode *n = pair(NK::StarEtc, vararg, kwarg);
    n->list = std::move(kwonly);
    return n;
}

// star_etc:
//   invalid_star_etc
//   | '*' param_no_default param_maybe_default* [kwds]
//   | '*' param_no_default_star_annotation param_maybe_default* [kwds]
//   | '*' ',' param_maybe_default+ [kwds]
//   | kwds
PNode *PegParser::star_etc()
{
    Enter e(*this);
    return starEtcWith(kDefParams);
}

PNode *PegParser::starEtcWith(const ParamRules &r)
{
    int start = mark_;
    if (callInvalid_) {
        (this->*r.invalidStarEtc)();
        mark_ = start;
    }
    for (auto vararg : {r.noDefault, r.noDefaultStarAnnotation}) {
        if (!vararg)
            continue;
        mark_ = start;
        if (eat(TokenKind::Star)) {
            if (PNode *a = (this->*vararg)()) {
                auto b = repeat([&] { return (this->*r.maybeDefault)(); });
                PNode *c = (this->*r.kwds)();
                return starEtcNode(a, b, c);
            }
        }
    }
    mark_ = start;
    if (eat(TokenKind::Star) && eat(TokenKind::Comma)) {
        auto b = repeat([&] { return (this->*r.maybeDefault)(); });
        if (!b.empty()) {
            PNode *c = (this->*r.kwds)();
            return starEtcNode(nullptr, b, c);
        }
    }
    mark_ = start;
    if (PNode *a = (this->*r.kwds)())
        return starEtcNode(nullptr, {}, a);
    mark_ = start;
    return nullptr;
}

// kwds: invalid_kwds | '**' param_no_default
PNode *PegParser::kwds()
{
    Enter e(*this);
    return kwdsWith(kDefParams);
}

PNode *PegParser::kwdsWith(const ParamRules &r)
{
    int start = mark_;
    if (callInvalid_) {
        (this->*r.invalidKwds)();
        mark_ = start;
    }
    return tokenThen(TokenKind::DoubleStar, r.noDefault);
}

// param_no_default: param ',' TYPE_COMMENT? | param TYPE_COMMENT? &')'
PNode *PegParser::param_no_default()
{
    Enter e(*this);
    return paramEndingWith(&PegParser::param);
}

// param_no_default_star_annotation:
//   param_star_annotation ',' TYPE_COMMENT? | param_star_annotation TYPE_COMMENT? &')'
PNode *PegParser::param_no_default_star_annotation()
{
    Enter e(*this);
    return paramEndingWith(&PegParser::param_star_annotation);
}

PNode *PegParser::paramEndingWith(Rule0 paramRule)
{
    int start = mark_;
    if (PNode *a = (this->*paramRule)()) {
        if (eat(TokenKind::Comma)) {
            peekTypeComment();
            return a;
        }
    }
    mark_ = start;
    if (PNode *a = (this->*paramRule)()) {
        peekTypeComment();
        if (at(TokenKind::RPar))
            return a;
    }
    mark_ = start;
    return nullptr;
}

// param_with_default: param default ',' TYPE_COMMENT? | param default TYPE_COMMENT? &')'
PNode *PegParser::param_with_default()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = param()) {
        if (PNode *c = default_()) {
            if (eat(TokenKind::Comma)) {
                peekTypeComment();
                return pair(NK::NameDefault, a, c);
            }
        }
    }
    mark_ = start;
    if (PNode *a = param()) {
        if (PNode *c = default_()) {
            peekTypeComment();
            if (at(TokenKind::RPar))
                return pair(NK::NameDefault, a, c);
        }
    }
    mark_ = start;
    return nullptr;
}

// param_maybe_default: param default? ',' TYPE_COMMENT? | param default? TYPE_COMMENT? &')'
PNode *PegParser::param_maybe_default()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = param()) {
        PNode *c = default_();
        if (eat(TokenKind::Comma)) {
            peekTypeComment();
            return pair(NK::NameDefault, a, c);
        }
    }
    mark_ = start;
    if (PNode *a = param()) {
        PNode *c = default_();
        peekTypeComment();
        if (at(TokenKind::RPar))
            return pair(NK::NameDefault, a, c);
    }
    mark_ = start;
    return nullptr;
}

// param: NAME annotation?
PNode *PegParser::param()
{
    Enter e(*this);
    int start = mark_;
    PNode *a = nameNode();
    if (!a)
        return nullptr;
    PNode *b = annotation();
    PNode *n = node(NK::Arg, start, b);
    n->str = a->str;
    return n;
}

// param_star_annotation: NAME star_annotation
PNode *PegParser::param_star_annotation()
{
    Enter e(*this);
    int start = mark_;
    PNode *a = nameNode();
    if (a) {
        if (PNode *b = star_annotation()) {
            PNode *n = node(NK::Arg, start, b);
            n->str = a->str;
            return n;
        }
    }
    mark_ = start;
    return nullptr;
}

// annotation: ':' expression
PNode *PegParser::annotation()
{
    Enter e(*this);
    return tokenThen(TokenKind::Colon, &PegParser::expression);
}

// star_annotation: ':' star_expression
PNode *PegParser::star_annotation()
{
    Enter e(*this);
    return tokenThen(TokenKind::Colon, &PegParser::star_expression);
}

// default: '=' expression | invalid_default
PNode *PegParser::default_()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = tokenThen(TokenKind::Equal, &PegParser::expression))
        return a;
    if (callInvalid_) {
        // invalid_default: '=' &(')'|',')
        int a = expect(TokenKind::Equal);
        if (a >= 0 && (at(TokenKind::RPar) || at(TokenKind::Comma)))
            raiseTok(a, "expected default value expression");
        mark_ = start;
    }
    return nullptr;
}

// ---- lambda parameters: the rules above, closed by ':' and without annotations ----------

PNode *PegParser::lambda_params()
{
    Enter e(*this);
    int start = mark_;
    if (callInvalid_) {
        invalid_lambda_parameters();
        mark_ = start;
    }
    return lambda_parameters();
}

PNode *PegParser::lambda_parameters()
{
    Enter e(*this);
    return parametersWith(kLambdaParams);
}

PNode *PegParser::lambda_slash_no_default()
{
    Enter e(*this);
    return slashNoDefaultWith(kLambdaParams);
}

PNode *PegParser::lambda_slash_with_default()
{
    Enter e(*this);
    return slashWithDefaultWith(kLambdaParams);
}

PNode *PegParser::lambda_star_etc()
{
    Enter e(*this);
    return starEtcWith(kLambdaParams);
}

PNode *PegParser::lambda_kwds()
{
    Enter e(*this);
    return kwdsWith(kLambdaParams);
}

// lambda_param_no_default: lambda_param ',' | lambda_param &':'
PNode *PegParser::lambda_param_no_default()
{
    Enter e(*this);
    int start = mark_;
    if (PNode *a = lambda_param()) {
        if (eat(TokenKind::Comma))
            return a;
        if (at(TokenKind::Colon))
            return a;
    }
    mark_ = start;
    return nullptr;
}

// lambda_param_with_default: lambda_param default ',' | lambda_param default &':'
PNode *PegParser::lambda_param_with_default()
{
    Enter e(*this);
    int start = mark_;
    for (int alt = 0; alt < 2; ++alt) {
        mark_ = start;
        if (PNode *a = lambda_param()) {
            if (PNode *c = default_()) {
                if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::Colon))
                    return pair(NK::NameDefault, a, c);
            }
        }
    }
    mark_ = start;
    return nullptr;
}

// lambda_param_maybe_default: lambda_param default? ',' | lambda_param default? &':'
PNode *PegParser::lambda_param_maybe_default()
{
    Enter e(*this);
    int start = mark_;
    for (int alt = 0; alt < 2; ++alt) {
        mark_ = start;
        if (PNode *a = lambda_param()) {
            PNode *c = default_();
            if (alt == 0 ? eat(TokenKind::Comma) : at(TokenKind::Colon))
                return pair(NK::NameDefault, a, c);
        }
    }
    mark_ = start;
    return nullptr;
}

// lambda_param: NAME
PNode *PegParser::lambda_param()
{
    Enter e(*this);
    int start = mark_;
    PNode *a = nameNode();
    if (!a)
        return nullptr;
    PNode *n = node(NK::Arg, start);
    n->str = a->str;
    return n;
}

} // namespace tl::parser

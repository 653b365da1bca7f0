def risky(x):
    if x == 0:
        raise ValueError("x must not be zero")
    return 10 / x

for v in [2, 0, 'a']:
    try:
        r = risky(v)
    except ValueError as e:
        print("ValueError:", e, e.args, type(e).__name__)
    except (TypeError, ZeroDivisionError) as e:
        print("other:", type(e).__name__, str(e))
    else:
        print("ok", r)
    finally:
        print("done", v)

try:
    [1, 2][5]
except LookupError as e:
    print(repr(e), isinstance(e, IndexError), isinstance(e, Exception))

try:
    {}['missing']
except KeyError as e:
    print("KeyError", e, repr(e), e.args)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("wrapped")
except RuntimeError as e:
    print(e, type(e.__context__).__name__)

try:
    raise ValueError("a") from KeyError("b")
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__)

def f():
    try:
        return "from try"
    finally:
        print("finally runs before return")
print(f())

try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("assert:", e)

e = ValueError("kept", 42)
print(e, repr(e), e.args)
try:
    raise e
except Exception as caught:
    print(caught is e)

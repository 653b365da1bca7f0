import torch
checks = [
    (ZeroDivisionError, ArithmeticError),
    (OverflowError, ArithmeticError),
    (IndexError, LookupError),
    (KeyError, LookupError),
    (UnboundLocalError, NameError),
    (RecursionError, RuntimeError),
    (NotImplementedError, RuntimeError),
    (torch.cuda.OutOfMemoryError, RuntimeError),
    (ValueError, Exception),
    (KeyboardInterrupt, Exception),
    (KeyboardInterrupt, BaseException),
    (TypeError, ValueError),
]
for cls, base in checks:
    print(cls.__name__, base.__name__, issubclass(cls, base))

def fail(kind):
    if kind == 'index':
        return [1][3]
    if kind == 'key':
        return {'a': 1}['b']
    if kind == 'zero':
        return 1 // 0
    if kind == 'type':
        return 'a' + 1
    if kind == 'torch':
        return torch.ones(2) + torch.ones(3)
    return None

for kind in ['index', 'key', 'zero', 'type', 'torch', 'none']:
    try:
        result = fail(kind)
    except LookupError as e:
        print('lookup', type(e).__name__, e)
    except ArithmeticError as e:
        print('arith', type(e).__name__, e)
    except RuntimeError as e:
        print('runtime', e)
    except Exception as e:
        print('other', type(e).__name__, e, isinstance(e, TypeError))
    else:
        print('no error', result)

try:
    raise KeyError
except KeyError as e:
    print(repr(e), e.args, str(e) == '')
try:
    raise IndexError()
except Exception as e:
    print(type(e) is IndexError, type(e) == IndexError, e.__class__.__name__)

import sys
try:
    sys.exit(5)
except SystemExit as e:
    print('caught', e.code if hasattr(e, 'code') else None, e.args, type(e))
try:
    sys.exit('bye')
except SystemExit as e:
    print('caught', e.args)
def stop():
    sys.exit(0)
try:
    stop()
except BaseException as e:
    print(type(e).__name__, repr(e))
print('end')

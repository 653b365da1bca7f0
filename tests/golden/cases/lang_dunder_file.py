# A script run from a file has __file__, the absolute path of the script, seen from
# functions too; it is the interpreter's, not a name the script bound.
print(type(__file__).__name__, __file__.startswith('/'), __file__.endswith('/lang_dunder_file.py'))
def where():
    return __file__
print(where() == __file__)
path = __file__
print(path is __file__, len(path) > len('lang_dunder_file.py'))
print(__name__)

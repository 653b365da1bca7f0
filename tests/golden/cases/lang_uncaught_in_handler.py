try:
    value = int('not a number')
except ValueError:
    print("handling")
    undefined_function()

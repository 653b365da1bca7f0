print(sum(['a', 'b'], ''))

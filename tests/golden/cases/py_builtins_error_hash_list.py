print(hash([1]))

# leading comment
import torch  # trailing comment

# comment between statements

t = torch.tensor([1, 2])   # build a tensor
    # indented comment line
print(t)  # print it
print("# not a comment")  # but this is

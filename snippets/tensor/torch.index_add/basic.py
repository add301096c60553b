import torch

# add whole rows of source into the rows named by index; repeats accumulate
x = torch.zeros(3, 2)
index = torch.tensor([0, 2, 0])
source = torch.tensor([[1.0, 1.0],
                       [2.0, 2.0],
                       [3.0, 3.0]])
print(x.index_add(0, index, source))          # row 0 gets 1 + 3, row 2 gets 2

# alpha scales source before adding
print(torch.index_add(x, 0, index, source, alpha=-0.5))

# per-segment sums of feature rows, in place
features = torch.arange(10.0).reshape(5, 2)
segment = torch.tensor([0, 1, 0, 1, 1])
sums = torch.zeros(2, 2)
sums.index_add_(0, segment, features)
print(sums)

import torch

row = torch.tensor([1.0, 2.0])
print(torch.full((2,), torch.tensor(3.0)))    # a 0-d tensor is accepted
print(row.expand(3, 2))                      # a row repeated: use expand / repeat
torch.full((3, 2), row)

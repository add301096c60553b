import torch

x = torch.tensor([[3, 10],
                  [1, 30],
                  [2, 20]])
# sorts every column independently, along dim 0
print(torch.msort(x))
print(torch.equal(x.msort(), torch.sort(x, dim=0).values))

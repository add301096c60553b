import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [5.0, 5.0, 5.0]])   # the second variable never changes

print(torch.corrcoef(x))               # zero variance: 0 / 0 gives nan

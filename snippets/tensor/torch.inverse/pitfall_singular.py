import torch

S = torch.tensor([[1.0, 2.0],
                  [2.0, 4.0]])              # the second row is twice the first
print(torch.linalg.inv_ex(S).info)          # non-zero: singular, without raising
torch.inverse(S)

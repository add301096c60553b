import torch
import torch.nn.functional as F

w = torch.tensor([[3.0, 4.0],
                  [6.0, 8.0]])
print(w.renorm(2, 1, 1.0))              # dim=1: each COLUMN w[:, j] is capped, not each row
print(w.renorm(2, 0, 1.0))              # dim=0: each row w[i] is capped
print(F.normalize(w, dim=1))            # normalize's dim is the one the norm runs along

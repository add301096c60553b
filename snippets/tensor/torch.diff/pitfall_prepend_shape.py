import torch

m = torch.tensor([[1, 2, 4],
                  [1, 1, 1]])

zeros_row = torch.zeros(1, 3, dtype=m.dtype)
print(torch.diff(m, dim=0, prepend=zeros_row))            # (1, 3) row: fine

torch.diff(m, dim=0, prepend=torch.tensor([0, 0, 0]))     # 1-D prepend for a 2-D input

import torch

m = torch.tensor([[1, 2, 4],
                  [1, 1, 1]])

zeros_row = torch.zeros(1, 3, dtype=m.dtype)
print(torch.diff(m, dim=0, prepend=zeros_row))            # (1, 3) 的行：没问题

torch.diff(m, dim=0, prepend=torch.tensor([0, 0, 0]))     # 对二维输入用了一维的 prepend

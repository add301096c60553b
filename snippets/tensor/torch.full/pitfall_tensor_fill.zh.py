import torch

row = torch.tensor([1.0, 2.0])
print(torch.full((2,), torch.tensor(3.0)))    # 可以接受 0 维张量
print(row.expand(3, 2))                      # 重复一行：用 expand / repeat
torch.full((3, 2), row)

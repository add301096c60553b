import torch

total = torch.zeros(2, dtype=torch.int64)
counts = torch.tensor([1, 2])
sizes = torch.tensor([3, 4])

print(torch.addcmul(total, counts, sizes, value=0.5))  # 期望得到 [1.5, 4.0]

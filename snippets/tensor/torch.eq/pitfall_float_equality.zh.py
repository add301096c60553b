import torch

x = torch.tensor([0.1], dtype=torch.float64) + 0.2
print(x.item())
print(x == 0.3)                        # 舍入误差：不相等
print(torch.isclose(x, torch.tensor([0.3], dtype=torch.float64)))

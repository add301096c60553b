import math

import torch

z = torch.polar(torch.tensor([1.0]), torch.tensor([math.pi / 2]))
print(z.real.item())  # 不是精确的 0
print(z.real == 0)
print(torch.isclose(z.real, torch.zeros(1), atol=1e-6))

import torch

phase = torch.tensor([0.25, -0.25, -1.75])

print(torch.frac(phase))           # -0.25, -0.75: negative for negative input
print(torch.remainder(phase, 1))   # 0.75, 0.25: wrapped into [0, 1)

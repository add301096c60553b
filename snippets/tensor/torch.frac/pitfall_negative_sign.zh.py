import torch

phase = torch.tensor([0.25, -0.25, -1.75])

print(torch.frac(phase))           # 负输入得到负的小数部分
print(torch.remainder(phase, 1))   # 折回 [0, 1) 内

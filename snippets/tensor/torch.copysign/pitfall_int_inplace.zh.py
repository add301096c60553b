import torch

steps = torch.tensor([3, 1, 4])                  # int64
print(torch.copysign(steps, -1))                 # 非原地：结果是 float32
steps.copysign_(-1)                              # 浮点结果无法写回 int64 张量

import torch

steps = torch.tensor([10, 20])         # int64

print(steps - 0.5)                     # 非原地：提升为 float32
steps.sub_(0.5)                        # 原地：浮点结果无法存进 int64

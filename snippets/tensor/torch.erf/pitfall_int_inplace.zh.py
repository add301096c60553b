import torch

x = torch.tensor([0, 1, 2])

print(x.erf())          # 非原地：返回新的 float32 张量
x.erf_()                # 浮点结果无法写回 int64

import torch

a = torch.full((7,), 1000.1)              # 全是常数：真实方差为 0
var = (a ** 2).mean() - a.mean() ** 2     # E[x^2] - E[x]^2 在 float32 中会损失精度
print(var)                                # 略小于 0
print(torch.sqrt(var))                    # nan，不报错
print(torch.sqrt(var.clamp(min=0)))       # 先 clamp
print(a.std())                            # std 会先把数据中心化：结果极小，但不会是 nan

import torch

x = torch.tensor([0.9999999, 1.0, 1.5], requires_grad=True)
y = torch.acosh(x)
print(y)                  # 略小于 1：NaN，不报错
y[1:].sum().backward()
print(x.grad)             # 恰好等于 1 处为 inf；没参与求和的元素也是 NaN

import torch

w = torch.tensor([[3.0, 4.0],
                  [0.3, 0.4],
                  [6.0, 8.0]])
capped = torch.renorm(w, p=2, dim=0, maxnorm=1.0)   # 把每一行 w[i] 的 L2 范数限制在 1 以内
print(capped)
print(capped.norm(dim=1))                          # 本来就没超限的行保持不变

print(w.renorm(1, 0, 1.0))                         # p=1：每行绝对值之和至多为 1

torch.manual_seed(0)
layer = torch.nn.Linear(4, 3)
with torch.no_grad():                              # 优化器更新之后施加最大范数约束
    layer.weight.mul_(10).renorm_(2, 0, 0.5)
print(layer.weight.norm(dim=1))

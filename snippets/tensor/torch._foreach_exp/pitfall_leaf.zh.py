import torch

model = torch.nn.Linear(2, 1)
params = list(model.parameters())

with torch.no_grad():                  # 优化器就是这样更新参数的
    torch._foreach_mul_(params, 0.5)
print(model.bias.requires_grad)

torch._foreach_mul_(params, 0.5)       # 在 no_grad 之外：这些是需要梯度的叶子张量

import torch
from torch import nn
from torch.nn.utils import clip_grads_with_norm_, get_total_norm

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
model(torch.randn(8, 3)).pow(2).sum().backward()

grads = [p.grad for p in model.parameters() if p.grad is not None]
total = get_total_norm(grads)  # 传的是梯度，不是参数
print(round(total.item(), 4))

# 第二步：每个梯度乘以 min(1, max_norm / total)
clip_grads_with_norm_(model.parameters(), max_norm=1.0, total_norm=total)
print(round(get_total_norm([p.grad for p in model.parameters()]).item(), 4))

# 两步合起来就是 clip_grad_norm_；拆开后可以先合并各部分的范数
print(round(get_total_norm([torch.tensor([3.0]), torch.tensor([4.0])]).item(), 4))
print(round(get_total_norm([torch.tensor([3.0, -4.0])], norm_type=float("inf")).item(), 4))

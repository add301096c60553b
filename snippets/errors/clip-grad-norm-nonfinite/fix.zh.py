import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
model = nn.Linear(3, 4)
x = torch.randn(8, 3) * 100
target = torch.zeros(8, dtype=torch.long)
loss = F.cross_entropy(model(x), target)  # 以数值稳定的方式计算 log-softmax，永远不会出现 log(0)
loss.backward()
bad = [n for n, p in model.named_parameters() if not torch.isfinite(p.grad).all()]
total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0, error_if_nonfinite=True)
print("non-finite grads:", bad, "norm finite:", bool(torch.isfinite(total)))

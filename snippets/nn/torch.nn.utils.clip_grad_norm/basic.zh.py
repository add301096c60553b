import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(3, 2)
model(torch.randn(4, 3)).pow(2).sum().backward()

norm = torch.nn.utils.clip_grad_norm(model.parameters(), max_norm=1.0)  # FutureWarning：已弃用
print(round(norm.item(), 4))

# 替代写法：参数和结果都相同，只是名字末尾有下划线
model.zero_grad()
model(torch.randn(4, 3)).pow(2).sum().backward()
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print(round(norm.item(), 4))

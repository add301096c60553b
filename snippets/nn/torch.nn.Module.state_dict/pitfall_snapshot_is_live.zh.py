import copy

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

best = model.state_dict()  # 引用的是实时更新的张量
best_copy = copy.deepcopy(model.state_dict())  # 真正的快照

before = best["weight"].clone()
loss = model(torch.ones(4, 2, device=device)).pow(2).mean()
loss.backward()
opt.step()  # 原地更新参数

print(torch.equal(best["weight"], before))  # False：“最佳”权重也跟着变了
print(torch.equal(best_copy["weight"], before))  # True

import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
trained = nn.Linear(3, 2)
prune.custom_from_mask(trained, name="weight", mask=torch.tensor([[1, 0, 1], [0, 1, 0]]))

model = nn.Linear(3, 2)
prune.identity(model, "weight")
model.load_state_dict(trained.state_dict())

# 加载后立刻读取 weight，例如检查或导出
print(torch.equal(model.weight, trained.weight))  # 过时的：是加载之前算出来的
model(torch.randn(1, 3))
print(torch.equal(model.weight, trained.weight))

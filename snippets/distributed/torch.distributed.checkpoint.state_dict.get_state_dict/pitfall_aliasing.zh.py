import torch
import torch.nn as nn
from torch.distributed.checkpoint.state_dict import get_model_state_dict

torch.manual_seed(0)
model = nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

best = get_model_state_dict(model)  # “保存目前最好的权重”
saved_value = best["weight"][0, 0].item()
model(torch.ones(3, 4)).sum().backward()
opt.step()
print("best changed by later training:", best["weight"][0, 0].item() != saved_value)

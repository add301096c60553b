import torch
from torch import nn
from torch.nn.utils import clip_grads_with_norm_, get_total_norm

model = nn.Linear(3, 2)
model(torch.randn(4, 3)).sum().backward()

total = get_total_norm([p.grad for p in model.parameters()]).item()  # logged as a float
clip_grads_with_norm_(model.parameters(), max_norm=1.0, total_norm=total)

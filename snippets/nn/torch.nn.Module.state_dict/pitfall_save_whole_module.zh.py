import torch
from torch import nn

model = nn.Linear(2, 2)
torch.save(model, "model.pt")  # 会 pickle 类本身，而不只是张量
torch.load("model.pt")  # 自 2.6 起默认 weights_only=True

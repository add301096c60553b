import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(3, 2).to(device)
ids = torch.tensor([[1, 2, 3]], device=device)  # int64，例如 token id 或标签
layer(ids)

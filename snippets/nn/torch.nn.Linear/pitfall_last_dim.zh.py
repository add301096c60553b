import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(4, 3).to(device)
x = torch.randn(2, 5, device=device)  # 最后一维是 5，in_features 却是 4
layer(x)

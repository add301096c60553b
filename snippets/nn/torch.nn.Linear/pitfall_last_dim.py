import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(4, 3).to(device)
x = torch.randn(2, 5, device=device)  # last dim 5, in_features 4
layer(x)

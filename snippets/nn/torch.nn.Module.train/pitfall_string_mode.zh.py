import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(2, 2).to(device)
model.train("eval")  # mode 必须是 bool

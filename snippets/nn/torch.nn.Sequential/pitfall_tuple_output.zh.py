import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.LSTM(3, 4, batch_first=True), nn.Linear(4, 2)).to(device)
model(torch.ones(2, 5, 3, device=device))  # LSTM 返回的是 (output, (h, c))

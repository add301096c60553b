import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layers = nn.ModuleList([nn.Linear(4, 4), nn.ReLU()]).to(device)
layers(torch.ones(1, 4, device=device))  # ModuleList 没有 forward

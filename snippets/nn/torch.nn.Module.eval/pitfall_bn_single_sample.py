import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(8, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2)).to(device)
# ... trained and loaded ...
sample = torch.randn(1, 8, device=device)  # one request at serving time
with torch.no_grad():
    model(sample)  # model.eval() was never called

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(3, 2).to(device)
model.to(torch.float64)  # fine: modules convert in place

x = torch.ones(4, 3, device=device)
x.to(torch.float64)  # result thrown away: x is still float32
print(x.dtype)
model(x)

import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5)).to(device)
x = torch.ones(1, 4, device=device)
with torch.no_grad():  # no_grad alone keeps dropout on
    a, b = model(x), model(x)
print(torch.equal(a, b))  # predictions change from call to call
print((a == 0).any().item())  # some activations were zeroed

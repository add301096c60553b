import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(2, 2).to(device)
calls = []
for _ in range(3):  # e.g. a "register hooks" helper run once per evaluation
    layer.register_forward_hook(lambda mod, args, out: calls.append(1))

layer(torch.ones(1, 2, device=device))
print(len(calls))  # 3 calls for one forward pass

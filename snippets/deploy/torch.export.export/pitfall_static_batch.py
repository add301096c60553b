import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device).eval()
ep = torch.export.export(model, (torch.randn(3, 4, device=device),))  # no dynamic_shapes
print(ep.module()(torch.randn(3, 4, device=device)).shape)  # same batch size: fine
ep.module()(torch.randn(5, 4, device=device))  # the batch size 3 was baked in

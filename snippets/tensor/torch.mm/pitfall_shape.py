import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

x = torch.ones(2, 3, device=device)
w = torch.ones(4, 3, device=device)  # stored as (out_features, in_features)

print(torch.mm(x, w.t()).shape)  # (2, 3) @ (3, 4) -> (2, 4)
torch.mm(x, w)                   # inner sizes 3 and 4 differ

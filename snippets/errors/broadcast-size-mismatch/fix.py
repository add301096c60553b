import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scores = torch.zeros(4, 3, device=device)
weight = torch.ones(4, device=device)

# Give the per-sample weight an explicit size-1 class dimension: (4, 1).
out = scores * weight.unsqueeze(1)
print(weight.unsqueeze(1).shape, out.shape)

# Equivalent with indexing:
print((scores * weight[:, None]).shape)

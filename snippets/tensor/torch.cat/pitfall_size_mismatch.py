import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

features = torch.zeros(8, 16, device=device)
extra = torch.zeros(8, 4, device=device)

print(torch.cat([features, extra], dim=1).shape)  # join along the feature dim
torch.cat([features, extra])  # default dim=0: the other dims (16 vs 4) must match

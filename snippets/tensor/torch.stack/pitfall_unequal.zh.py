import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

short = torch.zeros(2, 3, device=device)
long = torch.zeros(2, 4, device=device)

print(torch.cat([short, long], dim=1).shape)  # cat 只要求其余维度一致
torch.stack([short, long])

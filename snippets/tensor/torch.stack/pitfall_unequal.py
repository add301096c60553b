import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

short = torch.zeros(2, 3, device=device)
long = torch.zeros(2, 4, device=device)

print(torch.cat([short, long], dim=1).shape)  # cat only needs the other dims to match
torch.stack([short, long])

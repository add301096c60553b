import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

rows = [torch.tensor([1.0, 2.0, 3.0], device=device) for _ in range(4)]

print(torch.cat(rows).shape)    # (12,): joined end to end
print(torch.stack(rows).shape)  # (4, 3): a new leading dim, usually what a batch needs

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, 3, 4, device=device)
y = x.permute(0, 2, 1)                 # (2, 4, 3), not contiguous
print(y.reshape(2, 12).shape)          # reshape copies when it has to
print(y.contiguous().view(2, 12).shape)
y.view(2, 12)

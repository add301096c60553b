import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device).reshape(3, 4)
print(x.permute(1, 0).reshape(12))
print(x.permute(1, 0).contiguous().view(12).shape)

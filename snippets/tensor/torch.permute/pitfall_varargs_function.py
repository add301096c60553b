import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, 3, 4, device=device)
print(x.permute(2, 0, 1).shape)   # the method takes separate ints
torch.permute(x, 2, 0, 1)         # the function takes one tuple

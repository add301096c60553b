import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device).view(3, 4)
cols = x[:, :2]  # slicing columns keeps the row stride of 4
print(cols.shape, cols.stride(), cols.is_contiguous())
print(cols.contiguous().view(-1))  # works
cols.view(-1)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, 5, device=device)
print(torch.unsqueeze(x, 0).shape)   # new leading dim, e.g. a batch of one
print(torch.unsqueeze(x, 1).shape)
print(torch.unsqueeze(x, 2).shape)   # dim may equal x.dim()
print(torch.unsqueeze(x, -1).shape)  # -1 means "at the very end"

v = torch.tensor([1, 2, 3], device=device)
col = v.unsqueeze(1)
col[0, 0] = 10  # a view: v changes too
print(v)
print(v.unsqueeze(0) * col)  # (1, 3) * (3, 1) broadcasts to (3, 3)

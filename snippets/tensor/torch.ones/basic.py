import torch

print(torch.ones(2, 3))               # sizes as separate ints
print(torch.ones((2, 3)).shape)       # or one tuple / torch.Size
print(torch.ones(3, dtype=torch.long), torch.ones(2, dtype=torch.bool))
print(torch.ones(()).shape)           # 0-d tensor

# typical use: an all-ones mask or weight on the same device as x
device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(4, 5, device=device)
mask = torch.ones(x.shape[0], dtype=torch.bool, device=x.device)
print(mask.device == x.device, mask.shape)
